import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";

// A session waiting for its TOTP code (its lifetime is SESSION_POLICY.pendingSecondStep).

export type PendingSession = {
  accountId: number;
  remember: boolean;
  redirectTo: string | null;
  /** The first factor came from this organisation's identity provider. */
  identityProviderId: number | null;
};

export async function findPendingSession(hash: string): Promise<PendingSession | null> {
  const row = await db.session.findFirst({
    where: { id: hash, stage: "pending_2fa", revokedAt: null, expiresAt: { gt: clock.now() } },
    select: {
      accountId: true,
      remember: true,
      redirectTo: true,
      identityProviderId: true,
      account: { select: { disabled: true } },
      identityProvider: { select: { enabled: true } },
    },
  });
  if (!row?.accountId || row.account?.disabled) return null;
  // A provider switched off meanwhile ends the sign-ins waiting on it too.
  if (row.identityProviderId !== null && !row.identityProvider?.enabled) return null;
  return { accountId: row.accountId, remember: row.remember, redirectTo: row.redirectTo, identityProviderId: row.identityProviderId };
}

/** Ends a pending sign-in (its fifth wrong code): the password must be given again. */
export async function endPendingSession(hash: string): Promise<void> {
  await db.session.updateMany({ where: { id: hash, stage: "pending_2fa", revokedAt: null }, data: { revokedAt: clock.now() } });
}
