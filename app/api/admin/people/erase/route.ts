import { route } from "@/lib/http/route";
import { erasePerson } from "@/lib/people/erasure/erase-person";
import { logAdminChange } from "@/lib/activity/log-admin-change";

export const dynamic = "force-dynamic";

/** Erase a person (docs/product.md#erasure): one transaction, refused until open projects have new leads. */
export const POST = route("POST /api/admin/people/erase/", async ({ session, body }) => {
  const answer = await erasePerson(session, body);
  logAdminChange("people", { accountId: session.accountId, action: "erase", targetId: body.id });
  return answer;
});
