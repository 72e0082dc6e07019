import "server-only";
import { TooMany } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { clearCount, reserveHit, type Reservation } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";
import { currentRequest } from "@/lib/request-context";

// Sign-in attempts count per account and per IP, each reserved (counted) BEFORE it is judged
// and decided on the count the increment returned: thirty parallel guesses see thirty different
// counts, never thirty times "under the limit". A locked account answers exactly like a wrong
// password; an IP over its limit gets 429. Password failures, TOTP failures and emailed-code
// failures are separate counters, and only a password success clears the password failures.

/** The password-failure counter of an account, or of the name typed when no account has it. */
export function accountKey(accountId: number | null | undefined, typedName?: string): string {
  return accountId ? `login-fail:account:${accountId}` : `login-fail:name:${(typedName ?? "").toLowerCase()}`;
}

export const secondFactorKey = (accountId: number) => `2fa-fail:account:${accountId}`;
export const pendingSecondFactorKey = (sessionHash: string) => `2fa-fail:pending:${sessionHash}`;
export const codeFailureKey = (purpose: string, email: string) => `code-fail:${purpose}:${email.toLowerCase()}`;

const ipKey = (ip: string) => `login-fail:ip:${ip}`;

/**
 * Counts a sign-in attempt from the request's address before it is judged; 429 when it is over
 * the limit. The caller gives the reservation back when the attempt succeeds; a failure keeps it
 * counted.
 */
export async function reserveIpAttempt(): Promise<Reservation> {
  const attempt = await reserveHit(ipKey(currentRequest().ipBlock), LIMITS.ipFailures.windowMs);
  if (attempt.count > LIMITS.ipFailures.max) {
    logEvent("security.ip_rate_limited");
    throw new TooMany();
  }
  return attempt;
}

export type Limit = { max: number; windowMs: number };

/**
 * Reserves an attempt on a per-account (or per-sign-in) counter; `allowed` false when over.
 * With `carryOver` a window that ended full keeps the lock through the next one, so the lock
 * lasts a whole window whenever it was reached (the two-factor and code lockouts).
 */
export async function reserveAttempt(
  key: string,
  limit: Limit,
  options: { carryOver?: boolean } = {},
): Promise<Reservation & { allowed: boolean }> {
  const attempt = await reserveHit(key, limit.windowMs, options);
  return { ...attempt, allowed: attempt.count <= limit.max && attempt.previous < limit.max };
}

/** Logs a judged failure; the fifth on an account's counter is a lockout, logged once. */
export function logSignInFailure(fields: { method: string; accountId?: number | null; count?: number; max?: number }): void {
  const { count, max, ...rest } = fields;
  logEvent("auth.login_failed", rest);
  if (count !== undefined && count === max) {
    logEvent("security.account_locked", { accountId: fields.accountId, method: fields.method });
  }
}

/** An attempt refused without being judged, because its counter is over the limit. */
export function logLockedOut(fields: { method: string; accountId?: number | null }): void {
  logEvent("security.login_locked_out", fields);
}

export async function clearAccountFailures(accountId: number): Promise<void> {
  await clearCount(accountKey(accountId));
}
