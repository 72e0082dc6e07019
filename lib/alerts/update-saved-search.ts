import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { WEEK_MS } from "./create-saved-search";
import { ALERT_MESSAGES } from "./messages";
import type { AlertFrequency, SavedSearchSummary } from "./schemas";
import { savedSearchSummary } from "./summary";

/**
 * Renames a saved search of the account or changes how often it mails. Another account's id is
 * "not found" and changes nothing. A change of frequency starts its period again from now.
 */
export async function updateSavedSearch(
  session: CurrentSession,
  accountId: number,
  input: { id: number; name?: string; frequency?: AlertFrequency },
): Promise<SavedSearchSummary> {
  return db.$transaction(async (tx) => {
    const before = await tx.savedSearch.findFirst({ where: { id: input.id, accountId } });
    if (!before) throw new NotFound(ALERT_MESSAGES.notFound);
    const now = clock.now();
    const frequencyChanged = input.frequency !== undefined && input.frequency !== before.frequency;
    const after = await tx.savedSearch.update({
      where: { id: before.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(frequencyChanged ? { frequency: input.frequency, nextDueAt: input.frequency === "weekly" ? new Date(now.getTime() + WEEK_MS) : now } : {}),
      },
    });
    await logActivity(tx, {
      session,
      action: "saved_search.update",
      entityType: "saved_search",
      entityId: after.id,
      summary: `Changed the saved search "${after.name}"`,
      before: { name: before.name, frequency: before.frequency },
      after: { name: after.name, frequency: after.frequency },
    });
    return savedSearchSummary(after);
  });
}
