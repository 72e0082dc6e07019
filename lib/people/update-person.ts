import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { db } from "@/lib/db";
import { Invalid, NotFound } from "@/lib/errors";
import { PROJECT_MESSAGES } from "@/lib/projects/schemas";
import type { Actor } from "@/lib/activity/actor";
import { PEOPLE_MESSAGES as M } from "./messages";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";

const select = { id: true, firstName: true, lastName: true, email: true } as const;

/** Corrects a person's name or email; an email belongs to one person only, as in the people dialog. */
export async function updatePerson(
  actor: Actor,
  input: { id: number; first_name: string; last_name: string; email: string },
): Promise<void> {
  const { id, first_name: firstName, last_name: lastName, email } = input;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(lower(${email})))`;
    const before = await tx.person.findUnique({ where: { id }, select });
    if (!before) throw new NotFound(M.personMissing);
    const taken = await tx.person.findFirst({ where: { email, NOT: { id } }, select: { id: true } });
    if (taken) throw new Invalid({ email: [PROJECT_MESSAGES.emailTaken] });
    const after = await tx.person.update({ where: { id }, data: { firstName, lastName, email }, select });
    await logActivity(tx, {
      session: actor,
      action: "person.update",
      entityType: "person",
      entityId: id,
      personId: id,
      summary: `Changed person ${firstName} ${lastName}`,
      before,
      after,
    });
  }, ADMIN_TRANSACTION);
}
