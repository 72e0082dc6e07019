import { route } from "@/lib/http/route";
import { listPartners } from "@/lib/organisations/list-partners";

export const dynamic = "force-dynamic";

/** Organisations with their domains, people and the projects their visitors see. */
export const GET = route("GET /api/partners/", async () => ({ partners: await listPartners() }));
