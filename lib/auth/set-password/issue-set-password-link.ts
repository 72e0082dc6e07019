import "server-only";
import { clock } from "@/lib/clock";
import { randomToken, sha256 } from "@/lib/crypto/tokens";
import type { Tx } from "@/lib/db";
import { SET_PASSWORD_LIFETIME_MS, setPasswordLinkHash, setPasswordUrl } from "./link-token";

export type IssuedLink = { url: string; expiresAt: Date };

/**
 * Makes a new single-use set-password link for the account and kills any earlier one, in the
 * caller's transaction (so the link exists only if the account change that needs it is kept).
 */
export async function issueSetPasswordLink(
  tx: Tx,
  account: { id: number; email: string },
): Promise<IssuedLink> {
  const token = randomToken(32);
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LIFETIME_MS);
  await tx.verification.updateMany({
    where: { purpose: "set_password", accountId: account.id, consumedAt: null },
    data: { consumedAt: now },
  });
  await tx.verification.create({
    data: {
      purpose: "set_password",
      email: account.email,
      accountId: account.id,
      // The table wants a code; this link has none, so store the hash of a value nobody knows.
      codeHash: sha256(randomToken(32)),
      linkHash: setPasswordLinkHash(token),
      expiresAt,
    },
  });
  return { url: setPasswordUrl(token), expiresAt };
}
