import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { Invalid, NotFound } from "@/lib/errors";
import { refuse } from "@/lib/projects/permissions";
import { personFieldsSchema, type SavedPerson } from "./schemas";
import { PROJECT_MESSAGES as M } from "@/lib/projects/schemas";
import { isInScope, mayChangeEmail } from "./person-scope-rules";
import { requirePersonTarget, type PersonTarget } from "./require-person-target";

// POST /api/add_edit_person/: adds a person, or corrects one, from the people dialog of a
// project or milestone the caller may edit. An email belongs to one person only. (A name change
// reaches the search text of every project the person is on through database triggers.) Below level 6 only the people of
// what the caller leads may be corrected, and the email only of someone who is nobody elsewhere
// (person-scope-rules.ts).

const select = { id: true, firstName: true, lastName: true, email: true } as const;
type PersonRow = { id: number; firstName: string; lastName: string; email: string };

const answer = (p: PersonRow): SavedPerson => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  email: p.email,
  label: `${p.firstName} ${p.lastName}`,
});

export async function savePerson(
  session: CurrentSession,
  input: PersonTarget & { person: Record<string, unknown> },
): Promise<SavedPerson> {
  const target = await requirePersonTarget(session, input);
  const parsed = personFieldsSchema.safeParse(input.person);
  if (!parsed.success) throw new Invalid(fieldErrorsOf(parsed.error));
  const { id, first_name: firstName, last_name: lastName, email } = parsed.data;

  return db.$transaction(async (tx) => {
    // Two saves of one new address must not both pass the check below.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(lower(${email})))`;
    const assertEmailFree = async () => {
      const taken = await tx.person.findFirst({ where: { email, ...(id ? { NOT: { id } } : {}) }, select: { id: true } });
      if (taken) throw new Invalid({ email: [M.emailTaken] });
    };

    if (!id) {
      await assertEmailFree();
      const created = await tx.person.create({ data: { firstName, lastName, email }, select });
      await logActivity(tx, {
        session,
        action: "person.create",
        entityType: "person",
        entityId: created.id,
        personId: created.id,
        projectId: target.projectId,
        summary: `Added person ${firstName} ${lastName}`,
        after: answer(created),
      });
      return answer(created);
    }

    const before = await tx.person.findUnique({ where: { id }, select });
    if (!before) throw new NotFound();
    // The right to touch this person first, so a refused caller learns nothing of addresses.
    if (!(await isInScope(tx, target.scope, id))) throw refuse(session, "person", id);
    const emailChanged = before.email.toLowerCase() !== email.toLowerCase();
    if (emailChanged && !(await mayChangeEmail(tx, target.scope, before))) {
      throw new Invalid({ email: [M.personEmailLocked] });
    }
    await assertEmailFree();
    const after = await tx.person.update({ where: { id }, data: { firstName, lastName, email }, select });
    await logActivity(tx, {
      session,
      action: "person.update",
      entityType: "person",
      entityId: id,
      personId: id,
      projectId: target.projectId,
      summary: `Changed person ${firstName} ${lastName}`,
      before: answer(before),
      after: answer(after),
    });
    return answer(after);
  });
}
