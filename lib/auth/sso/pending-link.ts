import "server-only";
import type { Tx } from "@/lib/db";
import { dropCeremonies, readCeremony, saveCeremony, takeCeremony } from "../ceremony-store";

// A first sign-in through a provider that matched an account which must prove itself before it
// is linked (docs/product.md#sign-in-through-an-organisation): an account of level 6 and up, or
// one with a second factor (TOTP) or a passkey. A provider vouching for an address is not the
// account's owner vouching for the link: the owner's password or passkey is asked once, on this
// browser, and only then is the identity recorded. Held in the one ceremony store
// (lib/auth/ceremony-store.ts) for the browser's session, for as long as a sign-in flow lives;
// taking it deletes it, so of several confirmations at once one links.

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

type Stored = Omit<PendingLink, "accountId" | "providerId">;

/** A pending link as read: `id` and `value` let its confirmation take exactly the row it read. */
export type HeldPendingLink = PendingLink & { readonly id: string; readonly value: string };

/** One pending link per browser: a newer first sign-in replaces the older. */
export async function savePendingLink(sessionHash: string, link: PendingLink): Promise<void> {
  const { accountId, providerId, ...rest } = link;
  const stored: Stored = rest;
  await saveCeremony({
    sessionHash,
    kind: "oidc_pending_link",
    accountId,
    providerId,
    value: JSON.stringify(stored),
    lifetimeMs: PENDING_LINK_LIFETIME_MS,
    replace: true,
  });
}

/** This browser's live pending link, left in place (a wrong proof may be followed by the right one). */
export async function readPendingLink(sessionHash: string): Promise<HeldPendingLink | null> {
  const row = await readCeremony(sessionHash, "oidc_pending_link");
  if (!row || row.accountId === null || row.providerId === null) return null;
  const stored = JSON.parse(row.value) as Stored;
  return {
    id: row.id,
    value: row.value,
    accountId: row.accountId,
    providerId: row.providerId,
    issuer: stored.issuer,
    subject: stored.subject,
    email: stored.email,
    mfaAtProvider: stored.mfaAtProvider,
    returnTo: stored.returnTo,
  };
}

/** Deletes the pending link that was read, if it is still live and unchanged; true for the one caller that did. */
export async function takePendingLink(tx: Tx, sessionHash: string, link: HeldPendingLink): Promise<boolean> {
  return (await takeCeremony({ id: link.id, sessionHash, kinds: ["oidc_pending_link"], value: link.value }, tx)) !== null;
}

export async function dropPendingLink(sessionHash: string): Promise<void> {
  await dropCeremonies(sessionHash, "oidc_pending_link");
}
