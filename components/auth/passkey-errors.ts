import { WebAuthnError } from "@simplewebauthn/browser";

// Named codes for WebAuthn ceremony failures (docs/product.md#error-messages), so a person can
// quote one and the screen can tell "the person or the page cancelled" from a real failure.

export type PasskeyFailure = { code: string; message: string };

export function passkeyFailureOf(error: unknown): PasskeyFailure {
  if (error instanceof WebAuthnError) return { code: error.code, message: error.message };
  if (error instanceof Error) {
    const code = error.name === "AbortError" ? "ERROR_CEREMONY_ABORTED" : error.name === "NotAllowedError" ? "ERROR_NOT_ALLOWED" : "ERROR_UNKNOWN";
    return { code, message: error.message };
  }
  return { code: "ERROR_UNKNOWN", message: String(error) };
}

/** A ceremony ended by the page itself (a newer attempt started, or the page is leaving). */
export function isCeremonyAborted(failure: PasskeyFailure): boolean {
  return failure.code === "ERROR_CEREMONY_ABORTED";
}

/** The passkey was right, but its account's organisation signs in only through its own provider. */
export const ONLY_THROUGH_PROVIDER = "only_through_provider";
