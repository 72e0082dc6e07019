import { route, json } from "@/lib/http/route";
import { loginSchema } from "@/lib/auth/schemas";
import { loginWithPassword } from "@/lib/auth/login-with-password";
import { assertIpAllowed } from "@/lib/auth/login-attempts";
import { MESSAGES } from "@/lib/auth/messages";
import { startSession } from "@/lib/auth/session";
import { effectiveLevel } from "@/lib/auth/levels";
import { shortenPendingSession } from "@/lib/auth/two-factor/pending-session";
import { logEvent } from "@/lib/log";

export const dynamic = "force-dynamic";

// Unknown user, wrong password, disabled and locked accounts all get the same 401 answer.
export const POST = route({ minLevel: 0, body: loginSchema }, async (ctx) => {
  const { body, session, requestId, ip } = ctx;
  await assertIpAllowed(ip);
  const result = await loginWithPassword(body, { ip, requestId });
  if (result.outcome === "failed") {
    return json({ login: "failed", errorMessage: MESSAGES.loginFailed }, 401);
  }
  const twofactor = result.outcome === "twofactor";
  const started = await startSession(session, {
    accountId: result.accountId,
    level: result.level,
    kind: body.remember_me ? "remembered" : "account",
    stage: twofactor ? "pending_2fa" : "active",
    userAgent: ctx.req.headers.get("user-agent"),
  });
  ctx.setCookies(started.cookies);
  ctx.replaceSession(started.session);
  if (twofactor) {
    await shortenPendingSession(started.session.hash);
    logEvent("auth.login_second_step", { requestId, ip, accountId: result.accountId });
    return { login: "twofactor", redirect: "/twofactor/", userLevel: 0 };
  }
  logEvent("auth.login", { requestId, ip, accountId: result.accountId, method: "password" });
  return { login: "success", userLevel: effectiveLevel(result.level), email: result.email };
});
