import "server-only";
import { iso, type Collector } from "./kit";

// What the directory keeps for them besides: saved searches, their calendar feed (its setting,
// never its token), share links they made, the mails sent to their addresses (subject, date,
// outcome; never a body) and their earlier exports.

export const savedSearches = (async (tx, s) => {
  const rows = await tx.savedSearch.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { id: "asc" },
    select: {
      id: true, name: true, frequency: true, criteria: true, createdAt: true, nextDueAt: true, lastSentAt: true, stoppedAt: true,
      stoppedReason: true, _count: { select: { milestones: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    frequency: r.frequency,
    criteria: r.criteria,
    createdAt: iso(r.createdAt),
    nextLookAt: iso(r.nextDueAt),
    lastMailedAt: iso(r.lastSentAt),
    stoppedAt: iso(r.stoppedAt),
    stoppedReason: r.stoppedReason,
    milestonesReported: r._count.milestones,
  }));
}) satisfies Collector;

export const calendarFeed = (async (tx, s) => {
  const rows = await tx.calendarFeed.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { accountId: "asc" },
    select: { includeLed: true, createdAt: true },
  });
  return rows.map((f) => ({
    on: true,
    holds: f.includeLed ? "the milestones you hold a role on, and every milestone of the projects you lead" : "the milestones you hold a role on",
    urlMadeAt: iso(f.createdAt),
    url: "a secret address, kept only as a hash, so it cannot be shown",
  }));
}) satisfies Collector;

export const shareLinksCreated = (async (tx, s) => {
  const rows = await tx.shareLink.findMany({
    where: { createdById: { in: s.accountIds } },
    orderBy: { id: "asc" },
    select: { label: true, organisation: { select: { name: true } }, createdAt: true, expiresAt: true, revokedAt: true, lastUsedAt: true, useCount: true },
  });
  return rows.map((l) => ({
    organisation: l.organisation.name,
    label: l.label,
    createdAt: iso(l.createdAt),
    expiresAt: iso(l.expiresAt),
    revokedAt: iso(l.revokedAt),
    lastUsedAt: iso(l.lastUsedAt),
    uses: l.useCount,
  }));
}) satisfies Collector;

export const mails = (async (tx, s) => {
  const rows = await tx.mail.findMany({
    where: { recipient: { in: s.emails } },
    orderBy: { id: "asc" },
    select: { kind: true, recipient: true, subject: true, status: true, createdAt: true, sentAt: true },
  });
  return rows.map((m) => ({ kind: m.kind, to: m.recipient, subject: m.subject, status: m.status, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) }));
}) satisfies Collector;

export const dataExports = (async (tx, s) => {
  const rows = await tx.dataExport.findMany({
    where: { OR: [{ requestedById: { in: s.accountIds } }, { accountId: { in: s.accountIds } }, { personId: { in: s.personIds } }] },
    orderBy: { id: "asc" },
    select: { id: true, subject: true, accountId: true, personId: true, requestedById: true, status: true, createdAt: true, readyAt: true, expiresAt: true, downloadedAt: true },
  });
  const aboutThem = (e: (typeof rows)[number]) =>
    (e.accountId !== null && s.accountIds.includes(e.accountId)) || (e.personId !== null && s.personIds.includes(e.personId));
  return rows.map((e) => ({
    id: e.id,
    of: aboutThem(e) ? "this data" : "another person's data, asked for by you as an administrator",
    askedBy: s.accountIds.includes(e.requestedById) ? "you" : "an administrator",
    status: e.status,
    askedAt: iso(e.createdAt),
    readyAt: iso(e.readyAt),
    linkExpiresAt: iso(e.expiresAt),
    downloadedAt: iso(e.downloadedAt),
  }));
}) satisfies Collector;
