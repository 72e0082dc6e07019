import { PasskeyRefused } from "@/lib/errors";
import type { PasskeyErrorCode } from "../schemas";

// Ceremony failures answer 422 with a named code; the screen shows the Passkey Error dialog.

const MESSAGES: Record<PasskeyErrorCode, string> = {
  passkey_not_found: "This passkey is not registered with the Project Directory.",
  challenge_expired: "The passkey request has expired. Please try again.",
  verification_failed: "The passkey could not be verified. Please try again.",
  user_verification_required:
    "The passkey did not confirm it was you (fingerprint, face or PIN). Please try again, or use a nearby device such as your phone.",
  passkey_already_registered: "This passkey is already registered.",
};

export function passkeyError(code: PasskeyErrorCode, extra: Record<string, unknown> = {}): PasskeyRefused {
  return new PasskeyRefused(code, MESSAGES[code], extra);
}

/** Maps an error thrown by @simplewebauthn/server to our code. */
export function codeOfCeremonyError(error: unknown): PasskeyErrorCode {
  const message = error instanceof Error ? error.message : "";
  return /user verification|user was not verified/i.test(message) ? "user_verification_required" : "verification_failed";
}
