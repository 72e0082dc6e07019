import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listActivity } from "@/lib/activity/list-activity";
import { activityPageSchema, activityQuerySchema } from "@/lib/activity/schemas";

export const dynamic = "force-dynamic";

/**
 * One page (50 rows) of the activity log, newest first, filtered by project, person and dates.
 * Admin entries (accounts, organisations, share links, reference lists) are level 9's only.
 */
export const POST = route({ minLevel: LEVEL.messages, body: activityQuerySchema, answer: activityPageSchema }, ({ body, session }) =>
  listActivity(body, session.level),
);
