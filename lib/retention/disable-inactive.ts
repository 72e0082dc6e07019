import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { guardAdminRemoval } from "@/lib/auth/accounts/guard-admins";
import { revokeAccountSessions } from "@/lib/auth/session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { RETENTION_ACTOR } from "./actor";
import { warnedAccounts } from "./due-accounts";
import { retentionCutoffs } from "./rules";
import { voidAdminExports } from "@/lib/data-export/void-admin-exports";

// The second step of retention (docs/product.md#retention): a warned account nobody signed in to
// since its warning is disabled once the warning is DISABLE_AFTER_WARNING_DAYS old. The last
// enabled administrator is never disabled (nobody could manage the directory then): it stays
// listed for an admin to see.

async function disable(id: number, warnedBefore: Date): Promise<boolean> {
  const done = await db.$transaction(async (tx) => {
    const [account] = await tx.$queryRaw<{ username: string; level: number; disabled: boolean }[]>`
      SELECT username::text AS username, level, disabled FROM account
       WHERE id = ${id} AND NOT disabled AND inactivity_warned_at <= ${warnedBefore}
         AND inactivity_warned_at >= COALESCE(last_sign_in_at, created_at)
         FOR UPDATE`;
    if (!account) return false;
    try {
      await guardAdminRemoval(tx, RETENTION_ACTOR, { id, ...account });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      logEvent("retention.last_admin_kept", { accountId: id });
      return false;
    }
    await tx.account.update({ where: { id }, data: { disabled: true } });
    await voidAdminExports(tx, id);
    await logActivity(tx, {
      session: RETENTION_ACTOR,
      action: "account.disable",
      entityType: "account",
      entityId: id,
      summary: `Disabled account ${account.username}: nobody signed in after the inactivity warning`,
      before: { disabled: false },
      after: { disabled: true },
    });
    return true;
  });
  if (done) await revokeAccountSessions(id);
  return done;
}

/** Disables what is due; answers how many. */
export async function disableInactiveAccounts(): Promise<number> {
  const { warnedBefore } = retentionCutoffs(clock.now());
  let disabled = 0;
  for (const account of await warnedAccounts()) {
    if (account.warned_at && account.warned_at <= warnedBefore && (await disable(account.id, warnedBefore))) disabled++;
  }
  return disabled;
}
