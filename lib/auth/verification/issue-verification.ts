import "server-only";
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

/**
 * Creates a new code (and link) for an email and purpose and invalidates every older one in
 * the same transaction. An advisory lock on the email+purpose serialises parallel requests,
 * so exactly one code is ever valid.
 */
export async function issueVerification(target: VerificationTarget): Promise<IssuedVerification> {
  const code = newCode();
  const linkId = newLinkId();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const lockKey = `verification:${target.purpose}:${target.email.toLowerCase()}`;
  const id = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`;
    await tx.verification.updateMany({
      where: { purpose: target.purpose, email: target.email, consumedAt: null },
      data: { consumedAt: now },
    });
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
  await db.verification.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: new Date() } });
}
