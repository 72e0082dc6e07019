import "server-only";
import { currentRequest } from "@/lib/request-context";
import { endSession, recordStepUp, startSession, type SignIn } from "./session";

// What an operation does to the session of the request that called it, described rather than
// done: every sign-in (any method, the TOTP step included) starts a new session, a sign-out ends
// it, a re-authentication notes a fresh proof on it. Operations return one of these; the route
// wrapper applies it (applySessionChange) and sends the cookies, so no handler or operation
// touches cookies or swaps the request's session itself.

export type SessionChange =
  | { kind: "signIn"; signIn: SignIn }
  | { kind: "signOut" }
  | { kind: "stepUp" };

export const SIGN_OUT: SessionChange = { kind: "signOut" };
export const STEP_UP: SessionChange = { kind: "stepUp" };

export function signInAs(signIn: SignIn): SessionChange {
  return { kind: "signIn", signIn };
}

/**
 * Applies `change` to the current request's session and makes the new session the request's
 * own for the rest of it. Returns the Set-Cookie values to send.
 */
export async function applySessionChange(change: SessionChange): Promise<string[]> {
  const request = currentRequest();
  switch (change.kind) {
    case "signIn": {
      const started = await startSession(request.session, change.signIn, request);
      request.session = started.session;
      return started.cookies;
    }
    case "signOut": {
      const ended = await endSession(request.session);
      request.session = ended.session;
      return ended.cookies;
    }
    case "stepUp":
      await recordStepUp(request.session);
      return [];
  }
}
