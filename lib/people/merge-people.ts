import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { db, type Tx } from "@/lib/db";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import type { Actor } from "@/lib/activity/actor";
import { PEOPLE_MESSAGES as M } from "./messages";
import { ADMIN_TRANSACTION } from "@/lib/db/admin-transaction";
import { movePersonLinks } from "@/lib/projects/links";
import { ownerOfPerson } from "./addresses";

type Roles = { projects: { projectId: number; roleId: number }[]; milestones: { milestoneId: number; roleId: number }[] };

async function rolesOf(tx: Tx, personId: number): Promise<Roles> {
  const [projects, milestones] = await Promise.all([
    tx.projectPerson.findMany({ where: { personId }, select: { projectId: true, roleId: true }, orderBy: { projectId: "asc" } }),
    tx.milestonePerson.findMany({ where: { personId }, select: { milestoneId: true, roleId: true }, orderBy: { milestoneId: "asc" } }),
  ]);
  return { projects, milestones };
}

/**
 * Merges a duplicate into the person kept: every project and milestone role (links.ts: where both
 * are on the same item the lower role id wins, so nobody loses the lead) and every account of
 * theirs moves over, then the duplicate is deleted.
 */
export async function mergePeople(actor: Actor, keepId: number, removeId: number): Promise<void> {
  if (keepId === removeId) throw new Invalid({ removeId: [M.mergeSame] });
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT id FROM person WHERE id IN (${keepId}, ${removeId}) ORDER BY id FOR UPDATE`;
    const select = { id: true, firstName: true, lastName: true, email: true } as const;
    const [keep, remove, erased] = await Promise.all([
      tx.person.findUnique({ where: { id: keepId }, select }),
      tx.person.findUnique({ where: { id: removeId }, select }),
      tx.person.count({ where: { id: { in: [keepId, removeId] }, erasedAt: { not: null } } }),
    ]);
    if (!keep || !remove) throw new NotFound(M.personMissing);
    // An erased person's roles stay theirs, and nobody takes on an erased person's.
    if (erased) throw new Conflict(M.personErased);
    const [keepRoles, removeRoles] = await Promise.all([rolesOf(tx, keepId), rolesOf(tx, removeId)]);
    await movePersonLinks(tx, keepId, removeId);
    // The removed person's accounts (linked to them, or holding their address proved: who is
    // theirs is lib/people/addresses.ts's answer) are the kept person's from now on.
    const theirs = (await ownerOfPerson(tx, removeId))?.accountIds ?? [];
    const accounts = await tx.account.updateMany({ where: { id: { in: theirs } }, data: { personId: keepId } });
    await tx.person.delete({ where: { id: removeId } });
    await logActivity(tx, {
      session: actor,
      action: "person.merge",
      entityType: "person",
      entityId: keepId,
      personId: keepId,
      summary: `Merged ${remove.firstName} ${remove.lastName} (${remove.email}) into ${keep.firstName} ${keep.lastName}`,
      before: { kept: { ...keep, ...keepRoles }, removed: { ...remove, ...removeRoles } },
      after: { kept: { ...keep, ...(await rolesOf(tx, keepId)) }, accountsMoved: accounts.count },
    });
  }, ADMIN_TRANSACTION);
}
