import "server-only";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { LIMITS } from "@/lib/rate-limit/limits";
import { logLockedOut, logSignInFailure, reserveAttempt, reserveIpAttempt } from "./sign-in-attempts";
import { MESSAGES } from "./messages";
import { verifyPassword } from "./password-hash";
import { passwordOwnerOf } from "./password-owner";
import { checkNewPassword } from "./password-rules";
import { setPassword } from "./set-password/set-password";
import { currentRequest } from "@/lib/request-context";

export type ChangePasswordResult = { errors: string[]; endSession: boolean };

const changePasswordKey = (sessionHash: string) => `change-password-fail:session:${sessionHash}`;

/**
 * Changes the signed-in account's password; every other session of the account is revoked and
 * the owner's notice is queued with the change.
 * Whoever holds a session must not be able to guess the password through here:
 * 1. the new password's rules first (no old password is compared for a request that cannot
 *    succeed anyway);
 * 2. then the attempt is counted per IP (429 over the sign-in limit) and per session, before
 *    the old password is compared;
 * 3. a wrong old password always gets the same one message, and the fifth ends the session
 *    (not the account: its owner can still sign in).
 */
export async function changePassword(
  accountId: number,
  input: { old: string; new1: string; new2: string },
): Promise<ChangePasswordResult> {
  const rules = checkNewPassword(input.new1, input.new2, await passwordOwnerOf(accountId));
  if (rules.length) return { errors: rules, endSession: false };
  const sessionHash = currentRequest().session.hash;
  const ipAttempt = await reserveIpAttempt();
  const limit = LIMITS.changePasswordFailures;
  const attempt = await reserveAttempt(changePasswordKey(sessionHash), limit);
  const fields = { method: "change_password", accountId };
  if (!attempt.allowed) {
    logLockedOut(fields);
    return { errors: [MESSAGES.oldPasswordWrong], endSession: true };
  }
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { passwordHash: true } });
  let ok: boolean;
  try {
    ok = await verifyPassword(input.old, account.passwordHash);
  } catch (error) {
    await Promise.all([attempt.giveBack(), ipAttempt.giveBack()]);
    throw error;
  }
  if (!ok) {
    logSignInFailure(fields);
    return { errors: [MESSAGES.oldPasswordWrong], endSession: attempt.count >= limit.max };
  }
  await Promise.all([attempt.giveBack(), ipAttempt.giveBack()]);
  await setPassword(accountId, input.new1, { keepSessionHash: sessionHash, notice: { change: "password_changed" } });
  logEvent("auth.password_changed", { accountId });
  return { errors: [], endSession: false };
}
