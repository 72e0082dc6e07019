import { route } from "@/lib/http/route";
import { projectsWithoutActiveLead } from "@/lib/reviews/no-active-lead";

export const dynamic = "force-dynamic";

/** Open projects no lead with an active account looks after (editors, level 6+). */
export const GET = route("GET /api/projects_without_active_lead/", async ({ session }) => ({ projects: await projectsWithoutActiveLead(session) }));
