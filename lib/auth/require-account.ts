import "server-only";
import { HttpError } from "@/lib/http/errors";
import type { CurrentSession } from "./session";

/** The signed-in account's id; account calls are refused to quick-access and anonymous visitors. */
export function requireAccountId(session: CurrentSession): number {
  if (!session.signedIn || !session.accountId) {
    throw new HttpError(403, { errorMessage: "Please sign in to continue.", redirect: "/login/" });
  }
  return session.accountId;
}
