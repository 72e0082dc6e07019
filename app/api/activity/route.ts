import { route } from "@/lib/http/route";
import { listActivity } from "@/lib/activity/list-activity";

export const dynamic = "force-dynamic";

/**
 * One page (50 rows) of the activity log, newest first, filtered by project, person and dates.
 * Admin entries (accounts, organisations, share links, reference lists) are level 9's only.
 */
export const POST = route("POST /api/activity/", ({ body, session }) =>
  listActivity(body, session.level),
);
