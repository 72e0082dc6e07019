import "server-only";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/rate-limit/limits";
import { MESSAGES } from "../messages";
import { verifyPassword } from "../password-hash";
import type { LoginAnswer, LoginInput } from "../schemas";
import { accountKey, logLockedOut, logSignInFailure, reserveAttempt, reserveIpAttempt } from "../sign-in-attempts";
import { completeAccountSignIn } from "./complete-sign-in";
import type { SignInResult } from "./sign-in-result";

type Success = Exclude<LoginAnswer, { login: "failed" }>;
type Failed = Extract<LoginAnswer, { login: "failed" }>;

const FAILED: Failed = { login: "failed", errorMessage: MESSAGES.loginFailed };

/**
 * POST /api/login/: a username (or email) and password. The attempt is counted (per IP, per
 * account or typed name) before it is judged, and judged on the count that came back: of any
 * number of parallel guesses at most five are judged, the rest get the lockout answer, which is
 * the wrong-password answer. The hash is compared against a dummy for unknown accounts, so
 * timing does not tell which exist. Unknown, wrong, disabled and locked all give one refusal.
 */
export async function signInWithPassword(input: LoginInput): Promise<SignInResult<Success, Failed>> {
  const ipAttempt = await reserveIpAttempt();
  const account = await db.account.findFirst({
    where: { OR: [{ username: input.username }, { email: input.username }] },
    select: { id: true, level: true, email: true, disabled: true, passwordHash: true, totpSecret: true },
  });
  const { max } = LIMITS.accountFailures;
  const fields = { method: "password", accountId: account?.id };
  const attempt = await reserveAttempt(accountKey(account?.id, input.username), LIMITS.accountFailures);
  let ok: boolean;
  try {
    // Compared even when locked, so a locked account answers in the same time as any other
    // (the result is then ignored).
    ok = await verifyPassword(input.password, account?.passwordHash);
  } catch (error) {
    // Not judged (the hashing queue was full): nothing to count against anyone.
    await Promise.all([attempt.giveBack(), ipAttempt.giveBack()]);
    throw error;
  }
  if (!attempt.allowed) {
    logLockedOut(fields);
    return { refused: FAILED };
  }
  if (!account || !ok) {
    logSignInFailure({ ...fields, count: attempt.count, max });
    return { refused: FAILED };
  }
  // The right password is no guess; what is left counts the failures judged or in flight. A
  // burst of wrong guesses sent with it has filled the window: the lockout holds for it too.
  const left = await attempt.giveBack();
  if (account.disabled || left >= max) {
    if (left >= max) logLockedOut(fields);
    return { refused: FAILED };
  }
  const done = await completeAccountSignIn(
    { id: account.id, level: account.level, email: account.email, hasTotp: !!account.totpSecret },
    { method: "password", landing: "/profile/", remember: input.remember_me, ipAttempt },
  );
  const answer: Success =
    done.stage === "twofactor"
      ? { login: "twofactor", redirect: "/twofactor/", userLevel: 0 }
      : { login: "success", userLevel: done.userLevel, email: done.email };
  return { answer, session: done.session };
}
