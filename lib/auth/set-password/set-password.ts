import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password-hash";
import { revokeAccountSessions } from "@/lib/auth/session";

/** Stores a new password and signs out every other session of the account. */
export async function setPassword(accountId: number, password: string, keepSessionHash?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.account.update({ where: { id: accountId }, data: { passwordHash, passwordChangedAt: clock.now() } });
  await revokeAccountSessions(accountId, keepSessionHash);
}
