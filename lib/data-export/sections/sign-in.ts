import "server-only";
import { byAccountOrAddress, iso, type Collector } from "./kit";

// How they sign in: sessions (never a session id), passkeys (never the key), organisation
// sign-ins, and the emailed codes' history (when and where, never a code or its hash).

export const sessions = (async (tx, s) => {
  const rows = await tx.session.findMany({
    where: byAccountOrAddress(s),
    orderBy: { createdAt: "asc" },
    select: {
      level: true, stage: true, remember: true, createdAt: true, authenticatedAt: true, lastSeenAt: true, expiresAt: true, revokedAt: true,
      userAgent: true, ip: true, email: true, organisation: { select: { name: true } }, identityProvider: { select: { organisation: { select: { name: true } } } },
    },
  });
  return rows.map((r) => ({
    signedInAt: iso(r.createdAt),
    lastProvedAt: iso(r.authenticatedAt),
    lastSeenAt: iso(r.lastSeenAt),
    endsAt: iso(r.expiresAt),
    endedAt: iso(r.revokedAt),
    level: r.level,
    stage: r.stage,
    rememberMe: r.remember,
    browser: r.userAgent,
    address: r.ip,
    quickAccessAs: r.organisation ? r.email : null,
    quickAccessOrganisation: r.organisation?.name ?? null,
    signedInWith: r.identityProvider?.organisation.name ?? null,
  }));
}) satisfies Collector;

export const passkeys = (async (tx, s) => {
  const rows = await tx.passkey.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { createdAt: "asc" },
    select: { name: true, deviceType: true, backedUp: true, transports: true, createdAt: true, lastUsedAt: true },
  });
  return rows.map((p) => ({
    summary: `A passkey named "${p.name}" added on ${p.createdAt.toISOString().slice(0, 10)}`,
    name: p.name,
    deviceType: p.deviceType,
    backedUp: p.backedUp,
    transports: p.transports,
    addedAt: iso(p.createdAt),
    lastUsedAt: iso(p.lastUsedAt),
  }));
}) satisfies Collector;

export const organisationSignIns = (async (tx, s) => {
  const rows = await tx.accountIdentity.findMany({
    where: { accountId: { in: s.accountIds } },
    orderBy: { id: "asc" },
    select: { issuer: true, subject: true, linkedBy: true, email: true, createdAt: true, lastUsedAt: true, provider: { select: { organisation: { select: { name: true } } } } },
  });
  return rows.map((i) => ({
    organisation: i.provider.organisation.name,
    issuer: i.issuer,
    subject: i.subject,
    linkedBy: i.linkedBy,
    email: i.email,
    linkedAt: iso(i.createdAt),
    lastUsedAt: iso(i.lastUsedAt),
  }));
}) satisfies Collector;

export const emailedCodesAndLinks = (async (tx, s) => {
  const rows = await tx.verification.findMany({
    where: byAccountOrAddress(s),
    orderBy: { id: "asc" },
    select: { purpose: true, email: true, createdAt: true, expiresAt: true, consumedAt: true, attempts: true },
  });
  return rows.map((c) => ({ purpose: c.purpose, sentTo: c.email, sentAt: iso(c.createdAt), validUntil: iso(c.expiresAt), usedAt: iso(c.consumedAt), wrongTries: c.attempts }));
}) satisfies Collector;
