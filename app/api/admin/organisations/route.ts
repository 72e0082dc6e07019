import { route } from "@/lib/http/route";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { runOrganisationAction } from "@/lib/organisations/run-organisation-action";
import { logAdminChange } from "@/lib/activity/log-admin-change";

export const dynamic = "force-dynamic";

export const GET = route("GET /api/admin/organisations/", async () => ({ organisations: await listOrganisations() }));

/** Add, rename or delete an organisation; add or remove one of its email domains. */
export const POST = route("POST /api/admin/organisations/", async ({ session, body }) => {
  const result = await runOrganisationAction(session, body);
  const targetId = "id" in body ? body.id : undefined;
  logAdminChange("organisations", { accountId: session.accountId, action: body.action, targetId });
  return result;
});
