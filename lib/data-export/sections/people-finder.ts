import "server-only";
import { iso, type Collector } from "./kit";

// Being open to projects (docs/product.md#open-to-projects): what they said, from and until when.

export const openToProjects = (async (tx, s) => {
  const rows = await tx.openToProjects.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { accountId: "asc" },
    select: {
      stage: true, note: true, until: true, availableFrom: true, createdAt: true, updatedAt: true, renewalAskedAt: true, organisation: { select: { name: true } },
      domains: { select: { domain: { select: { taxonomy: true, description: true } } } },
    },
  });
  return rows.map((r) => ({
    stage: r.stage,
    domains: r.domains.map((d) => `${d.domain.taxonomy.toUpperCase()}: ${d.domain.description}`).sort(),
    organisation: r.organisation?.name ?? null,
    note: r.note,
    until: r.until.toISOString().slice(0, 10),
    availableFrom: r.availableFrom.toISOString().slice(0, 10),
    saidAt: iso(r.createdAt),
    changedAt: iso(r.updatedAt),
    askedToRenewAt: iso(r.renewalAskedAt),
  }));
}) satisfies Collector;

// Invitations to join milestones they received (the inviter is not named: another person), those
// they sent (the member invited is not named either), and the projects they asked not to be
// invited to again (docs/product.md#invitations).

export const invitationsReceived = (async (tx, s) => {
  const rows = await tx.invitation.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { id: "asc" },
    select: {
      id: true, milestoneId: true, milestone: { select: { description: true, projectId: true } }, role: { select: { description: true } }, message: true,
      status: true, answerMessage: true, createdAt: true, answeredAt: true,
    },
  });
  return rows.map((r) => ({
    id: r.id,
    milestoneId: r.milestoneId,
    milestone: r.milestone.description,
    projectId: r.milestone.projectId,
    role: r.role.description,
    leadsMessage: r.message,
    status: r.status,
    yourAnswer: r.answerMessage,
    invitedAt: iso(r.createdAt),
    answeredAt: iso(r.answeredAt),
  }));
}) satisfies Collector;

export const invitationsSent = (async (tx, s) => {
  const rows = await tx.invitation.findMany({
    where: { invitedById: { in: s.accountIds } },
    orderBy: { id: "asc" },
    select: { id: true, milestoneId: true, status: true, createdAt: true, answeredAt: true },
  });
  return rows.map((r) => ({ invitationId: r.id, milestoneId: r.milestoneId, status: r.status, sentAt: iso(r.createdAt), answeredAt: iso(r.answeredAt) }));
}) satisfies Collector;

export const noMoreInvitations = (async (tx, s) => {
  const rows = await tx.invitationBlock.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { projectId: "asc" },
    select: { projectId: true, project: { select: { shortDescription: true } }, createdAt: true },
  });
  return rows.map((r) => ({ projectId: r.projectId, project: r.project.shortDescription, since: iso(r.createdAt) }));
}) satisfies Collector;
