import { route } from "@/lib/http/route";
import { listOpportunities } from "@/lib/interest/opportunities";

export const dynamic = "force-dynamic";

/** Open to join: the milestones looking for people that the viewer may see, soonest first. */
export const GET = route("GET /api/opportunities/", ({ session, query }) => listOpportunities(session, query));
