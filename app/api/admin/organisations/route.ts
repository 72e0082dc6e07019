import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { runOrganisationAction } from "@/lib/organisations/run-organisation-action";
import { logAdminChange } from "@/lib/activity/log-admin-change";
import { organisationActionAnswerSchema, organisationActionSchema, organisationsAnswerSchema } from "@/lib/organisations/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ minLevel: LEVEL.admin, answer: organisationsAnswerSchema }, async () => ({ organisations: await listOrganisations() }));

/** Add, rename or delete an organisation; add or remove one of its email domains. */
export const POST = route({ minLevel: LEVEL.admin, body: organisationActionSchema, answer: organisationActionAnswerSchema }, async ({ session, body, requestId }) => {
  const result = await runOrganisationAction(session, body);
  const targetId = "id" in body ? body.id : undefined;
  logAdminChange("organisations", { requestId, accountId: session.accountId, action: body.action, targetId });
  return result;
});
