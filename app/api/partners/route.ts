import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listPartners } from "@/lib/organisations/list-partners";
import { partnersAnswerSchema } from "@/lib/organisations/partner-schemas";

export const dynamic = "force-dynamic";

/** Organisations with their domains, people and the projects their visitors see. */
export const GET = route({ minLevel: LEVEL.admin, answer: partnersAnswerSchema }, async () => ({ partners: await listPartners() }));
