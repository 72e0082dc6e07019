import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { accountUnderAddress } from "@/lib/people/addresses";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { clock } from "@/lib/clock";
import { logEvent } from "@/lib/log";
import type { LoadedProvider } from "./load-provider";
import { mustProveBeforeLink } from "./pending-link";
import { recordLink } from "./record-link";
import { SSO_MESSAGES as M } from "./messages";
import type { IdTokenClaims } from "./provider-client";

// Who a validated ID token is, in this directory (docs/decisions/028-organisation-sign-in-openid-connect.md):
// - an identity is the pair (issuer, sub); for Entra ID ("entra:" + tid, oid), and only from a
//   tenant the organisation configured;
// - an identity seen before signs in its account;
// - a first sign-in needs an email the provider vouches for (email_verified, or for Entra the
//   configured tenant) at one of the provider's own organisation's domains. An account with that
//   address is then linked (recorded, and its owner mailed) — at once for an ordinary account,
//   after its owner's password or passkey for one of level 6 and up or with TOTP or a passkey
//   (pending-link.ts, confirm-link.ts); without one, the organisation's
//   setting makes an account at level 3 or lets the person in at level 2 for the organisation.
// Anything else is refused: a new identity never takes over an existing account.

type SignedInAccount = { id: number; level: number; email: string; username: string; hasTotp: boolean };

export type Resolved =
  | { kind: "account"; account: SignedInAccount }
  | { kind: "visitor"; organisationId: number; email: string }
  /** An existing account to link, once its owner has proved it (pending-link.ts). */
  | { kind: "confirm_link"; account: { id: number }; identity: { issuer: string; subject: string; email: string } }
  | { kind: "refused"; message: string; reason: string };

type IdentityKey = { issuer: string; subject: string };

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

function identityKeyOf(provider: LoadedProvider, claims: IdTokenClaims): IdentityKey | Resolved {
  if (provider.kind === "entra") {
    // Entra's multi-tenant issuers take tokens from any tenant: the tenant is the check.
    const tid = text(claims.tid)?.toLowerCase();
    if (!tid || !provider.tenantIds.includes(tid)) return { kind: "refused", message: M.wrongTenant(provider.organisation), reason: "tenant" };
    const oid = text(claims.oid);
    if (!oid) return { kind: "refused", message: M.notConfirmed(provider.organisation), reason: "no_oid" };
    return { issuer: `entra:${tid}`, subject: oid };
  }
  return { issuer: claims.iss, subject: claims.sub };
}

/** The email address the provider vouches for, or null. */
function verifiedEmailOf(provider: LoadedProvider, claims: IdTokenClaims): string | null {
  const email = text(claims.email)?.toLowerCase();
  if (!email || email.length > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return null;
  // Entra sends no email_verified; its address counts only because the tenant was checked.
  const verified = provider.kind === "entra" ? true : claims.email_verified === true;
  return verified ? email : null;
}

const accountSelect = { id: true, username: true, email: true, level: true, disabled: true, totpSecret: true } as const;

function signedIn(account: { id: number; username: string; email: string; level: number; totpSecret: string | null }): Resolved {
  return { kind: "account", account: { id: account.id, username: account.username, email: account.email, level: account.level, hasTotp: !!account.totpSecret } };
}

export async function resolveIdentity(provider: LoadedProvider, claims: IdTokenClaims): Promise<Resolved> {
  const key = identityKeyOf(provider, claims);
  if ("kind" in key) return key;
  try {
    return await resolveOnce(provider, claims, key);
  } catch (error) {
    // Two first sign-ins of one person at once: the other made the identity (or the account)
    // first; this one now finds it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return resolveOnce(provider, claims, key);
    throw error;
  }
}

async function resolveOnce(provider: LoadedProvider, claims: IdTokenClaims, key: IdentityKey): Promise<Resolved> {
  const known = await db.accountIdentity.findUnique({
    where: { issuer_subject: key },
    select: { id: true, account: { select: accountSelect } },
  });
  if (known) {
    if (known.account.disabled) return { kind: "refused", message: M.cannotSignIn, reason: "disabled" };
    await db.accountIdentity.update({ where: { id: known.id }, data: { lastUsedAt: clock.now() } });
    return signedIn(known.account);
  }

  const email = verifiedEmailOf(provider, claims);
  const domain = email?.slice(email.lastIndexOf("@") + 1);
  const owner = domain ? await db.organisationDomain.findUnique({ where: { domain }, select: { organisationId: true } }) : null;
  // Only the provider of the organisation that holds the address's domain speaks for it.
  if (!email || owner?.organisationId !== provider.organisationId) {
    return { kind: "refused", message: M.noVerifiedEmail(provider.organisation), reason: email ? "foreign_domain" : "unverified_email" };
  }

  const outcome = await db.$transaction(async (tx) => {
    // The account whose own address the provider vouches for; never one that only has it pending.
    const registered = await accountUnderAddress(tx, email);
    const existing = registered ? await tx.account.findUnique({ where: { id: registered }, select: accountSelect }) : null;
    if (existing) {
      if (existing.disabled) return { kind: "refused", message: M.cannotSignIn, reason: "disabled" } as const;
      // An account of level 6 and up, or with a second factor or a passkey, is linked only
      // after its owner proves it once (pending-link.ts): nothing is recorded here.
      if (await mustProveBeforeLink(tx, existing)) return { kind: "confirm", account: existing } as const;
      await recordLink(tx, provider, existing, { ...key, email });
      return { kind: "linked", account: existing } as const;
    }
    if (provider.firstSignIn === "visitor") return { kind: "visitor" } as const;
    const username = await freeUsername(tx, email);
    const created = await tx.account.create({ data: { username, email, emailVerified: 2, level: 3 }, select: accountSelect });
    await tx.accountIdentity.create({ data: { accountId: created.id, providerId: provider.id, ...key, linkedBy: "created", email, lastUsedAt: clock.now() } });
    await logActivity(tx, {
      session: { accountId: created.id, userName: created.username, email },
      action: "account.create",
      entityType: "account",
      entityId: created.id,
      summary: `Created account ${created.username} at its first sign-in with ${provider.organisation}'s sign-in`,
      after: { username: created.username, email, level: 3, provider: provider.organisation },
    });
    return { kind: "created", account: created } as const;
  });

  switch (outcome.kind) {
    case "refused":
      return outcome;
    case "confirm":
      logEvent("auth.sso_link_pending", { accountId: outcome.account.id, providerId: provider.id });
      return { kind: "confirm_link", account: { id: outcome.account.id }, identity: { ...key, email } };
    case "visitor":
      return { kind: "visitor", organisationId: provider.organisationId, email };
    case "linked":
      logEvent("auth.sso_linked", { accountId: outcome.account.id, providerId: provider.id });
      return signedIn(outcome.account);
    case "created":
      logEvent("auth.sso_account_created", { accountId: outcome.account.id, providerId: provider.id });
      return signedIn(outcome.account);
  }
}

/** The address as the username, or with a number after it when an account already has that name. */
async function freeUsername(tx: Tx, email: string): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? email : `${email}-${n}`;
    if (!(await tx.account.findUnique({ where: { username: candidate }, select: { id: true } }))) return candidate;
  }
  return `${email}-${clock.ms()}`;
}
