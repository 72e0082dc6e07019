import "server-only";
import type { Actor } from "@/lib/activity/actor";

/** Who the activity log names for the retention task's changes: no account, the task itself. */
export const RETENTION_ACTOR: Actor = { accountId: null, userName: "retention", email: "" };
