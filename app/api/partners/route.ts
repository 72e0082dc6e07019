import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listPartners } from "@/lib/organisations/list-partners";

export const dynamic = "force-dynamic";

/** Organisations with their domains, people and the projects their visitors see. */
export const GET = route({ minLevel: LEVEL.admin }, async () => ({ partners: await listPartners() }));
