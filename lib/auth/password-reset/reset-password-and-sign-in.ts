import "server-only";
import { db } from "@/lib/db";
import { reserveIpAttempt } from "../login-attempts";
import type { PasswordResetAnswer } from "../schemas";
import type { CurrentSession } from "../session";
import { completeAccountSignIn } from "../sign-in/complete-sign-in";
import type { RequestWhere, SignInOutcome } from "../sign-in/sign-in-outcome";
import { resetPasswordWithCode } from "./reset-password-with-code";

type Success = Extract<PasswordResetAnswer, { success: true }>;
type Refusal = Exclude<PasswordResetAnswer, { success: true }>;
type Input = { code: string; password1: string; password2: string; email?: string };

/**
 * POST /api/auth/password_reset_with_code/: resets the password and signs in (the TOTP step
 * still comes first for an account with 2FA); every other session of the account is revoked.
 * A password the rules refuse gives the IP's attempt back: the code was right.
 */
export async function resetPasswordAndSignIn(
  input: Input,
  current: CurrentSession,
  where: RequestWhere,
): Promise<SignInOutcome<Success, Refusal>> {
  const ipAttempt = await reserveIpAttempt(where.ip, where.requestId);
  const result = await resetPasswordWithCode(
    { ...input, email: input.email || undefined },
    { ip: where.ip, browserHash: current.hash, requestId: where.requestId, userAgent: where.userAgent ?? null },
  );
  if (result.kind === "code_error") return { refused: { code_error: true } };
  if (result.kind === "password_error") {
    await ipAttempt.giveBack();
    return { refused: { password_error: result.messages } };
  }
  const account = await db.account.findUniqueOrThrow({
    where: { id: result.accountId },
    select: { id: true, username: true, email: true, level: true, totpSecret: true },
  });
  const done = await completeAccountSignIn(current, { ...account, hasTotp: !!account.totpSecret }, {
    method: "password_reset",
    landing: "/profile/",
    context: { ...where, ipAttempt },
  });
  const base = { success: true as const, username: account.username, email: account.email };
  const answer: Success =
    done.stage === "twofactor"
      ? { ...base, userLevel: 0, twofactor: true, redirect: "/twofactor/" }
      : { ...base, userLevel: done.userLevel, redirect: done.redirect };
  return { signIn: done, answer };
}
