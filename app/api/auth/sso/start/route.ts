import { route } from "@/lib/http/route";
import { startSsoSignIn } from "@/lib/auth/sso/start-sign-in";

export const dynamic = "force-dynamic";

/** Where to send this browser to sign in at an organisation's provider. */
export const POST = route("POST /api/auth/sso/start/", async ({ body }) => startSsoSignIn(body.provider, body.returnTo));
