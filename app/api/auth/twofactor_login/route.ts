import { json, route } from "@/lib/http/route";
import { twoFactorLoginAnswerSchema, twoFactorLoginSchema } from "@/lib/auth/schemas";
import { MESSAGES } from "@/lib/auth/messages";
import { completeTwoFactorLogin } from "@/lib/auth/two-factor/complete-two-factor-login";

export const dynamic = "force-dynamic";

// 200 { response: "success", redirect, userLevel }; 422 { response: "code error", errorMessage };
// 403 { errorMessage, redirect: "/login/" } when no sign-in is waiting for its second step
// (also once a pending sign-in has had five wrong codes).
export const POST = route({ minLevel: 0, body: twoFactorLoginSchema, answer: twoFactorLoginAnswerSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  const result = await completeTwoFactorLogin(session, body.code, {
    ip,
    requestId,
    userAgent: ctx.req.headers.get("user-agent"),
  });
  if (!result.ok && result.reason === "no_pending") {
    return json({ errorMessage: "Please sign in to continue.", redirect: "/login/" }, 403);
  }
  if (!result.ok) return json({ response: "code error", errorMessage: MESSAGES.twoFactorLoginError }, 422);
  ctx.setCookies(result.cookies);
  ctx.replaceSession(result.session);
  return { response: "success" as const, redirect: result.redirect, userLevel: result.userLevel };
});
