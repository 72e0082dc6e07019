import { route } from "@/lib/http/route";
import { logEvent } from "@/lib/log";
import { SIGN_OUT } from "@/lib/auth/session-change";
import { reply } from "@/lib/http/reply";

export const dynamic = "force-dynamic";

// A GET, as the product's calls have it (docs/product.md#calls). It only ends the caller's own
// session (revoked in the database, so the old cookie is worthless) and the visitor continues with
// a fresh anonymous id. Only the app's own pages can call it (changesState): a link or image on
// another site changes nothing.
export const GET = route("GET /api/logout/", async ({ session }) => {
  if (session.signedIn) logEvent("auth.logout", { accountId: session.accountId, organisationId: session.organisationId });
  return reply({ success: true as const }, { session: SIGN_OUT });
});
