import { json, route } from "@/lib/http/route";
import { confirmEmailLinkSchema, confirmEmailLoginAnswerSchema } from "@/lib/auth/schemas";
import { confirmEmailLink } from "@/lib/auth/email-login/confirm-email-link";
import { reserveIpAttempt } from "@/lib/auth/login-attempts";
import { MESSAGES } from "@/lib/auth/messages";

export const dynamic = "force-dynamic";

// { email, link_id } from /email_login/?link_id=…: 200 { response, userLevel, email, redirect }
// (or the TOTP step); 422 { errors: { link_id } } for a malformed, used or expired link.
export const POST = route({ minLevel: 0, body: confirmEmailLinkSchema, answer: confirmEmailLoginAnswerSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  const ipAttempt = await reserveIpAttempt(ip, requestId);
  const result = await confirmEmailLink({ linkId: body.link_id, email: body.email || undefined }, session, {
    ip,
    requestId,
    userAgent: ctx.req.headers.get("user-agent"),
    ipAttempt,
  });
  if (!result) {
    return json({ errors: { link_id: [MESSAGES.linkExpired] }, errorMessage: MESSAGES.linkExpired }, 422);
  }
  ctx.setCookies(result.cookies);
  ctx.replaceSession(result.session);
  return result.answer;
});
