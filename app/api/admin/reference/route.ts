import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listAllReferenceItems } from "@/lib/reference/list-reference-items";
import { runReferenceAction } from "@/lib/reference/run-reference-action";
import { logAdminChange } from "@/lib/activity/log-admin-change";
import { referenceActionAnswerSchema, referenceActionSchema, referenceItemsAnswerSchema } from "@/lib/reference/schemas";

export const dynamic = "force-dynamic";

/** Every reference list, retired items included, with how much each item is used. */
export const GET = route({ minLevel: LEVEL.admin, answer: referenceItemsAnswerSchema }, async () => ({ lists: await listAllReferenceItems() }));

/** Add, rename, move, retire, bring back or delete an item of one list. */
export const POST = route({ minLevel: LEVEL.admin, body: referenceActionSchema, answer: referenceActionAnswerSchema }, async ({ session, body, requestId }) => {
  const result = await runReferenceAction(session, body);
  const targetId = "id" in body ? body.id : undefined;
  logAdminChange("reference", { requestId, accountId: session.accountId, action: `${body.list}.${body.action}`, targetId });
  return result;
});
