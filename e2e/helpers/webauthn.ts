import type { CDPSession, Page } from "@playwright/test";

// Chromium's virtual authenticator over CDP: a platform authenticator ("internal") that keeps
// discoverable credentials and verifies the user, as a phone or laptop with a fingerprint does.

export type VirtualAuthenticator = {
  client: CDPSession;
  authenticatorId: string;
  /** Credentials the authenticator holds (one per registered passkey). */
  credentials(): Promise<{ credentialId: string; isResidentCredential: boolean; rpId?: string; userHandle?: string }[]>;
  /** Whether the next ceremonies pass user verification (fingerprint or face). */
  setUserVerified(verified: boolean): Promise<void>;
  remove(): Promise<void>;
};

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    client,
    authenticatorId,
    async credentials() {
      const { credentials } = await client.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials;
    },
    async setUserVerified(verified) {
      await client.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: verified });
    },
    async remove() {
      await client.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
    },
  };
}

/**
 * Tells the page that the browser cannot offer passkeys in autofill, so the login page does not
 * start conditional UI (the virtual authenticator would answer it at once) and the explicit
 * "Sign in with a passkey" button can be tested on its own.
 */
export async function disablePasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.PublicKeyCredential) {
      Object.defineProperty(window.PublicKeyCredential, "isConditionalMediationAvailable", {
        value: () => Promise.resolve(false),
        configurable: true,
      });
    }
  });
}
