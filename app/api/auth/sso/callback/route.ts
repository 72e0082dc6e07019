import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { finishSsoSignIn } from "@/lib/auth/sso/finish-sign-in";

export const dynamic = "force-dynamic";

/** The browser is back from the provider: sign in (or, for an admin's test, show the claims). */
export const POST = route("POST /api/auth/sso/callback/", async ({ body }) => {
  return answerSignIn(await finishSsoSignIn(body.search));
});
