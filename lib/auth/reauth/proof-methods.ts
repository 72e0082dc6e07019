import "server-only";
import { db } from "@/lib/db";

export type ProofMethods = { password: boolean; totp: boolean; passkey: boolean };

/**
 * The proofs an account may give again: its password when it has one; a passkey only when it
 * has no password (so a password account always answers with what it signs in with); a TOTP
 * code whenever 2FA is on.
 */
export async function proofMethodsOf(accountId: number): Promise<ProofMethods> {
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { passwordHash: true, totpSecret: true, _count: { select: { passkeys: true } } },
  });
  const hasPassword = !!account.passwordHash;
  return {
    password: hasPassword,
    totp: !!account.totpSecret,
    passkey: !hasPassword && account._count.passkeys > 0,
  };
}
