import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { route } from "@/lib/http/route";
import { effectiveLevel } from "@/lib/auth/levels";
import { assertIpAllowed } from "@/lib/auth/login-attempts";
import { loginWithPasskey } from "@/lib/auth/passkeys/login-with-passkey";
import { passkeyLoginSchema } from "@/lib/auth/schemas";
import { startSession } from "@/lib/auth/session";
import { logEvent } from "@/lib/log";

export const dynamic = "force-dynamic";

// Body: the assertion JSON from startAuthentication (or { credential: it }).
// 200 { success: true, userLevel, email, redirect: "/profile/" };
// 422 { success: false, error: PasskeyErrorCode, errorMessage }.
export const POST = route({ minLevel: 0, body: passkeyLoginSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  await assertIpAllowed(ip);
  const account = await loginWithPasskey(body as AuthenticationResponseJSON, { ip, requestId, sessionHash: session.hash });
  const started = await startSession(session, {
    accountId: account.id,
    level: account.level,
    kind: "account",
    userAgent: ctx.req.headers.get("user-agent"),
  });
  ctx.setCookies(started.cookies);
  ctx.replaceSession(started.session);
  logEvent("auth.login", { requestId, ip, accountId: account.id, method: "passkey" });
  return { success: true, userLevel: effectiveLevel(account.level), email: account.email, redirect: "/profile/" };
});
