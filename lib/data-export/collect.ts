import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { Subject } from "./subject";

// Everything the directory holds about one subject (subject.ts), as plain JSON: one section per
// kind of record, each a list. What is left out on purpose (docs/product.md#download-my-data):
// secrets (password hashes, TOTP secrets, passkeys' public keys, session ids, code and token
// hashes: their existence is said instead), mail bodies (they may carry codes), and other
// people: a project's other members, who asked to join a milestone the subject decided on, who
// made a change about the subject, and the wording of changes the subject made to projects
// (it names the people on them).

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export type ExportDocument = Awaited<ReturnType<typeof collectExport>>;

export async function collectExport(subject: Subject) {
  const { accountIds, personIds, emails } = subject;
  const mine = (id: number | null) => id !== null && accountIds.includes(id);

  const accounts = await db.account.findMany({
    where: { id: { in: accountIds } },
    orderBy: { id: "asc" },
    select: {
      id: true, username: true, email: true, emailVerified: true, pendingEmail: true, level: true, disabled: true,
      passwordHash: true, totpSecret: true, personId: true, createdAt: true, lastSignInAt: true, passwordChangedAt: true,
      verificationEmailSentAt: true,
    },
  });
  const people = await db.person.findMany({ where: { id: { in: personIds } }, orderBy: { id: "asc" } });
  const projectRoles = await db.projectPerson.findMany({
    where: { personId: { in: personIds } },
    orderBy: [{ projectId: "asc" }],
    select: { personId: true, projectId: true, project: { select: { shortDescription: true } }, role: { select: { description: true } } },
  });
  const milestoneRoles = await db.milestonePerson.findMany({
    where: { personId: { in: personIds } },
    orderBy: [{ milestoneId: "asc" }],
    select: {
      personId: true,
      milestoneId: true,
      milestone: { select: { description: true, projectId: true, project: { select: { shortDescription: true } } } },
      role: { select: { description: true } },
    },
  });
  // When each role began and ended, kept since roles have been recorded (docs/product.md#my-contributions).
  const projectRoleHistory = await db.projectRoleHistory.findMany({
    where: { personId: { in: personIds } },
    orderBy: { id: "asc" },
    select: { personId: true, projectId: true, project: { select: { shortDescription: true } }, role: { select: { description: true } }, addedAt: true, removedAt: true },
  });
  const milestoneRoleHistory = await db.milestoneRoleHistory.findMany({
    where: { personId: { in: personIds } },
    orderBy: { id: "asc" },
    select: { personId: true, milestoneId: true, milestone: { select: { description: true } }, role: { select: { description: true } }, addedAt: true, removedAt: true },
  });
  const interestRequests = await db.interestRequest.findMany({
    where: { OR: [{ accountId: { in: accountIds } }, { email: { in: emails } }] },
    orderBy: { id: "asc" },
    select: {
      id: true, milestoneId: true, milestone: { select: { description: true, projectId: true } }, email: true, firstName: true, lastName: true,
      stage: true, message: true, status: true, role: { select: { description: true } }, decisionMessage: true, createdAt: true, closedAt: true,
      organisation: { select: { name: true } },
    },
  });
  const requestsDecided = await db.interestRequest.findMany({
    where: { decidedByAccountId: { in: accountIds } },
    orderBy: { id: "asc" },
    select: { id: true, milestoneId: true, status: true, closedAt: true },
  });
  const savedSearches = await db.savedSearch.findMany({
    where: { accountId: { in: accountIds } },
    orderBy: { id: "asc" },
    select: {
      id: true, name: true, frequency: true, criteria: true, createdAt: true, nextDueAt: true, lastSentAt: true, stoppedAt: true,
      stoppedReason: true, _count: { select: { milestones: true } },
    },
  });
  const sessions = await db.session.findMany({
    where: { OR: [{ accountId: { in: accountIds } }, { accountId: null, email: { in: emails } }] },
    orderBy: { createdAt: "asc" },
    select: {
      level: true, stage: true, remember: true, createdAt: true, authenticatedAt: true, lastSeenAt: true, expiresAt: true, revokedAt: true,
      userAgent: true, ip: true, email: true, organisation: { select: { name: true } }, identityProvider: { select: { organisation: { select: { name: true } } } },
    },
  });
  const passkeys = await db.passkey.findMany({
    where: { accountId: { in: accountIds } },
    orderBy: { createdAt: "asc" },
    select: { name: true, deviceType: true, backedUp: true, transports: true, createdAt: true, lastUsedAt: true },
  });
  const identities = await db.accountIdentity.findMany({
    where: { accountId: { in: accountIds } },
    orderBy: { id: "asc" },
    select: { issuer: true, subject: true, linkedBy: true, email: true, createdAt: true, lastUsedAt: true, provider: { select: { organisation: { select: { name: true } } } } },
  });
  const codes = await db.verification.findMany({
    where: { OR: [{ accountId: { in: accountIds } }, { accountId: null, email: { in: emails } }] },
    orderBy: { id: "asc" },
    select: { purpose: true, email: true, createdAt: true, expiresAt: true, consumedAt: true, attempts: true },
  });
  const shareLinks = await db.shareLink.findMany({
    where: { createdById: { in: accountIds } },
    orderBy: { id: "asc" },
    select: { label: true, organisation: { select: { name: true } }, createdAt: true, expiresAt: true, revokedAt: true, lastUsedAt: true, useCount: true },
  });
  const activity = await db.activityLog.findMany({
    where: {
      OR: [
        { accountId: { in: accountIds } },
        { personId: { in: personIds } },
        { entityType: "account", entityId: { in: accountIds } },
        { entityType: "person", entityId: { in: personIds } },
      ],
    },
    orderBy: { id: "asc" },
    select: { id: true, at: true, accountId: true, action: true, entityType: true, entityId: true, projectId: true, personId: true, summary: true },
  });
  const mails = await db.mail.findMany({
    where: { recipient: { in: emails } },
    orderBy: { id: "asc" },
    select: { kind: true, recipient: true, subject: true, status: true, createdAt: true, sentAt: true },
  });
  const exports = await db.dataExport.findMany({
    where: { OR: [{ requestedById: { in: accountIds } }, { accountId: { in: accountIds } }, { personId: { in: personIds } }] },
    orderBy: { id: "asc" },
    select: { id: true, subject: true, accountId: true, personId: true, requestedById: true, status: true, createdAt: true, readyAt: true, expiresAt: true, downloadedAt: true },
  });
  const aboutThem = (row: { accountId: number | null; personId: number | null }) =>
    (row.accountId !== null && accountIds.includes(row.accountId)) || (row.personId !== null && personIds.includes(row.personId));

  return {
    generatedAt: clock.now().toISOString(),
    subject: subject.kind === "account" ? "the account that asked, and the person it is linked to" : "one person, and any account linked to them",
    accounts: accounts.map((a) => ({
      id: a.id,
      username: a.username,
      email: a.email,
      emailVerified: a.emailVerified >= 2,
      pendingNewEmail: a.pendingEmail,
      level: a.level,
      disabled: a.disabled,
      hasPassword: a.passwordHash !== null,
      twoFactorAuthentication: a.totpSecret !== null ? "on" : "off",
      linkedPersonId: a.personId,
      createdAt: iso(a.createdAt),
      lastSignInAt: iso(a.lastSignInAt),
      passwordChangedAt: iso(a.passwordChangedAt),
      verificationEmailSentAt: iso(a.verificationEmailSentAt),
    })),
    people: people.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email, createdAt: iso(p.createdAt), updatedAt: iso(p.updatedAt) })),
    projectRoles: projectRoles.map((r) => ({ personId: r.personId, projectId: r.projectId, project: r.project.shortDescription, role: r.role.description })),
    milestoneRoles: milestoneRoles.map((r) => ({
      personId: r.personId,
      milestoneId: r.milestoneId,
      milestone: r.milestone.description,
      projectId: r.milestone.projectId,
      project: r.milestone.project.shortDescription,
      role: r.role.description,
    })),
    projectRoleHistory: projectRoleHistory.map((r) => ({
      personId: r.personId,
      projectId: r.projectId,
      project: r.project.shortDescription,
      role: r.role.description,
      from: iso(r.addedAt),
      until: iso(r.removedAt),
    })),
    milestoneRoleHistory: milestoneRoleHistory.map((r) => ({
      personId: r.personId,
      milestoneId: r.milestoneId,
      milestone: r.milestone.description,
      role: r.role.description,
      from: iso(r.addedAt),
      until: iso(r.removedAt),
    })),
    interestRequests: interestRequests.map((r) => ({
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
    })),
    requestsYouDecided: requestsDecided.map((r) => ({ requestId: r.id, milestoneId: r.milestoneId, decision: r.status, decidedAt: iso(r.closedAt) })),
    savedSearches: savedSearches.map((s) => ({
      id: s.id,
      name: s.name,
      frequency: s.frequency,
      criteria: s.criteria,
      createdAt: iso(s.createdAt),
      nextLookAt: iso(s.nextDueAt),
      lastMailedAt: iso(s.lastSentAt),
      stoppedAt: iso(s.stoppedAt),
      stoppedReason: s.stoppedReason,
      milestonesReported: s._count.milestones,
    })),
    sessions: sessions.map((s) => ({
      signedInAt: iso(s.createdAt),
      lastProvedAt: iso(s.authenticatedAt),
      lastSeenAt: iso(s.lastSeenAt),
      endsAt: iso(s.expiresAt),
      endedAt: iso(s.revokedAt),
      level: s.level,
      stage: s.stage,
      rememberMe: s.remember,
      browser: s.userAgent,
      address: s.ip,
      quickAccessAs: s.organisation ? s.email : null,
      quickAccessOrganisation: s.organisation?.name ?? null,
      signedInWith: s.identityProvider?.organisation.name ?? null,
    })),
    passkeys: passkeys.map((p) => ({
      summary: `A passkey named "${p.name}" added on ${p.createdAt.toISOString().slice(0, 10)}`,
      name: p.name,
      deviceType: p.deviceType,
      backedUp: p.backedUp,
      transports: p.transports,
      addedAt: iso(p.createdAt),
      lastUsedAt: iso(p.lastUsedAt),
    })),
    organisationSignIns: identities.map((i) => ({
      organisation: i.provider.organisation.name,
      issuer: i.issuer,
      subject: i.subject,
      linkedBy: i.linkedBy,
      email: i.email,
      linkedAt: iso(i.createdAt),
      lastUsedAt: iso(i.lastUsedAt),
    })),
    emailedCodesAndLinks: codes.map((c) => ({
      purpose: c.purpose,
      sentTo: c.email,
      sentAt: iso(c.createdAt),
      validUntil: iso(c.expiresAt),
      usedAt: iso(c.consumedAt),
      wrongTries: c.attempts,
    })),
    shareLinksCreated: shareLinks.map((l) => ({
      organisation: l.organisation.name,
      label: l.label,
      createdAt: iso(l.createdAt),
      expiresAt: iso(l.expiresAt),
      revokedAt: iso(l.revokedAt),
      lastUsedAt: iso(l.lastUsedAt),
      uses: l.useCount,
    })),
    activity: activity.map((a) => ({
      id: Number(a.id),
      at: iso(a.at),
      byYou: mine(a.accountId),
      action: a.action,
      entityType: a.entityType,
      entityId: a.entityId,
      projectId: a.projectId,
      // The wording of a change names who it was about: kept only when that is the subject.
      summary: a.personId !== null && personIds.includes(a.personId)
        ? a.summary
        : (a.entityType === "account" && a.entityId !== null && accountIds.includes(a.entityId)) || (a.entityType === "person" && a.entityId !== null && personIds.includes(a.entityId))
          ? a.summary
          : null,
    })),
    mails: mails.map((m) => ({ kind: m.kind, to: m.recipient, subject: m.subject, status: m.status, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })),
    dataExports: exports.map((e) => ({
      id: e.id,
      of: aboutThem(e) ? "this data" : "another person's data, asked for by you as an administrator",
      askedBy: mine(e.requestedById) ? "you" : "an administrator",
      status: e.status,
      askedAt: iso(e.createdAt),
      readyAt: iso(e.readyAt),
      linkExpiresAt: iso(e.expiresAt),
      downloadedAt: iso(e.downloadedAt),
    })),
  };
}
