import "server-only";
import { queueSecurityNotice } from "@/lib/auth/notify-security-change";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";

/** "Sign out everywhere else": ends every session of the account but the caller's. */
export async function endOtherSessions(accountId: number, currentHash: string): Promise<number> {
  const ended = await db.$transaction(async (tx) => {
    const result = await tx.session.updateMany({
      where: { accountId, revokedAt: null, NOT: { id: currentHash } },
      data: { revokedAt: clock.now() },
    });
    await queueSecurityNotice(tx, { accountId, change: "signed_out_everywhere" });
    return result;
  });
  logEvent("auth.sessions_ended_elsewhere", { accountId, count: ended.count });
  return ended.count;
}
