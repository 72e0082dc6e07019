import "server-only";
import { HttpError } from "@/lib/http/errors";
import { SESSION_POLICY } from "./session-policy";
import { MESSAGES } from "./messages";
import type { CurrentSession } from "./session";

/** The signed-in account's id; account calls are refused to quick-access and anonymous visitors. */
export function requireAccountId(session: CurrentSession): number {
  if (!session.signedIn || !session.accountId) {
    throw new HttpError(403, { errorMessage: "Please sign in to continue.", redirect: "/login/" });
  }
  return session.accountId;
}

/** Removing 2FA and changing the email need a sign-in within the last 30 minutes. */
export function requireRecentSignIn(session: CurrentSession): void {
  const at = session.authenticatedAt?.getTime() ?? 0;
  if (Date.now() - at > SESSION_POLICY.recentSignIn) {
    throw new HttpError(422, { response: "signin_required", errorMessage: MESSAGES.signInAgain });
  }
}
