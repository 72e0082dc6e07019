import "server-only";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/rate-limit/limits";
import { logLockedOut, logLoginFailure, pendingSecondFactorKey, reserveAttempt, reserveIpAttempt, secondFactorKey } from "../login-attempts";
import type { CurrentSession } from "../session";
import { completeAccountSignIn, type CompletedSignIn } from "../sign-in/complete-sign-in";
import { endPendingSession, findPendingSession } from "./pending-session";
import { redeemTotpCode } from "./redeem-totp-code";

export type TwoFactorOutcome = { ok: false; reason: "no_pending" | "code" } | ({ ok: true } & CompletedSignIn);

/**
 * The second step of a sign-in: the pending session's account must give a fresh TOTP code.
 * Each try is counted before it is judged, against the account (five wrong codes lock its
 * second step for a whole window, whatever passwords are entered meanwhile: nothing but time
 * clears that counter) and against this pending sign-in (its fifth wrong code ends it).
 */
export async function completeTwoFactorLogin(
  current: CurrentSession,
  code: string,
  context: { ip: string; requestId: string; userAgent: string | null },
): Promise<TwoFactorOutcome> {
  const pending = await findPendingSession(current.hash);
  if (!pending) return { ok: false, reason: "no_pending" };
  const ipAttempt = await reserveIpAttempt(context.ip, context.requestId);
  const [forAccount, forSignIn] = await Promise.all([
    reserveAttempt(secondFactorKey(pending.accountId), LIMITS.secondFactorFailures, { carryOver: true }),
    reserveAttempt(pendingSecondFactorKey(current.hash), LIMITS.pendingSecondFactorFailures),
  ]);
  const fields = { method: "totp", requestId: context.requestId, accountId: pending.accountId };
  if (!forSignIn.allowed) {
    await endPendingSession(current.hash);
    logLockedOut(context.ip, fields);
    return { ok: false, reason: "no_pending" };
  }
  if (!forAccount.allowed) {
    logLockedOut(context.ip, fields);
    if (forSignIn.count >= LIMITS.pendingSecondFactorFailures.max) await endPendingSession(current.hash);
    return { ok: false, reason: "code" };
  }
  if (!(await redeemTotpCode(pending.accountId, code))) {
    logLoginFailure(context.ip, { ...fields, count: forAccount.count, max: LIMITS.secondFactorFailures.max });
    if (forSignIn.count >= LIMITS.pendingSecondFactorFailures.max) await endPendingSession(current.hash);
    return { ok: false, reason: "code" };
  }
  // The right code was no guess; earlier wrong ones stay counted.
  await Promise.all([forAccount.giveBack(), forSignIn.giveBack()]);
  const account = await db.account.findUniqueOrThrow({
    where: { id: pending.accountId },
    select: { id: true, level: true, email: true },
  });
  const done = await completeAccountSignIn(current, { ...account, hasTotp: true }, {
    method: "totp",
    landing: pending.redirectTo ?? "/profile/",
    remember: pending.remember,
    context: { ...context, ipAttempt },
  });
  return { ok: true, ...done };
}
