import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password-hash";
import { queueSecurityNotice, type SecurityNotice } from "@/lib/auth/notify-security-change";

/**
 * Stores a new password and signs out every other session of the account, and queues the
 * owner's notice in the same transaction: the password and its notice commit together.
 * `proveEmail`: the change came through the mailbox (a reset code), so the address is proven.
 */
export async function setPassword(
  accountId: number,
  password: string,
  options: { keepSessionHash?: string; proveEmail?: boolean; notice: Omit<SecurityNotice, "accountId"> },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const now = clock.now();
    await tx.account.update({
      where: { id: accountId },
      data: { passwordHash, passwordChangedAt: now, ...(options.proveEmail ? { emailVerified: 2 } : {}) },
    });
    await tx.session.updateMany({
      where: { accountId, revokedAt: null, ...(options.keepSessionHash ? { NOT: { id: options.keepSessionHash } } : {}) },
      data: { revokedAt: now },
    });
    await queueSecurityNotice(tx, { accountId, ...options.notice });
  });
}
