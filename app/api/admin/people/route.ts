import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listPeople } from "@/lib/people/list-people";
import { mergePeople } from "@/lib/people/merge-people";
import { updatePerson } from "@/lib/people/update-person";
import { logAdminChange } from "@/lib/activity/log-admin-change";
import { searchTerm } from "@/lib/http/admin-input";
import { peopleAnswerSchema, personActionAnswerSchema, personActionSchema } from "@/lib/people/admin-schemas";

export const dynamic = "force-dynamic";

/** People matching `q`, page `page` (50 a page). */
export const GET = route({ minLevel: LEVEL.admin, answer: peopleAnswerSchema }, ({ req }) => {
  const params = req.nextUrl.searchParams;
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return listPeople(searchTerm(params.get("q")), page);
});

/** Correct a person, or merge a duplicate into another person. */
export const POST = route({ minLevel: LEVEL.admin, body: personActionSchema, answer: personActionAnswerSchema }, async ({ session, body, requestId }) => {
  if (body.action === "merge") await mergePeople(session, body.keepId, body.removeId);
  else await updatePerson(session, body);
  const targetId = body.action === "merge" ? body.removeId : body.id;
  logAdminChange("people", { requestId, accountId: session.accountId, action: body.action, targetId });
  return { success: true as const };
});
