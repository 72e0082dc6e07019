import { route, json } from "@/lib/http/route";
import { loginSchema } from "@/lib/auth/schemas";
import { loginWithPassword } from "@/lib/auth/login-with-password";
import { MESSAGES } from "@/lib/auth/messages";
import { startSession } from "@/lib/auth/session";
import { effectiveLevel } from "@/lib/auth/levels";
import { logEvent } from "@/lib/log";

export const dynamic = "force-dynamic";

export const POST = route({ minLevel: 0, body: loginSchema }, async (ctx) => {
  const { body, session, requestId, ip } = ctx;
  const result = await loginWithPassword(body);
  if (result.outcome === "failed") {
    logEvent("auth.login_failed", { requestId, ip, method: "password" });
    return json({ login: "failed", errorMessage: MESSAGES.loginFailed }, 401);
  }
  const started = await startSession(session, {
    accountId: result.accountId,
    level: result.level,
    kind: body.remember_me ? "remembered" : "account",
    stage: result.outcome === "twofactor" ? "pending_2fa" : "active",
    userAgent: ctx.req.headers.get("user-agent"),
  });
  ctx.setCookies(started.cookies);
  ctx.replaceSession(started.session);
  if (result.outcome === "twofactor") {
    logEvent("auth.login_second_step", { requestId, ip, accountId: result.accountId });
    return { login: "twofactor", redirect: "/twofactor/", userLevel: 0 };
  }
  logEvent("auth.login", { requestId, ip, accountId: result.accountId, method: "password" });
  return { login: "success", userLevel: effectiveLevel(result.level), email: result.email };
});
