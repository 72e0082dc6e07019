import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { route } from "@/lib/http/route";
import { reserveIpAttempt } from "@/lib/auth/login-attempts";
import { loginWithPasskey } from "@/lib/auth/passkeys/login-with-passkey";
import { passkeyLoginSchema } from "@/lib/auth/schemas";
import { completeAccountSignIn } from "@/lib/auth/sign-in/complete-sign-in";

export const dynamic = "force-dynamic";

// Body: the assertion JSON from startAuthentication (or { credential: it }).
// 200 { success: true, userLevel, email, redirect: "/profile/" };
// 422 { success: false, error: PasskeyErrorCode, errorMessage }.
export const POST = route({ minLevel: 0, body: passkeyLoginSchema }, async (ctx) => {
  const { body, session, ip, requestId } = ctx;
  const ipAttempt = await reserveIpAttempt(ip, requestId);
  const account = await loginWithPasskey(body as AuthenticationResponseJSON, { ip, requestId, sessionHash: session.hash });
  const done = await completeAccountSignIn(session, { ...account, hasTotp: false }, {
    method: "passkey",
    landing: "/profile/",
    context: { ip, requestId, userAgent: ctx.req.headers.get("user-agent"), ipAttempt },
  });
  ctx.setCookies(done.cookies);
  ctx.replaceSession(done.session);
  return { success: true, userLevel: done.userLevel, email: done.email, redirect: done.redirect };
});
