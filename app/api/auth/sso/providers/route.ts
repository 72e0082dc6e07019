import { route } from "@/lib/http/route";
import { listSignInProviders } from "@/lib/auth/sso/list-sign-in-providers";

export const dynamic = "force-dynamic";

/** The organisations' sign-in providers that are on, for the login page's buttons. */
export const GET = route("GET /api/auth/sso/providers/", async () => ({ providers: await listSignInProviders() }));
