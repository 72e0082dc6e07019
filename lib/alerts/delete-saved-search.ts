import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { ALERT_MESSAGES } from "./messages";

/** Deletes a saved search of the account (and what it reported); another account's id is "not found". */
export async function deleteSavedSearch(session: CurrentSession, accountId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.savedSearch.findFirst({ where: { id, accountId }, select: { id: true, name: true, frequency: true } });
    if (!before) throw new NotFound(ALERT_MESSAGES.notFound);
    const deleted = await tx.savedSearch.deleteMany({ where: { id, accountId } });
    if (deleted.count === 0) throw new NotFound(ALERT_MESSAGES.notFound);
    await logActivity(tx, {
      session,
      action: "saved_search.delete",
      entityType: "saved_search",
      entityId: id,
      summary: `Deleted the saved search "${before.name}"`,
      before: { name: before.name, frequency: before.frequency },
    });
  });
}
