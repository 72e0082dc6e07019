import "server-only";
import { clock } from "@/lib/clock";
import { Forbidden } from "@/lib/errors";
import type { CurrentSession } from "../session";
import { REAUTH_MESSAGES } from "./schemas";

// Account changes (email, 2FA, passkeys) need a proof given within the last 5 minutes, so a
// stolen session cookie alone cannot turn into a lasting hold on the account. The sign-in
// counts as a proof at the time it completed: every way of signing in proves at least as
// much as the re-authentication step asks for.
const REAUTH_WINDOW_MS = 5 * 60 * 1000;

/** When this session last proved it is the account's owner (sign-in or re-authentication). */
function lastProofAt(session: CurrentSession): number {
  const signedInAt = session.signedIn ? (session.authenticatedAt?.getTime() ?? 0) : 0;
  return Math.max(signedInAt, session.reauthenticatedAt?.getTime() ?? 0);
}

export function hasFreshProof(session: CurrentSession, now = clock.ms()): boolean {
  return now - lastProofAt(session) <= REAUTH_WINDOW_MS;
}

/** 403 { errorMessage, reauthenticate: true } unless a fresh proof was given; the dialog asks for one. */
export function requireFreshProof(session: CurrentSession): void {
  if (!hasFreshProof(session)) {
    throw new Forbidden(REAUTH_MESSAGES.required, { reauthenticate: true });
  }
}
