import "server-only";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { accountKey, clearAccountFailures, isAccountLocked, recordLoginFailure } from "../login-attempts";
import { startSession, type CurrentSession } from "../session";
import { findPendingSession } from "./pending-session";
import { redeemTotpCode } from "./redeem-totp-code";

export type TwoFactorOutcome =
  | { ok: false; reason: "no_pending" | "code" }
  | { ok: true; redirect: string; cookies: string[]; session: CurrentSession; level: number };

/**
 * The second step of a sign-in: the pending session's account must give a fresh TOTP code.
 * On success a new session id replaces the pending one.
 */
export async function completeTwoFactorLogin(
  current: CurrentSession,
  code: string,
  context: { ip: string; requestId: string; userAgent: string | null },
): Promise<TwoFactorOutcome> {
  const pending = await findPendingSession(current.hash);
  if (!pending) return { ok: false, reason: "no_pending" };
  const key = accountKey(pending.accountId);
  const locked = await isAccountLocked(key);
  if (locked || !(await redeemTotpCode(pending.accountId, code))) {
    if (!locked) await recordLoginFailure(context.ip, key, { method: "totp", accountId: pending.accountId, requestId: context.requestId });
    return { ok: false, reason: "code" };
  }
  await clearAccountFailures(pending.accountId);
  const account = await db.account.findUniqueOrThrow({ where: { id: pending.accountId }, select: { level: true } });
  const started = await startSession(current, {
    accountId: pending.accountId,
    level: account.level,
    kind: pending.remember ? "remembered" : "account",
    stage: "active",
    userAgent: context.userAgent,
  });
  logEvent("auth.login", { requestId: context.requestId, ip: context.ip, accountId: pending.accountId, method: "totp" });
  return { ok: true, redirect: pending.redirectTo ?? "/profile/", level: account.level, ...started };
}
