import "server-only";
import { createHmac } from "node:crypto";
import { env, requireSessionSecret } from "@/lib/env";

// The relying party is the app's public origin (APP_URL): rpID is its host name, and only that
// exact origin is accepted in ceremonies.

export const RP_NAME = "Project Directory";
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export function relyingParty(): { rpID: string; origin: string } {
  const url = new URL(env().APP_URL);
  return { rpID: url.hostname, origin: url.origin };
}

/** A stable, opaque WebAuthn user handle for an account (it does not reveal the account id). */
export function userHandleFor(accountId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac("sha256", requireSessionSecret()).update(`webauthn-user:${accountId}`).digest();
  return new Uint8Array(digest);
}

/** The challenge a browser signed, read from its clientDataJSON; null when unreadable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof data.challenge === "string" && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}
