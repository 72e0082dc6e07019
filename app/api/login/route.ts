import { route, json } from "@/lib/http/route";
import { loginSchema } from "@/lib/auth/schemas";
import { loginWithPassword } from "@/lib/auth/login-with-password";
import { MESSAGES } from "@/lib/auth/messages";

export const dynamic = "force-dynamic";

// Unknown user, wrong password, disabled and locked accounts all get the same 401 answer;
// 429 when this address failed too often; 503 with Retry-After when hashing is saturated.
export const POST = route({ minLevel: 0, body: loginSchema }, async (ctx) => {
  const { body, session, requestId, ip } = ctx;
  const result = await loginWithPassword(body, session, { ip, requestId, userAgent: ctx.req.headers.get("user-agent") });
  if (result.outcome === "failed") {
    return json({ login: "failed", errorMessage: MESSAGES.loginFailed }, 401);
  }
  ctx.setCookies(result.cookies);
  ctx.replaceSession(result.session);
  if (result.stage === "twofactor") return { login: "twofactor", redirect: "/twofactor/", userLevel: 0 };
  return { login: "success", userLevel: result.userLevel, email: result.email };
});
