import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { isIdleExpired } from "../session-policy";
import { describeDevice } from "./describe-device";
import { publicIdOf } from "./public-id";
import type { SessionSummary } from "./schemas";

/** The account's active sessions (signed in, not ended, not expired), newest activity first. */
export async function activeSessionRows(accountId: number) {
  const now = clock.ms();
  const rows = await db.session.findMany({
    where: { accountId, stage: "active", revokedAt: null, expiresAt: { gt: new Date(now) } },
    select: {
      id: true,
      userAgent: true,
      ip: true,
      createdAt: true,
      lastSeenAt: true,
      remember: true,
      identityProvider: { select: { organisation: { select: { name: true } } } },
    },
    orderBy: { lastSeenAt: "desc" },
  });
  return rows.filter((r) => !isIdleExpired(r.lastSeenAt, r.remember, now));
}

export async function listSessions(accountId: number, currentHash?: string): Promise<SessionSummary[]> {
  const rows = await activeSessionRows(accountId);
  return rows.map((r) => {
    const device = describeDevice(r.userAgent);
    return {
      id: publicIdOf(r.id),
      browser: device.browser,
      system: device.system,
      ip: r.ip,
      startedAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.id === currentHash,
      signedInWith: r.identityProvider?.organisation.name ?? null,
    };
  });
}
