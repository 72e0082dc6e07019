import "server-only";
import { inactiveAccountMail } from "@/emails/inactive-account";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { formatUkDate } from "@/lib/dates";
import { env } from "@/lib/env";
import { queueMail } from "@/lib/mail/queue-mail";
import { provedAddressOfAccount } from "@/lib/people/addresses";
import { accountsToWarn } from "./due-accounts";
import { disableDay, retentionCutoffs } from "./rules";
import { RETENTION_ACTOR } from "./actor";

// The first step of retention (docs/product.md#retention): each inactive account gets one warning
// mail and its warning time, in one transaction that holds the account's row and checks again, so
// two runs at once (or a retry) never warn twice.

const day = (at: Date) => formatUkDate(at.toISOString().slice(0, 10));

async function warn(id: number, now: Date, inactiveBefore: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [account] = await tx.$queryRaw<{ username: string; email: string; last_active: Date }[]>`
      SELECT username::text AS username, email::text AS email, COALESCE(last_sign_in_at, created_at) AS last_active
        FROM account
       WHERE id = ${id} AND NOT disabled AND COALESCE(last_sign_in_at, created_at) < ${inactiveBefore}
         AND (inactivity_warned_at IS NULL OR inactivity_warned_at < COALESCE(last_sign_in_at, created_at))
         FOR UPDATE`;
    if (!account) return false;
    await tx.account.update({ where: { id }, data: { inactivityWarnedAt: now } });
    const content = inactiveAccountMail({
      username: account.username,
      lastActive: day(account.last_active),
      disableOn: day(disableDay(now)),
      loginUrl: `${env().APP_URL}/login/`,
    });
    // The warning goes to the account's proved address only (lib/people/addresses.ts); an account
    // that never proved one is warned on its record alone, and the log says so.
    const to = await provedAddressOfAccount(tx, id);
    if (to) await queueMail(tx, { kind: "account.inactive_warning", to, ...content });
    await logActivity(tx, {
      session: RETENTION_ACTOR,
      action: "account.inactive_warning",
      entityType: "account",
      entityId: id,
      summary: `Warned account ${account.username} that it will be disabled on ${day(disableDay(now))}${to ? "" : " (no proved address to mail)"}`,
    });
    return true;
  });
}

/** Warns every inactive account not yet warned; answers how many. */
export async function warnInactiveAccounts(): Promise<number> {
  const now = clock.now();
  const cutoffs = retentionCutoffs(now);
  let warned = 0;
  for (const { id } of await accountsToWarn(cutoffs)) {
    if (await warn(id, now, cutoffs.inactiveBefore)) warned++;
  }
  return warned;
}
