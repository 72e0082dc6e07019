import "server-only";
import { tooManyRequests } from "@/lib/http/errors";
import { logEvent } from "@/lib/log";
import { clearCount, countHit, readCount } from "@/lib/rate-limit/count-hit";
import { LIMITS } from "@/lib/rate-limit/limits";

// Failed sign-in attempts of every kind (password, TOTP, emailed code) count per account and
// per IP. A locked account answers exactly like a wrong password; an IP over its limit gets 429.

/** The counter key of an account, or of the name typed when no account has it. */
export function accountKey(accountId: number | null | undefined, typedName?: string): string {
  return accountId ? `login-fail:account:${accountId}` : `login-fail:name:${(typedName ?? "").toLowerCase()}`;
}

const ipKey = (ip: string) => `login-fail:ip:${ip}`;

/** Refuses with 429 when this IP already failed too often in the current minute. */
export async function assertIpAllowed(ip: string): Promise<void> {
  if ((await readCount(ipKey(ip), LIMITS.ipFailures.windowMs)) >= LIMITS.ipFailures.max) {
    logEvent("security.ip_rate_limited", { ip });
    throw tooManyRequests();
  }
}

export async function isAccountLocked(key: string): Promise<boolean> {
  return (await readCount(key, LIMITS.accountFailures.windowMs)) >= LIMITS.accountFailures.max;
}

export async function recordLoginFailure(
  ip: string,
  key: string | null,
  fields: { method: string; requestId?: string; accountId?: number | null },
): Promise<void> {
  await countHit(ipKey(ip), LIMITS.ipFailures.windowMs);
  logEvent("auth.login_failed", { ip, ...fields });
  if (!key) return;
  const failures = await countHit(key, LIMITS.accountFailures.windowMs);
  if (failures === LIMITS.accountFailures.max) {
    logEvent("security.account_locked", { ip, accountId: fields.accountId, requestId: fields.requestId });
  }
}

export async function clearAccountFailures(accountId: number): Promise<void> {
  await clearCount(accountKey(accountId));
}
