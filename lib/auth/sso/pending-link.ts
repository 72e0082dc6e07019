import "server-only";
import { clock } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";

// A first sign-in through a provider that matched an account which must prove itself before it
// is linked (docs/product.md#sign-in-through-an-organisation): an account of level 6 and up, or
// one with a second factor (TOTP) or a passkey. A provider vouching for an address is not the
// account's owner vouching for the link: the owner's password or passkey is asked once, on this
// browser, and only then is the identity recorded. Held server-side (table oidc_pending_link)
// for the browser's session, for as long as a sign-in flow lives; taking it deletes it, so of
// several confirmations at once one links.

export const PENDING_LINK_LIFETIME_MS = 10 * 60 * 1000;

export type PendingLink = {
  accountId: number;
  providerId: number;
  issuer: string;
  subject: string;
  email: string;
  mfaAtProvider: boolean;
  returnTo: string | null;
};

/** Whether linking `account` needs its owner's proof first. */
export async function mustProveBeforeLink(tx: Tx, account: { id: number; level: number; totpSecret: string | null }): Promise<boolean> {
  if (account.level >= 6 || account.totpSecret) return true;
  return (await tx.passkey.count({ where: { accountId: account.id } })) > 0;
}

export async function savePendingLink(sessionHash: string, link: PendingLink): Promise<void> {
  await db.pendingSsoLink.deleteMany({ where: { expiresAt: { lt: clock.now() } } });
  const data = { ...link, expiresAt: new Date(clock.ms() + PENDING_LINK_LIFETIME_MS) };
  await db.pendingSsoLink.upsert({ where: { sessionHash }, create: { sessionHash, ...data }, update: data });
}

/** This browser's live pending link, left in place (a wrong proof may be followed by the right one). */
export async function readPendingLink(sessionHash: string): Promise<PendingLink | null> {
  const row = await db.pendingSsoLink.findUnique({ where: { sessionHash } });
  if (!row || row.expiresAt.getTime() <= clock.ms()) return null;
  return {
    accountId: row.accountId,
    providerId: row.providerId,
    issuer: row.issuer,
    subject: row.subject,
    email: row.email,
    mfaAtProvider: row.mfaAtProvider,
    returnTo: row.returnTo,
  };
}

/** Deletes this browser's pending link; true for the one caller that deleted a live one. */
export async function takePendingLink(tx: Tx, sessionHash: string, link: PendingLink): Promise<boolean> {
  const { count } = await tx.pendingSsoLink.deleteMany({
    where: { sessionHash, accountId: link.accountId, issuer: link.issuer, subject: link.subject, expiresAt: { gt: clock.now() } },
  });
  return count === 1;
}

export async function dropPendingLink(sessionHash: string): Promise<void> {
  await db.pendingSsoLink.deleteMany({ where: { sessionHash } });
}
