import { route } from "@/lib/http/route";
import { whoMightHelp } from "@/lib/people-finder/who-might-help";

export const dynamic = "force-dynamic";

/** "People who might help" on a milestone: its deciders only. */
export const GET = route("GET /api/people_finder/milestone/", async ({ session, query }) => whoMightHelp(session, query.milestone));
