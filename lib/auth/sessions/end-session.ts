import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { activeSessionRows } from "./list-sessions";
import { publicIdOf } from "./public-id";
import { currentRequest } from "@/lib/request-context";

/**
 * Ends one of the account's active sessions, named by its public id. An id of another
 * account's session (or one already ended) is "not found": nobody learns it exists.
 * Returns whether it was the session of the request itself (its browser then signs out).
 */
export async function endAccountSession(
  accountId: number,
  publicId: string,
  options: { byAccountId?: number | null } = {},
): Promise<{ wasCurrent: boolean }> {
  const rows = await activeSessionRows(accountId);
  const target = rows.find((r) => publicIdOf(r.id) === publicId);
  if (!target) throw new NotFound("That session no longer exists.");
  const ended = await db.session.updateMany({ where: { id: target.id, accountId, revokedAt: null }, data: { revokedAt: clock.now() } });
  if (ended.count === 0) throw new NotFound("That session no longer exists.");
  logEvent("auth.session_ended", { accountId, by: options.byAccountId ?? accountId });
  return { wasCurrent: target.id === currentRequest().session.hash };
}
