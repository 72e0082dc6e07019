import { route } from "@/lib/http/route";
import { reply } from "@/lib/http/reply";
import { finishSsoSignIn } from "@/lib/auth/sso/finish-sign-in";

export const dynamic = "force-dynamic";

/** The browser is back from the provider: sign in (or, for an admin's test, show the claims). */
export const POST = route("POST /api/auth/sso/callback/", async ({ body }) => {
  const result = await finishSsoSignIn(body.search);
  if ("refused" in result) return reply(result.refused, { status: result.status });
  return reply(result.answer, { session: result.session });
});
