import "server-only";
import { db } from "@/lib/db";
import { optedOut } from "@/lib/mail/unsubscribe/opted-out";
import { provedAddressOfAccount } from "@/lib/people/addresses";
import { MAX_SAVED_SEARCHES } from "./messages";
import type { SavedSearchesAnswer } from "./schemas";
import { savedSearchSummary } from "./summary";

/**
 * The account's own saved searches, oldest first. Once the address has unsubscribed from all
 * alerts each is shown stopped at once, as it is: the alert task records it only at its next look.
 */
export async function listSavedSearches(accountId: number): Promise<SavedSearchesAnswer> {
  const rows = await db.savedSearch.findMany({ where: { accountId }, orderBy: { id: "asc" } });
  const address = rows.length ? await provedAddressOfAccount(db, accountId) : null;
  const unsubscribed = !!address && (await optedOut(db, address, "alerts"));
  const summaries = rows.map(savedSearchSummary).map((s) => (unsubscribed && !s.stoppedReason ? { ...s, stoppedReason: "unsubscribed" } : s));
  return { savedSearches: summaries, max: MAX_SAVED_SEARCHES };
}
