import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Invalid, NotFound } from "@/lib/errors";
import { recordCurrentMatches } from "./matching-milestones";
import { ALERT_MESSAGES, MAX_SAVED_SEARCHES } from "./messages";
import type { SavedSearchSummary } from "./schemas";
import { savedSearchSummary } from "./summary";
import type { z } from "zod";
import type { createSavedSearchSchema } from "./schemas";

/** The period of a weekly saved search, on the app's clock. */
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Saves a search for the account. The account's row is locked first, so parallel saves are
 * counted one after the other and never pass the cap together. What the search matches now is
 * recorded as known: the alerts report what is new from here on.
 */
export async function createSavedSearch(
  session: CurrentSession,
  accountId: number,
  input: z.output<typeof createSavedSearchSchema>,
): Promise<SavedSearchSummary> {
  return db.$transaction(async (tx) => {
    const [account] = await tx.$queryRaw<{ level: number }[]>`SELECT level FROM account WHERE id = ${accountId} FOR UPDATE`;
    if (!account) throw new NotFound();
    const count = await tx.savedSearch.count({ where: { accountId } });
    if (count >= MAX_SAVED_SEARCHES) throw new Invalid({ name: [ALERT_MESSAGES.tooMany] });
    const now = clock.now();
    const row = await tx.savedSearch.create({
      data: {
        accountId,
        name: input.name,
        frequency: input.frequency,
        criteria: input.criteria,
        createdAt: now,
        nextDueAt: input.frequency === "weekly" ? new Date(now.getTime() + WEEK_MS) : now,
      },
    });
    await recordCurrentMatches(tx, row.id, input.criteria, account, now);
    await logActivity(tx, {
      session,
      action: "saved_search.create",
      entityType: "saved_search",
      entityId: row.id,
      summary: `Saved the search "${row.name}" (${row.frequency})`,
      after: { name: row.name, frequency: row.frequency, criteria: input.criteria },
    });
    return savedSearchSummary(row);
  });
}
