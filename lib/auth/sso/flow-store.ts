import "server-only";
import { saveCeremony, takeCeremony } from "../ceremony-store";
import { sha256 } from "@/lib/crypto/tokens";
import type { FlowSecrets } from "./provider-client";

// A sign-in sent to a provider and not yet back, kept in the one ceremony store
// (lib/auth/ceremony-store.ts) under the SHA-256 of its state: the nonce and PKCE verifier stay on
// the server, bound to the session of the browser that started it. Taking it deletes it, so a
// callback is judged once: of any number of parallel callbacks with one state only one gets the
// flow. A callback from another browser's session does not find it (nor use it up).

/** Long enough to sign in at the provider (and find the authenticator); short enough to be useless later. */
const FLOW_LIFETIME_MS = 10 * 60 * 1000;

export type Flow = {
  providerId: number;
  purpose: "sign_in" | "test";
  /** the admin who started a test */
  accountId: number | null;
  secrets: FlowSecrets;
  returnTo: string | null;
};

type Stored = { nonce: string; codeVerifier: string; returnTo: string | null };

export async function saveFlow(sessionHash: string, flow: Flow): Promise<void> {
  const stored: Stored = { nonce: flow.secrets.nonce, codeVerifier: flow.secrets.codeVerifier, returnTo: flow.returnTo };
  await saveCeremony({
    id: sha256(flow.secrets.state),
    sessionHash,
    kind: flow.purpose === "test" ? "oidc_test" : "oidc_sign_in",
    providerId: flow.providerId,
    accountId: flow.accountId,
    value: JSON.stringify(stored),
    lifetimeMs: FLOW_LIFETIME_MS,
  });
}

/** Deletes and returns this session's live flow for `state`; null when there is none. */
export async function takeFlow(state: string, sessionHash: string): Promise<Flow | null> {
  const taken = await takeCeremony({ id: sha256(state), sessionHash, kinds: ["oidc_sign_in", "oidc_test"] });
  if (!taken || taken.providerId === null) return null;
  const stored = JSON.parse(taken.value) as Stored;
  return {
    providerId: taken.providerId,
    purpose: taken.kind === "oidc_test" ? "test" : "sign_in",
    accountId: taken.accountId,
    secrets: { state, nonce: stored.nonce, codeVerifier: stored.codeVerifier },
    returnTo: stored.returnTo,
  };
}
