import { describe, expect, it } from "vitest";
import { WebAuthnError } from "@simplewebauthn/browser";
import { isCeremonyAborted, isUserVerificationFailure, passkeyFailureOf, passkeySignInMessage } from "./passkey-errors";

// Each way a passkey sign-in can fail gets its own words; only the verification case opens the
// Passkey Error dialog.

const failure = (code: string) => ({ code, message: "" });

describe("passkey sign-in failures", () => {
  it("names the browser's errors by SimpleWebAuthn's codes, and plain DOM errors by their name", () => {
    const cause = new DOMException("x", "SecurityError");
    expect(passkeyFailureOf(new WebAuthnError({ message: "bad domain", code: "ERROR_INVALID_DOMAIN", cause })).code).toBe("ERROR_INVALID_DOMAIN");
    expect(passkeyFailureOf(new DOMException("x", "AbortError")).code).toBe("ERROR_CEREMONY_ABORTED");
    expect(passkeyFailureOf(new DOMException("x", "NotAllowedError")).code).toBe("ERROR_NOT_ALLOWED");
    expect(passkeyFailureOf("odd").code).toBe("ERROR_UNKNOWN");
    expect(isCeremonyAborted(failure("ERROR_CEREMONY_ABORTED"))).toBe(true);
  });

  it("keeps the Passkey Error dialog for the verification case: refused by the browser or by the server", () => {
    for (const code of ["user_verification_required", "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY", "ERROR_NOT_ALLOWED", "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT"]) {
      expect(isUserVerificationFailure(failure(code)), code).toBe(true);
    }
    for (const code of ["ERROR_INVALID_DOMAIN", "ERROR_INVALID_RP_ID", "ERROR_AUTHENTICATOR_GENERAL_ERROR", "passkey_not_found", "challenge_expired", "verification_failed", "ERROR_UNKNOWN"]) {
      expect(isUserVerificationFailure(failure(code)), code).toBe(false);
    }
  });

  it("says every other failure in words of its own, with its code", () => {
    expect(passkeySignInMessage(failure("ERROR_INVALID_DOMAIN"))).toBe(
      "Passkeys cannot be used at this web address. Please open the Project Directory at its usual address. (Error code: ERROR_INVALID_DOMAIN)",
    );
    expect(passkeySignInMessage(failure("passkey_not_found"))).toMatch(/^This passkey is not registered with the Project Directory/);
    expect(passkeySignInMessage(failure("challenge_expired"))).toMatch(/^The passkey request expired/);
    expect(passkeySignInMessage(failure("ERROR_AUTHENTICATOR_GENERAL_ERROR"))).toMatch(/^Your device could not use the passkey/);
    expect(passkeySignInMessage(failure("SOMETHING_NEW"))).toBe(
      "We could not sign you in with that passkey. Please try again, or sign in another way. (Error code: SOMETHING_NEW)",
    );
    const messages = ["ERROR_INVALID_DOMAIN", "passkey_not_found", "challenge_expired", "verification_failed", "ERROR_AUTHENTICATOR_GENERAL_ERROR"].map((code) =>
      passkeySignInMessage(failure(code)).replace(/ \(Error code: .*\)$/, ""),
    );
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.join(" ")).not.toMatch(/verification|fingerprint/i);
  });
});
