import "server-only";
import type { CurrentSession } from "../session";
import type { SignInContext } from "../sign-in/complete-sign-in";
import { attemptCode } from "../verification/attempt-code";
import { signInFromVerification, type VerifiedSignIn } from "./sign-in-from-verification";

export type ConfirmCodeResult = { kind: "confirm_email_required" } | { kind: "code_error" } | ({ kind: "signed_in" } & VerifiedSignIn);

/**
 * Signs in with an emailed code. Without an email the code must come from this browser's own
 * request; from another browser the person is asked to type the email again, and the code is
 * then checked against the live codes of that address (see attemptCode for how tries count).
 */
export async function confirmEmailCode(
  input: { code: string; email?: string },
  current: CurrentSession,
  context: SignInContext,
): Promise<ConfirmCodeResult> {
  const attempt = await attemptCode("login", input, { ...context, method: "email_code", browserHash: current.hash });
  if (attempt.outcome === "no_code") {
    // Nothing was guessed: the person is only asked for their address.
    await context.ipAttempt?.giveBack();
    return { kind: "confirm_email_required" };
  }
  if (attempt.outcome === "failed") return { kind: "code_error" };
  const signedIn = await signInFromVerification(attempt.row, current, { ...context, method: "email_code", accountLanding: "/my_projects/" });
  return signedIn ? { kind: "signed_in", ...signedIn } : { kind: "code_error" };
}
