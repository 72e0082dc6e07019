import "server-only";
import { iso, type Collector } from "./kit";

// The accounts and people themselves. Secrets are described, never copied: whether there is a
// password, whether two-factor is on.

export const accounts = (async (tx, s) => {
  const rows = await tx.account.findMany({
    where: { id: { in: s.accountIds } },
    orderBy: { id: "asc" },
    select: {
      id: true, username: true, email: true, emailVerified: true, pendingEmail: true, level: true, disabled: true,
      passwordHash: true, totpSecret: true, personId: true, createdAt: true, lastSignInAt: true, passwordChangedAt: true,
      verificationEmailSentAt: true,
    },
  });
  return rows.map((a) => ({
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
  }));
}) satisfies Collector;

export const people = (async (tx, s) => {
  const rows = await tx.person.findMany({ where: { id: { in: s.personIds } }, orderBy: { id: "asc" } });
  return rows.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email, createdAt: iso(p.createdAt), updatedAt: iso(p.updatedAt) }));
}) satisfies Collector;
