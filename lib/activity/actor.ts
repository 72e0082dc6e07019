import "server-only";
import type { CurrentSession } from "@/lib/current-session";

// Who made an admin change, as the activity log records it: a signed-in admin, or the operator
// at the command line (no account, so the log names "operator").

export type Actor = Pick<CurrentSession, "accountId" | "userName" | "email">;

export const OPERATOR: Actor = { accountId: null, userName: "operator", email: "" };
