import { route } from "@/lib/http/route";
import { answerSignIn } from "@/lib/http/reply";
import { confirmSsoLink, describePendingLink } from "@/lib/auth/sso/confirm-link";

export const dynamic = "force-dynamic";

/** GET: the link waiting in this browser after a provider's first sign-in, and the proofs it takes. */
export const GET = route("GET /api/auth/sso/confirm_link/", async () => describePendingLink());

/**
 * POST { password } | { credential }: the account's owner confirms; the identity is then linked
 * and the sign-in goes on (the TOTP step, or signed in). 422 { errorMessage } for a wrong proof
 * or nothing waiting; 403 with redirect once this browser failed too often.
 */
export const POST = route("POST /api/auth/sso/confirm_link/", async ({ body }) => {
  return answerSignIn(await confirmSsoLink(body));
});
