import { json, route } from "@/lib/http/route";
import { db } from "@/lib/db";
import { passwordResetWithCodeSchema } from "@/lib/auth/schemas";
import { reserveIpAttempt } from "@/lib/auth/login-attempts";
import { resetPasswordWithCode } from "@/lib/auth/password-reset/reset-password-with-code";
import { completeAccountSignIn } from "@/lib/auth/sign-in/complete-sign-in";
import { notifySecurityChange } from "@/lib/mail/notify-security-change";

export const dynamic = "force-dynamic";

// See PasswordResetAnswer in lib/auth/schemas.ts. 422 { code_error: true } or
// 422 { password_error: [messages] }. Success signs in (the TOTP step still comes first for an
// account with 2FA) and every other session of the account is revoked.
export const POST = route({ minLevel: 0, body: passwordResetWithCodeSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  const ipAttempt = await reserveIpAttempt(ip, requestId);
  const result = await resetPasswordWithCode({ ...body, email: body.email || undefined }, { ip, browserHash: session.hash, requestId });
  if (result.kind === "code_error") return json({ code_error: true }, 422);
  if (result.kind === "password_error") {
    await ipAttempt.giveBack();
    return json({ password_error: result.messages }, 422);
  }
  notifySecurityChange({ accountId: result.accountId, change: "password_reset", userAgent: ctx.req.headers.get("user-agent"), requestId });
  const account = await db.account.findUniqueOrThrow({
    where: { id: result.accountId },
    select: { id: true, username: true, email: true, level: true, totpSecret: true },
  });
  const done = await completeAccountSignIn(session, { ...account, hasTotp: !!account.totpSecret }, {
    method: "password_reset",
    landing: "/profile/",
    context: { ip, requestId, userAgent: ctx.req.headers.get("user-agent"), ipAttempt },
  });
  ctx.setCookies(done.cookies);
  ctx.replaceSession(done.session);
  const base = { success: true, username: account.username, email: account.email };
  if (done.stage === "twofactor") return { ...base, userLevel: 0, twofactor: true, redirect: "/twofactor/" };
  return { ...base, userLevel: done.userLevel, redirect: done.redirect };
});
