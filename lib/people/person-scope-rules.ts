import "server-only";
import type { Tx } from "@/lib/db";
import type { PersonScope } from "./require-person-target";

// A person's email is who they are: an account with that (verified) address *is* that person,
// with their roles and lead rights. So below level 6 a lead corrects the people of what they
// lead, but changes the address only of someone who is nobody elsewhere — no sign-in account
// and no role outside the project or milestone being edited — lest rewriting an address move
// someone else's rights (a milestone lead giving themselves the project lead's address).

/** Whether the person is on the project (or one of its milestones) or milestone in scope. */
export async function isInScope(tx: Tx, scope: PersonScope, personId: number): Promise<boolean> {
  switch (scope.kind) {
    case "everyone":
      return true;
    case "project": {
      const [direct, viaMilestone] = await Promise.all([
        tx.projectPerson.count({ where: { personId, projectId: scope.projectId } }),
        tx.milestonePerson.count({ where: { personId, milestone: { projectId: scope.projectId } } }),
      ]);
      return direct + viaMilestone > 0;
    }
    case "milestone":
      return (await tx.milestonePerson.count({ where: { personId, milestoneId: scope.milestoneId } })) > 0;
  }
}

/**
 * Whether the person's email may be changed from this scope: always for level 6+, otherwise
 * only when no account is linked to the person or uses their address and they hold no role
 * outside the scope.
 */
export async function mayChangeEmail(tx: Tx, scope: PersonScope, person: { id: number; email: string }): Promise<boolean> {
  if (scope.kind === "everyone") return true;
  const outsideProjects =
    scope.kind === "project"
      ? { personId: person.id, NOT: { projectId: scope.projectId } }
      : { personId: person.id };
  const outsideMilestones =
    scope.kind === "project"
      ? { personId: person.id, milestone: { NOT: { projectId: scope.projectId } } }
      : { personId: person.id, NOT: { milestoneId: scope.milestoneId } };
  const [accounts, projectRoles, milestoneRoles] = await Promise.all([
    tx.account.count({ where: { OR: [{ personId: person.id }, { email: person.email }] } }),
    tx.projectPerson.count({ where: outsideProjects }),
    tx.milestonePerson.count({ where: outsideMilestones }),
  ]);
  return accounts + projectRoles + milestoneRoles === 0;
}
