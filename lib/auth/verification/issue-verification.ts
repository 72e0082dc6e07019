import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { VerificationPurpose } from "@/lib/generated/prisma/client";
import { CODE_LIFETIME_MS, codeHash, linkHash, newCode, newLinkId } from "./codes";

export type IssuedVerification = { id: number; code: string; linkId: string; expiresAt: Date };

export type VerificationTarget = {
  purpose: VerificationPurpose;
  email: string;
  accountId?: number | null;
  organisationId?: number | null;
  browserHash?: string | null;
};

/** Live codes one address may have at once (one per browser that asked, the newest kept). */
export const MAX_LIVE_CODES_PER_ADDRESS = 5;

/**
 * Creates a new code (and link) for an email and purpose and, in the same transaction,
 * invalidates the older one of the same browser, and the oldest beyond a few per address. A
 * request from another browser (a stranger typing someone's address) thus never kills the code
 * its owner is about to type. An advisory lock on the email+purpose serialises parallel
 * requests.
 */
export async function issueVerification(target: VerificationTarget): Promise<IssuedVerification> {
  const code = newCode();
  const linkId = newLinkId();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const lockKey = `verification:${target.purpose}:${target.email.toLowerCase()}`;
  const id = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`;
    // Without a browser (an email-change code) there is one live code per address, the newest
    // (docs/decisions/008-emailed-codes-and-mail.md).
    await tx.verification.updateMany({
      where: { purpose: target.purpose, email: target.email, consumedAt: null, browserHash: target.browserHash ?? undefined },
      data: { consumedAt: now },
    });
    const others = await tx.verification.findMany({
      where: { purpose: target.purpose, email: target.email, consumedAt: null, expiresAt: { gt: now } },
      orderBy: { id: "desc" },
      select: { id: true },
      skip: MAX_LIVE_CODES_PER_ADDRESS - 1,
    });
    if (others.length) {
      await tx.verification.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { consumedAt: now } });
    }
    const row = await tx.verification.create({
      data: {
        purpose: target.purpose,
        email: target.email,
        accountId: target.accountId ?? null,
        organisationId: target.organisationId ?? null,
        codeHash: codeHash(target.purpose, target.email, code),
        linkHash: linkHash(linkId),
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
