import "server-only";
import { clock } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import type { VerificationPurpose } from "@/lib/generated/prisma/client";
import { randomToken } from "@/lib/crypto/tokens";
import { CODE_LIFETIME_MS, codeHash, linkHash, newCode, newLinkId } from "./codes";

export type IssuedVerification = { id: number; code: string; linkId: string; expiresAt: Date };

export type VerificationTarget = {
  purpose: VerificationPurpose;
  email: string;
  accountId?: number | null;
  organisationId?: number | null;
  browserHash?: string | null;
};

/**
 * Creates a new code (and link) for an email and purpose and, in the same transaction, makes
 * the previous one of the same asker unusable: of the same browser for sign-in and reset codes,
 * of the same account for email-verification codes. So nobody else's request — a stranger's, or
 * another account's asking for the same address — ever kills a code its owner is about to use.
 * How many live codes an address can have is bounded by the mails it may receive (the send
 * limits), as each code is mailed. An advisory lock on the email+purpose serialises parallel
 * requests.
 *
 * `unusable`: a row whose code and link nobody is ever told (random hashes, so no typed code
 * matches it). Issued where an address has nothing to receive (no account, a taken address): it
 * is live like any other, so every later call about that address (a typed code, "I already have
 * a code", a verification) does the same work as for an address with a real code.
 */
export async function issueVerification(target: VerificationTarget, options: { unusable?: boolean } = {}): Promise<IssuedVerification> {
  const code = newCode();
  const linkId = newLinkId();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const lockKey = `verification:${target.purpose}:${target.email.toLowerCase()}`;
  const sameAsker = target.browserHash
    ? { email: target.email, browserHash: target.browserHash }
    : { accountId: target.accountId ?? -1 };
  const id = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`;
    await tx.verification.updateMany({
      where: { purpose: target.purpose, consumedAt: null, ...sameAsker },
      data: { consumedAt: now },
    });
    const row = await tx.verification.create({
      data: {
        purpose: target.purpose,
        email: target.email,
        accountId: target.accountId ?? null,
        organisationId: target.organisationId ?? null,
        codeHash: options.unusable ? codeHash(target.purpose, target.email, randomToken(16)) : codeHash(target.purpose, target.email, code),
        linkHash: linkHash(options.unusable ? randomToken(16) : linkId),
        browserHash: target.browserHash ?? null,
        expiresAt,
      },
      select: { id: true },
    });
    return row.id;
  });
  return { id, code, linkId, expiresAt };
}

/** Makes a code unusable (its mail could not be sent, so nothing half-done stays valid). */
export async function invalidateVerification(id: number): Promise<void> {
  await db.verification.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: clock.now() } });
}

/**
 * An account's address changed: every live code and link of the account that went to another
 * address stops working (a reset code or set-password link sent to the old mailbox must not
 * outlive the move).
 */
export async function voidCodesSentElsewhere(tx: Tx, accountId: number, address: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE verification SET consumed_at = ${clock.now()}
     WHERE account_id = ${accountId} AND consumed_at IS NULL AND lower(email) <> lower(${address})`;
}
