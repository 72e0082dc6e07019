import { route } from "@/lib/http/route";
import { listAllReferenceItems } from "@/lib/reference/list-reference-items";
import { runReferenceAction } from "@/lib/reference/run-reference-action";
import { logAdminChange } from "@/lib/activity/log-admin-change";

export const dynamic = "force-dynamic";

/** Every reference list, retired items included, with how much each item is used. */
export const GET = route("GET /api/admin/reference/", async () => ({ lists: await listAllReferenceItems() }));

/** Add, rename, move, retire, bring back or delete an item of one list. */
export const POST = route("POST /api/admin/reference/", async ({ session, body }) => {
  const result = await runReferenceAction(session, body);
  const targetId = "id" in body ? body.id : undefined;
  logAdminChange("reference", { accountId: session.accountId, action: `${body.list}.${body.action}`, targetId });
  return result;
});
