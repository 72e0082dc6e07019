import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { sha256 } from "../tokens";
import type { FlowSecrets } from "./provider-client";

// A sign-in sent to a provider and not yet back (table oidc_flow): its state (by SHA-256), nonce
// and PKCE verifier stay on the server, bound to the session of the browser that started it.
// Taking it deletes it, so a callback is judged once: of any number of parallel callbacks with
// one state only one gets the flow. A callback from another browser's session does not find it
// (nor use it up).

/** Long enough to sign in at the provider (and find the authenticator); short enough to be useless later. */
const FLOW_LIFETIME_MS = 10 * 60 * 1000;

export type Flow = {
  providerId: number;
  purpose: "sign_in" | "test";
  accountId: number | null;
  secrets: FlowSecrets;
  returnTo: string | null;
};

export async function saveFlow(sessionHash: string, flow: Flow): Promise<void> {
  // Expired flows of anyone are useless; clearing them here keeps the table small.
  await db.signInFlow.deleteMany({ where: { expiresAt: { lt: clock.now() } } });
  await db.signInFlow.create({
    data: {
      id: sha256(flow.secrets.state),
      sessionHash,
      providerId: flow.providerId,
      purpose: flow.purpose,
      accountId: flow.accountId,
      nonce: flow.secrets.nonce,
      codeVerifier: flow.secrets.codeVerifier,
      returnTo: flow.returnTo,
      expiresAt: new Date(clock.ms() + FLOW_LIFETIME_MS),
    },
  });
}

/** Deletes and returns this session's live flow for `state`; null when there is none. */
export async function takeFlow(state: string, sessionHash: string): Promise<Flow | null> {
  const rows = await db.$queryRaw<
    { provider_id: number; purpose: string; account_id: number | null; nonce: string; code_verifier: string; return_to: string | null; expires_at: Date }[]
  >`
    DELETE FROM oidc_flow
     WHERE id = ${sha256(state)} AND session_hash = ${sessionHash}
    RETURNING provider_id, purpose, account_id, nonce, code_verifier, return_to, expires_at`;
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= clock.ms()) return null;
  return {
    providerId: row.provider_id,
    purpose: row.purpose === "test" ? "test" : "sign_in",
    accountId: row.account_id,
    secrets: { state, nonce: row.nonce, codeVerifier: row.code_verifier },
    returnTo: row.return_to,
  };
}
