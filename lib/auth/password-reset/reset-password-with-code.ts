import "server-only";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { currentRequest } from "@/lib/request-context";
import { passwordOwnerOf } from "../password-owner";
import { checkNewPassword } from "../password-rules";
import { setPassword } from "@/lib/auth/set-password/set-password";
import { attemptCode } from "../verification/attempt-code";
import { invalidateVerification } from "../verification/issue-verification";
import { consumeFoundCode, giveBackCodeTry } from "../verification/redeem-code";

export type ResetResult =
  | { kind: "code_error" }
  | { kind: "password_error"; messages: string[] }
  | { kind: "reset"; accountId: number };

type Input = { code: string; password1: string; password2: string; email?: string };

/**
 * Checks the code first (every try counted before it is judged, see attemptCode), then the
 * password rules (a right code stays usable and its try is given back, so the person can
 * choose another password), then uses the code up, sets the password and revokes every
 * session of the account (the owner's notice queued with it). Signing in afterwards is the caller's (completeAccountSignIn).
 */
export async function resetPasswordWithCode(input: Input): Promise<ResetResult> {
  const browserHash = currentRequest().session.hash;
  const attempt = await attemptCode("password_reset", input, { method: "reset_code", browserHash }, { consume: false });
  if (attempt.outcome !== "ok" || !attempt.row.accountId) return { kind: "code_error" };
  const { row } = attempt;
  const accountId: number = attempt.row.accountId;
  // A code works only for the address it was mailed to: once the account has moved to another
  // address (its old mailbox may be in someone else's hands), the code is dead.
  const account = await db.account.findUnique({ where: { id: accountId }, select: { email: true, disabled: true } });
  if (!account || account.disabled || account.email.toLowerCase() !== row.email.toLowerCase()) {
    await invalidateVerification(row.id);
    return { kind: "code_error" };
  }
  const messages = checkNewPassword(input.password1, input.password2, await passwordOwnerOf(accountId));
  if (messages.length) {
    if (!input.email) await giveBackCodeTry(row.id);
    return { kind: "password_error", messages };
  }
  if (!(await consumeFoundCode(row.id))) return { kind: "code_error" };
  // The code came through the mailbox, so the address is proven; the notice rides the change.
  await setPassword(accountId, input.password1, { proveEmail: true, notice: { change: "password_reset" } });
  logEvent("auth.password_reset", { accountId });
  return { kind: "reset", accountId };
}
