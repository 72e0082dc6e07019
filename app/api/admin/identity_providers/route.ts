import { route } from "@/lib/http/route";
import { logAdminChange } from "@/lib/activity/log-admin-change";
import { listIdentityProviders } from "@/lib/auth/sso/admin/list-identity-providers";
import { runIdentityProviderAction } from "@/lib/auth/sso/admin/run-identity-provider-action";
import { redirectUri } from "@/lib/auth/sso/provider-client";

export const dynamic = "force-dynamic";

export const GET = route("GET /api/admin/identity_providers/", async () => ({
  providers: await listIdentityProviders(),
  redirectUrl: redirectUri(),
}));

/** Add or change an organisation's provider, switch it on or off, remove it, or test it. */
export const POST = route("POST /api/admin/identity_providers/", async ({ session, body }) => {
  const result = await runIdentityProviderAction(session, body);
  if (body.action !== "test") logAdminChange("organisations", { accountId: session.accountId, action: `sso_${body.action}`, targetId: body.organisationId });
  return result;
});
