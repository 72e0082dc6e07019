import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";

// A session waiting for its TOTP code (its lifetime is SESSION_POLICY.pendingSecondStep).

export type PendingSession = { accountId: number; remember: boolean; redirectTo: string | null };

export async function findPendingSession(hash: string): Promise<PendingSession | null> {
  const row = await db.session.findFirst({
    where: { id: hash, stage: "pending_2fa", revokedAt: null, expiresAt: { gt: clock.now() } },
    select: { accountId: true, remember: true, redirectTo: true, account: { select: { disabled: true } } },
  });
  if (!row?.accountId || row.account?.disabled) return null;
  return { accountId: row.accountId, remember: row.remember, redirectTo: row.redirectTo };
}

/** Ends a pending sign-in (its fifth wrong code): the password must be given again. */
export async function endPendingSession(hash: string): Promise<void> {
  await db.session.updateMany({ where: { id: hash, stage: "pending_2fa", revokedAt: null }, data: { revokedAt: clock.now() } });
}
