import "server-only";
import { iso, type Collector } from "./kit";

// The roles their people hold on projects and milestones, and when each began and ended
// (docs/product.md#my-contributions). Never the other people on the same items.

export const projectRoles = (async (tx, s) => {
  const rows = await tx.projectPerson.findMany({
    where: { personId: { in: s.personIds } },
    orderBy: [{ projectId: "asc" }],
    select: { personId: true, projectId: true, project: { select: { shortDescription: true } }, role: { select: { description: true } } },
  });
  return rows.map((r) => ({ personId: r.personId, projectId: r.projectId, project: r.project.shortDescription, role: r.role.description }));
}) satisfies Collector;

export const milestoneRoles = (async (tx, s) => {
  const rows = await tx.milestonePerson.findMany({
    where: { personId: { in: s.personIds } },
    orderBy: [{ milestoneId: "asc" }],
    select: {
      personId: true,
      milestoneId: true,
      milestone: { select: { description: true, projectId: true, project: { select: { shortDescription: true } } } },
      role: { select: { description: true } },
    },
  });
  return rows.map((r) => ({
    personId: r.personId,
    milestoneId: r.milestoneId,
    milestone: r.milestone.description,
    projectId: r.milestone.projectId,
    project: r.milestone.project.shortDescription,
    role: r.role.description,
  }));
}) satisfies Collector;

export const projectRoleHistory = (async (tx, s) => {
  const rows = await tx.projectRoleHistory.findMany({
    where: { personId: { in: s.personIds } },
    orderBy: { id: "asc" },
    select: { personId: true, projectId: true, project: { select: { shortDescription: true } }, role: { select: { description: true } }, addedAt: true, removedAt: true },
  });
  return rows.map((r) => ({ personId: r.personId, projectId: r.projectId, project: r.project.shortDescription, role: r.role.description, from: iso(r.addedAt), until: iso(r.removedAt) }));
}) satisfies Collector;

export const milestoneRoleHistory = (async (tx, s) => {
  const rows = await tx.milestoneRoleHistory.findMany({
    where: { personId: { in: s.personIds } },
    orderBy: { id: "asc" },
    select: { personId: true, milestoneId: true, milestone: { select: { description: true } }, role: { select: { description: true } }, addedAt: true, removedAt: true },
  });
  return rows.map((r) => ({ personId: r.personId, milestoneId: r.milestoneId, milestone: r.milestone.description, role: r.role.description, from: iso(r.addedAt), until: iso(r.removedAt) }));
}) satisfies Collector;
