import "server-only";
import { currentRequest } from "@/lib/request-context";
import { MESSAGES } from "../messages";
import type { ConfirmEmailLoginAnswer } from "../schemas";
import { reserveIpAttempt } from "../sign-in-attempts";
import type { SignInResult } from "../sign-in/sign-in-result";
import { attemptCode } from "../verification/attempt-code";
import { signInFromVerification } from "./sign-in-from-verification";

type Success = Extract<ConfirmEmailLoginAnswer, { response: "success" | "twofactor" }>;
type Refusal = Extract<ConfirmEmailLoginAnswer, { response: "confirm_email_required" | "code_error" }>;

const CODE_ERROR: Refusal = { response: "code_error", errors: { code: [MESSAGES.invalidLoginCode] } };

/**
 * POST /api/auth/confirm_email_login/: signs in with an emailed code. Without an email the code
 * must come from this browser's own request; from another browser the person is asked (200
 * confirm_email_required) to type the email again, and the code is then checked against the live
 * codes of that address (see attemptCode for how tries count).
 */
export async function signInWithCode(input: { code: string; email?: string }): Promise<SignInResult<Success, Refusal>> {
  const ipAttempt = await reserveIpAttempt();
  const attempt = await attemptCode("login", input, { method: "email_code", browserHash: currentRequest().session.hash });
  if (attempt.outcome === "no_code") {
    // Nothing was guessed: the person is only asked for their address.
    await ipAttempt.giveBack();
    return { refused: { response: "confirm_email_required" }, status: 200 };
  }
  if (attempt.outcome === "failed") return { refused: CODE_ERROR };
  const signedIn = await signInFromVerification(attempt.row, { method: "email_code", accountLanding: "/my_projects/", ipAttempt });
  return signedIn ?? { refused: CODE_ERROR };
}
