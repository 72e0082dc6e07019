import "server-only";
import { db } from "@/lib/db";
import type { PasswordResetAnswer } from "../schemas";
import { reserveIpAttempt } from "../sign-in-attempts";
import { completeAccountSignIn } from "../sign-in/complete-sign-in";
import type { SignInResult } from "../sign-in/sign-in-result";
import { resetPasswordWithCode } from "./reset-password-with-code";

type Success = Extract<PasswordResetAnswer, { success: true }>;
type Refusal = Exclude<PasswordResetAnswer, { success: true }>;

type Input = { code: string; password1: string; password2: string; email?: string };

/**
 * POST /api/auth/password_reset_with_code/: resets the password and signs in (the TOTP step
 * still comes first for an account with 2FA); every other session of the account is revoked.
 * A password the rules refuse gives the IP's attempt back: the code was right.
 */
export async function resetPasswordAndSignIn(input: Input): Promise<SignInResult<Success, Refusal>> {
  const ipAttempt = await reserveIpAttempt();
  const result = await resetPasswordWithCode({ ...input, email: input.email || undefined });
  if (result.kind === "code_error") return { refused: { code_error: true } };
  if (result.kind === "password_error") {
    await ipAttempt.giveBack();
    return { refused: { password_error: result.messages } };
  }
  const account = await db.account.findUniqueOrThrow({
    where: { id: result.accountId },
    select: { id: true, username: true, email: true, level: true, totpSecret: true },
  });
  const done = await completeAccountSignIn({ ...account, hasTotp: !!account.totpSecret }, {
    method: "password_reset",
    landing: "/profile/",
    ipAttempt,
  });
  const base = { success: true as const, username: account.username, email: account.email };
  const answer: Success =
    done.stage === "twofactor"
      ? { ...base, userLevel: 0, twofactor: true, redirect: "/twofactor/" }
      : { ...base, userLevel: done.userLevel, redirect: done.redirect };
  return { answer, session: done.session };
}
