import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";

// A session waiting for its TOTP code. It lives ten minutes: long enough to open the
// authenticator app, short enough that a stolen half-signed-in cookie soon means nothing.

const PENDING_LIFETIME_MS = 10 * 60 * 1000;

export async function shortenPendingSession(hash: string, redirectTo?: string): Promise<void> {
  await db.session.update({
    where: { id: hash },
    data: { expiresAt: new Date(clock.ms() + PENDING_LIFETIME_MS), ...(redirectTo ? { redirectTo } : {}) },
  });
}

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
