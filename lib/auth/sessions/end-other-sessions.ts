import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";

/** "Sign out everywhere else": ends every session of the account but the caller's. */
export async function endOtherSessions(accountId: number, currentHash: string): Promise<number> {
  const ended = await db.session.updateMany({
    where: { accountId, revokedAt: null, NOT: { id: currentHash } },
    data: { revokedAt: clock.now() },
  });
  logEvent("auth.sessions_ended_elsewhere", { accountId, count: ended.count });
  return ended.count;
}
