import "server-only";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";

// The role history's writes outside the saves (which keep it in replace-links.ts):
// docs/product.md#my-contributions.

/** An accepted request to join a milestone gives the person a role from now. */
export async function recordMilestoneRoleAdded(tx: Tx, milestoneId: number, personId: number, roleId: number): Promise<void> {
  await tx.milestoneRoleHistory.create({ data: { milestoneId, personId, roleId, addedAt: clock.now() } });
}

type Overlaps = {
  /** Projects and milestones both people were on: the duplicate's link there was deleted. */
  projects: number[];
  milestones: number[];
  /** Where the kept person took the duplicate's higher role. */
  projectRoles: { projectId: number; roleId: number }[];
  milestoneRoles: { milestoneId: number; roleId: number }[];
};

/**
 * A merge moves the duplicate's history to the person kept. Where both held a role, the kept
 * person's role is the one that goes on: the duplicate's open row there is dropped (it was the
 * same involvement, not one that ended), and a role raised by the merge is the open row's role.
 */
export async function mergeRoleHistory(tx: Tx, keepId: number, removeId: number, overlaps: Overlaps): Promise<void> {
  await tx.projectRoleHistory.deleteMany({ where: { personId: removeId, removedAt: null, projectId: { in: overlaps.projects } } });
  await tx.milestoneRoleHistory.deleteMany({ where: { personId: removeId, removedAt: null, milestoneId: { in: overlaps.milestones } } });
  for (const { projectId, roleId } of overlaps.projectRoles) {
    await tx.projectRoleHistory.updateMany({ where: { personId: keepId, projectId, removedAt: null }, data: { roleId } });
  }
  for (const { milestoneId, roleId } of overlaps.milestoneRoles) {
    await tx.milestoneRoleHistory.updateMany({ where: { personId: keepId, milestoneId, removedAt: null }, data: { roleId } });
  }
  await tx.projectRoleHistory.updateMany({ where: { personId: removeId }, data: { personId: keepId } });
  await tx.milestoneRoleHistory.updateMany({ where: { personId: removeId }, data: { personId: keepId } });
}
