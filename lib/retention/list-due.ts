import "server-only";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { accountsToWarn, warnedAccounts, type DueAccount } from "./due-accounts";
import { disableDay, retentionCutoffs } from "./rules";
import type { RetentionAccount, RetentionAnswer } from "./schemas";

/** Who the retention task will warn or disable (the admin's Retention tab), at most 200 of each. */
export async function listDueAccounts(): Promise<RetentionAnswer> {
  const cutoffs = retentionCutoffs(clock.now());
  const shown = (a: DueAccount): RetentionAccount => ({
    id: a.id,
    username: a.username,
    email: a.email,
    lastActiveAt: a.last_active.toISOString(),
    warnedAt: a.warned_at?.toISOString() ?? null,
    disableOn: a.warned_at ? disableDay(a.warned_at).toISOString() : null,
  });
  const [toWarn, warned] = await Promise.all([accountsToWarn(cutoffs, 200), warnedAccounts(200)]);
  return {
    inactiveMonths: env().INACTIVE_ACCOUNT_MONTHS,
    activityYears: env().ACTIVITY_RETENTION_YEARS,
    toWarn: toWarn.map(shown),
    warned: warned.map(shown),
  };
}
