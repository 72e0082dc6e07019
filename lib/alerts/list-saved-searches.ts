import "server-only";
import { db } from "@/lib/db";
import { MAX_SAVED_SEARCHES } from "./messages";
import type { SavedSearchesAnswer } from "./schemas";
import { savedSearchSummary } from "./summary";

/** The account's own saved searches, oldest first. */
export async function listSavedSearches(accountId: number): Promise<SavedSearchesAnswer> {
  const rows = await db.savedSearch.findMany({ where: { accountId }, orderBy: { id: "asc" } });
  return { savedSearches: rows.map(savedSearchSummary), max: MAX_SAVED_SEARCHES };
}
