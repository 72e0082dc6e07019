import { route } from "@/lib/http/route";
import { listPeople } from "@/lib/people/list-people";
import { mergePeople } from "@/lib/people/merge-people";
import { updatePerson } from "@/lib/people/update-person";
import { logAdminChange } from "@/lib/activity/log-admin-change";

export const dynamic = "force-dynamic";

/** People matching `q`, page `page` (50 a page). */
export const GET = route("GET /api/admin/people/", ({ query }) => listPeople(query.q, query.page));

/** Correct a person, or merge a duplicate into another person. */
export const POST = route("POST /api/admin/people/", async ({ session, body }) => {
  if (body.action === "merge") await mergePeople(session, body.keepId, body.removeId);
  else await updatePerson(session, body);
  const targetId = body.action === "merge" ? body.removeId : body.id;
  logAdminChange("people", { accountId: session.accountId, action: body.action, targetId });
  return { success: true as const };
});
