import "server-only";
import { SignInRequired } from "@/lib/errors";
import type { CurrentSession } from "./session";

/** The signed-in account's id; account calls are refused to quick-access and anonymous visitors. */
export function requireAccountId(session: CurrentSession): number {
  if (!session.signedIn || !session.accountId) {
    throw new SignInRequired();
  }
  return session.accountId;
}
