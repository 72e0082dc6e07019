import { json, route } from "@/lib/http/route";
import { db } from "@/lib/db";
import { passwordResetWithCodeSchema } from "@/lib/auth/schemas";
import { assertIpAllowed } from "@/lib/auth/login-attempts";
import { effectiveLevel } from "@/lib/auth/levels";
import { resetPasswordWithCode } from "@/lib/auth/password-reset/reset-password-with-code";
import { startSession } from "@/lib/auth/session";
import { shortenPendingSession } from "@/lib/auth/two-factor/pending-session";
import { notifySecurityChange } from "@/lib/mail/notify-security-change";

export const dynamic = "force-dynamic";

// See PasswordResetAnswer in lib/auth/schemas.ts. 422 { code_error: true } or
// 422 { password_error: [messages] }. Success signs in (the TOTP step still comes first for an
// account with 2FA) and every other session of the account is revoked.
export const POST = route({ minLevel: 0, body: passwordResetWithCodeSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  await assertIpAllowed(ip);
  const result = await resetPasswordWithCode(
    { ...body, email: body.email || undefined },
    { ip, browserHash: session.hash, requestId },
  );
  if (result.kind === "code_error") return json({ code_error: true }, 422);
  if (result.kind === "password_error") return json({ password_error: result.messages }, 422);
  notifySecurityChange({ accountId: result.accountId, change: "password_reset", userAgent: ctx.req.headers.get("user-agent"), requestId });
  const account = await db.account.findUniqueOrThrow({
    where: { id: result.accountId },
    select: { username: true, email: true, level: true, totpSecret: true },
  });
  const twofactor = !!account.totpSecret;
  const started = await startSession(session, {
    accountId: result.accountId,
    level: account.level,
    kind: "account",
    stage: twofactor ? "pending_2fa" : "active",
    userAgent: ctx.req.headers.get("user-agent"),
  });
  ctx.setCookies(started.cookies);
  ctx.replaceSession(started.session);
  if (twofactor) {
    await shortenPendingSession(started.session.hash, "/profile/");
    return { success: true, username: account.username, userLevel: 0, email: account.email, twofactor: true, redirect: "/twofactor/" };
  }
  return { success: true, username: account.username, userLevel: effectiveLevel(account.level), email: account.email, redirect: "/profile/" };
});
