import "server-only";
import { env } from "@/lib/env";

// When data is no longer kept (docs/product.md#retention), on the app's clock: an account is
// inactive when nobody signed in to it (or, never signed in, since it was made) for
// INACTIVE_ACCOUNT_MONTHS; a warned account is disabled DISABLE_AFTER_WARNING_DAYS after the
// warning unless someone signed in since; activity entries go after ACTIVITY_RETENTION_YEARS.

const DISABLE_AFTER_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export type RetentionCutoffs = {
  /** an account last active before this is inactive */
  inactiveBefore: Date;
  /** a warning sent at or before this disables the account now */
  warnedBefore: Date;
  /** activity entries before this are removed */
  activityBefore: Date;
};

export function retentionCutoffs(now: Date): RetentionCutoffs {
  return {
    inactiveBefore: monthsBefore(now, env().INACTIVE_ACCOUNT_MONTHS),
    warnedBefore: new Date(now.getTime() - DISABLE_AFTER_WARNING_DAYS * DAY_MS),
    activityBefore: monthsBefore(now, 12 * env().ACTIVITY_RETENTION_YEARS),
  };
}

/** The day a warning sent at `warnedAt` disables the account. */
export function disableDay(warnedAt: Date): Date {
  return new Date(warnedAt.getTime() + DISABLE_AFTER_WARNING_DAYS * DAY_MS);
}
