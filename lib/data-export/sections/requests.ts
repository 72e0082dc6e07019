import "server-only";
import { iso, type Collector } from "./kit";

// Their requests to join milestones (asked by an account of theirs or under one of their
// addresses), and the ones they decided, without the requester's details.

export const interestRequests = (async (tx, s) => {
  const rows = await tx.interestRequest.findMany({
    where: { OR: [{ accountId: { in: s.accountIds } }, { email: { in: s.emails } }] },
    orderBy: { id: "asc" },
    select: {
      id: true, milestoneId: true, milestone: { select: { description: true, projectId: true } }, email: true, firstName: true, lastName: true,
      stage: true, message: true, status: true, role: { select: { description: true } }, decisionMessage: true, createdAt: true, closedAt: true,
      organisation: { select: { name: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    milestoneId: r.milestoneId,
    milestone: r.milestone.description,
    projectId: r.milestone.projectId,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    stage: r.stage,
    message: r.message,
    throughQuickAccessOf: r.organisation?.name ?? null,
    status: r.status,
    role: r.role?.description ?? null,
    leadsMessage: r.decisionMessage,
    createdAt: iso(r.createdAt),
    closedAt: iso(r.closedAt),
  }));
}) satisfies Collector;

export const requestsYouDecided = (async (tx, s) => {
  const rows = await tx.interestRequest.findMany({
    where: { decidedByAccountId: { in: s.accountIds } },
    orderBy: { id: "asc" },
    select: { id: true, milestoneId: true, status: true, closedAt: true },
  });
  return rows.map((r) => ({ requestId: r.id, milestoneId: r.milestoneId, decision: r.status, decidedAt: iso(r.closedAt) }));
}) satisfies Collector;
