import { json, route } from "@/lib/http/route";
import { changePasswordAnswerSchema, changePasswordSchema } from "@/lib/auth/schemas";
import { changePassword } from "@/lib/auth/change-password";
import { LEVEL } from "@/lib/auth/levels";
import { requireAccountId } from "@/lib/auth/require-account";
import { endSession } from "@/lib/auth/session";
import { logEvent } from "@/lib/log";

export const dynamic = "force-dynamic";

// 200 { response: "success" }; 422 { response: "errors", errors: [messages] }. The fifth wrong
// old password of a session also ends that session (its answer carries the signed-out cookie).
export const POST = route({ minLevel: LEVEL.account, body: changePasswordSchema, answer: changePasswordAnswerSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  const accountId = requireAccountId(session);
  const result = await changePassword(accountId, body, { ip, requestId, sessionHash: session.hash, userAgent: ctx.req.headers.get("user-agent") });
  if (result.endSession) {
    const ended = await endSession(session);
    ctx.setCookies(ended.cookies);
    ctx.replaceSession(ended.session);
    logEvent("security.session_ended_for_guessing", { requestId, ip, accountId });
  }
  if (result.errors.length) return json({ response: "errors", errors: result.errors }, 422);
  return { response: "success" as const };
});
