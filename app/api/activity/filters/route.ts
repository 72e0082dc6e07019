import { route } from "@/lib/http/route";
import { listActivityFilters } from "@/lib/activity/list-activity-filters";

export const dynamic = "force-dynamic";

/** The projects and people the activity log, as the viewer may read it, can be filtered by. */
export const GET = route("GET /api/activity/filters/", ({ session }) => listActivityFilters(session.level));
