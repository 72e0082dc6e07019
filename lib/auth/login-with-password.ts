import "server-only";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/rate-limit/limits";
import { accountKey, logLockedOut, logLoginFailure, reserveAttempt, reserveIpAttempt } from "./login-attempts";
import { verifyPassword } from "./password-hash";
import type { LoginInput } from "./schemas";
import { completeAccountSignIn, type CompletedSignIn } from "./sign-in/complete-sign-in";
import type { CurrentSession } from "./session";

export type PasswordLoginResult = { outcome: "failed" } | ({ outcome: "signed_in" } & CompletedSignIn);

type Context = { ip: string; requestId: string; userAgent: string | null };

/**
 * Checks a username (or email) and password and signs in. The attempt is counted (per IP, per
 * account or typed name) before it is judged, and judged on the count that came back: of any
 * number of parallel guesses at most five are judged, the rest get the lockout answer, which is
 * the wrong-password answer. The hash is compared against a dummy for unknown
 * accounts, so timing does not tell which exist. Unknown, wrong, disabled and locked all give
 * the same "failed".
 */
export async function loginWithPassword(
  input: LoginInput,
  current: CurrentSession,
  context: Context,
): Promise<PasswordLoginResult> {
  const ipAttempt = await reserveIpAttempt(context.ip, context.requestId);
  const account = await db.account.findFirst({
    where: { OR: [{ username: input.username }, { email: input.username }] },
    select: { id: true, level: true, email: true, disabled: true, passwordHash: true, totpSecret: true },
  });
  const { max } = LIMITS.accountFailures;
  const fields = { method: "password", requestId: context.requestId, accountId: account?.id };
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
    logLockedOut(context.ip, fields);
    return { outcome: "failed" };
  }
  if (!account || !ok) {
    logLoginFailure(context.ip, { ...fields, count: attempt.count, max });
    return { outcome: "failed" };
  }
  // The right password is no guess; what is left counts the failures judged or in flight. A
  // burst of wrong guesses sent with it has filled the window: the lockout holds for it too.
  const left = await attempt.giveBack();
  if (account.disabled || left >= max) {
    if (left >= max) logLockedOut(context.ip, fields);
    return { outcome: "failed" };
  }
  const done = await completeAccountSignIn(
    current,
    { id: account.id, level: account.level, email: account.email, hasTotp: !!account.totpSecret },
    { method: "password", landing: "/profile/", remember: input.remember_me, context: { ...context, ipAttempt } },
  );
  return { outcome: "signed_in", ...done };
}
