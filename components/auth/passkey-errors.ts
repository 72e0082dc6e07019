import { WebAuthnError } from "@simplewebauthn/browser";

// Named codes for WebAuthn ceremony failures (docs/product.md#error-messages), so a person can
// quote one and the screen can tell "the person or the page cancelled" from a real failure, and
// each failure its own message: the Passkey Error dialog speaks of user verification, so it opens
// for that case only.

export type PasskeyFailure = { code: string; message: string };

export function passkeyFailureOf(error: unknown): PasskeyFailure {
  if (error instanceof WebAuthnError) return { code: error.code, message: error.message };
  if (error instanceof Error) {
    const code = error.name === "AbortError" ? "ERROR_CEREMONY_ABORTED" : error.name === "NotAllowedError" ? "ERROR_NOT_ALLOWED" : "ERROR_UNKNOWN";
    return { code, message: error.message };
  }
  return { code: "ERROR_UNKNOWN", message: String(error) };
}

/** A ceremony ended by the page itself (Cancel, a newer attempt, or the page is leaving). */
export function isCeremonyAborted(failure: PasskeyFailure): boolean {
  return failure.code === "ERROR_CEREMONY_ABORTED";
}

/**
 * The passkey was probably used without a fingerprint, face or PIN check: the Passkey Error
 * dialog. Sign-in requires user verification, so a device that cannot or did not verify the
 * person makes the browser refuse with NotAllowedError, which browsers also give for a dismissed
 * prompt or a timeout and do not tell apart on purpose (hence the dialog's "probably"); the server
 * says it outright for an authenticator that skipped the check anyway.
 */
export function isUserVerificationFailure(failure: PasskeyFailure): boolean {
  return [
    "user_verification_required",
    "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT",
    "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY",
    "ERROR_NOT_ALLOWED",
  ].includes(failure.code);
}

const SIGN_IN_FAILURE_TEXT: Record<string, string> = {
  ERROR_INVALID_DOMAIN: "Passkeys cannot be used at this web address. Please open the Project Directory at its usual address.",
  ERROR_INVALID_RP_ID: "Passkeys cannot be used at this web address. Please open the Project Directory at its usual address.",
  ERROR_AUTHENTICATOR_GENERAL_ERROR: "Your device could not use the passkey. Please try again, or use a nearby device such as your phone.",
  passkey_not_found: "This passkey is not registered with the Project Directory (it may have been removed). Sign in another way, then add it again on your profile.",
  challenge_expired: "The passkey request expired. Please try again.",
  verification_failed: "The passkey could not be verified. Please try again.",
};

/** What the login page says about a failed passkey sign-in other than the verification case. */
export function passkeySignInMessage(failure: PasskeyFailure): string {
  const text = SIGN_IN_FAILURE_TEXT[failure.code] ?? "We could not sign you in with that passkey. Please try again, or sign in another way.";
  return `${text} (Error code: ${failure.code})`;
}

/** The passkey was right, but its account's organisation signs in only through its own provider. */
export const ONLY_THROUGH_PROVIDER = "only_through_provider";
