import { json, route } from "@/lib/http/route";
import { confirmEmailLoginAnswerSchema, confirmEmailLoginSchema } from "@/lib/auth/schemas";
import { confirmEmailCode } from "@/lib/auth/email-login/confirm-email-code";
import { reserveIpAttempt } from "@/lib/auth/login-attempts";
import { MESSAGES } from "@/lib/auth/messages";

export const dynamic = "force-dynamic";

// See ConfirmEmailLoginAnswer in lib/auth/schemas.ts for every answer.
export const POST = route({ minLevel: 0, body: confirmEmailLoginSchema, answer: confirmEmailLoginAnswerSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  const ipAttempt = await reserveIpAttempt(ip, requestId);
  const result = await confirmEmailCode({ code: body.code, email: body.email || undefined }, session, {
    ip,
    requestId,
    userAgent: ctx.req.headers.get("user-agent"),
    ipAttempt,
  });
  if (result.kind === "confirm_email_required") return { response: "confirm_email_required" as const };
  if (result.kind === "code_error") {
    return json({ response: "code_error", errors: { code: [MESSAGES.invalidLoginCode] } }, 422);
  }
  ctx.setCookies(result.cookies);
  ctx.replaceSession(result.session);
  return result.answer;
});
