import { route } from "@/lib/http/route";
import { changePassword } from "@/lib/auth/change-password";
import { requireAccountId } from "@/lib/auth/require-account";
import { logEvent } from "@/lib/log";
import { SIGN_OUT } from "@/lib/auth/session-change";
import { reply } from "@/lib/http/reply";

export const dynamic = "force-dynamic";

// 200 { response: "success" }; 422 { response: "errors", errors: [messages] }. The fifth wrong
// old password of a session also ends that session (its answer carries the signed-out cookie).
export const POST = route("POST /api/auth/change_password/", async ({ body, session }) => {
  const accountId = requireAccountId(session);
  const result = await changePassword(accountId, body);
  if (result.endSession) logEvent("security.session_ended_for_guessing", { accountId });
  const ending = result.endSession ? { session: SIGN_OUT } : {};
  if (result.errors.length) return reply({ response: "errors", errors: result.errors }, { status: 422, ...ending });
  return reply({ response: "success" as const }, ending);
});
