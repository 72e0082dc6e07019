import "server-only";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/rate-limit/limits";
import { currentRequest } from "@/lib/request-context";
import { MESSAGES } from "../messages";
import type { TwoFactorLoginAnswer } from "../schemas";
import { logLockedOut, logSignInFailure, pendingSecondFactorKey, reserveAttempt, reserveIpAttempt, secondFactorKey } from "../sign-in-attempts";
import { completeAccountSignIn } from "../sign-in/complete-sign-in";
import type { SignInResult } from "../sign-in/sign-in-result";
import { endPendingSession, findPendingSession } from "./pending-session";
import { redeemTotpCode } from "./redeem-totp-code";

type Success = Extract<TwoFactorLoginAnswer, { response: "success" }>;
type Refusal = Extract<TwoFactorLoginAnswer, { response: "code error" }> | { errorMessage: string; redirect: string };

const CODE_ERROR: Refusal = { response: "code error", errorMessage: MESSAGES.twoFactorLoginError };
/** No sign-in is waiting for its second step (or the one that was has had five wrong codes). */
const NO_PENDING = { refused: { errorMessage: "Please sign in to continue.", redirect: "/login/" }, status: 403 } as const;

/**
 * POST /api/auth/twofactor_login/, the second step of a sign-in: the pending session's account
 * must give a fresh TOTP code. Each try is counted before it is judged, against the account
 * (five wrong codes lock its second step for a whole window, whatever passwords are entered
 * meanwhile: nothing but time clears that counter) and against this pending sign-in (its fifth
 * wrong code ends it).
 */
export async function signInWithTotp(code: string): Promise<SignInResult<Success, Refusal>> {
  const { hash } = currentRequest().session;
  const pending = await findPendingSession(hash);
  if (!pending) return NO_PENDING;
  const ipAttempt = await reserveIpAttempt();
  const [forAccount, forSignIn] = await Promise.all([
    reserveAttempt(secondFactorKey(pending.accountId), LIMITS.secondFactorFailures, { carryOver: true }),
    reserveAttempt(pendingSecondFactorKey(hash), LIMITS.pendingSecondFactorFailures),
  ]);
  const fields = { method: "totp", accountId: pending.accountId };
  if (!forSignIn.allowed) {
    await endPendingSession(hash);
    logLockedOut(fields);
    return NO_PENDING;
  }
  const lastTry = forSignIn.count >= LIMITS.pendingSecondFactorFailures.max;
  if (!forAccount.allowed) {
    logLockedOut(fields);
    if (lastTry) await endPendingSession(hash);
    return { refused: CODE_ERROR };
  }
  if (!(await redeemTotpCode(pending.accountId, code))) {
    logSignInFailure({ ...fields, count: forAccount.count, max: LIMITS.secondFactorFailures.max });
    if (lastTry) await endPendingSession(hash);
    return { refused: CODE_ERROR };
  }
  // The right code was no guess; earlier wrong ones stay counted.
  await Promise.all([forAccount.giveBack(), forSignIn.giveBack()]);
  const account = await db.account.findUniqueOrThrow({ where: { id: pending.accountId }, select: { id: true, level: true, email: true } });
  const done = await completeAccountSignIn({ ...account, hasTotp: true }, {
    method: "totp",
    landing: pending.redirectTo ?? "/profile/",
    remember: pending.remember,
    ipAttempt,
    identityProviderId: pending.identityProviderId ?? undefined,
  });
  return { answer: { response: "success", redirect: done.redirect, userLevel: done.userLevel }, session: done.session };
}
