import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listActivityFilters } from "@/lib/activity/list-activity-filters";
import { activityFilterOptionsSchema } from "@/lib/activity/schemas";

export const dynamic = "force-dynamic";

/** The projects and people the activity log, as the viewer may read it, can be filtered by. */
export const GET = route({ minLevel: LEVEL.messages, answer: activityFilterOptionsSchema }, ({ session }) => listActivityFilters(session.level));
