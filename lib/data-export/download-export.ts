import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { effectiveLevel, LEVEL } from "@/lib/levels";
import { Forbidden, Gone, NotFound } from "@/lib/errors";
import { EXPORT_MESSAGES as M } from "./messages";
import { accountSubject } from "./subject";
import { readExportToken, tokenMatches } from "./token";

export type Download = { bytes: Uint8Array; fileName: string };

/**
 * The ZIP behind a download token, once: only for the account that asked, only within its 24
 * hours. The token's secret is compared with the stored hash in constant time; then one
 * statement marks the export downloaded and empties it, under the row's lock, so of any number
 * of downloads at once exactly one gets the file and the others are told it was used.
 * An export of another person (an administrator's) is served only while the asking account is
 * still an administrator and not disabled, read again in that same statement.
 */
export async function downloadExport(session: CurrentSession, accountId: number, token: string): Promise<Download> {
  const parsed = readExportToken(token);
  if (!parsed) throw new NotFound(M.notValid);
  const row = await db.dataExport.findUnique({
    where: { id: parsed.id },
    select: {
      requestedById: true,
      subject: true,
      tokenHash: true,
      status: true,
      downloadedAt: true,
      expiresAt: true,
      personId: true,
      requestedBy: { select: { level: true, disabled: true } },
    },
  });
  if (!row || row.requestedById !== accountId || row.status !== "ready" || !tokenMatches(parsed.secret, row.tokenHash)) {
    throw new NotFound(M.notValid);
  }
  const own = accountSubject(accountId);
  const stillAdmin = (a: { level: number; disabled: boolean }) => effectiveLevel(a.level) >= LEVEL.admin && !a.disabled;
  if (row.subject !== own && !stillAdmin(row.requestedBy)) throw new Forbidden(M.noLongerAdmin);
  if (row.downloadedAt) throw new Gone(M.used);
  const now = clock.now();
  if (!row.expiresAt || row.expiresAt <= now) throw new Gone(M.expired);
  const bytes = await db.$transaction(async (tx) => {
    const [taken] = await tx.$queryRaw<{ bytes: Uint8Array | null }[]>`
      UPDATE data_export d SET downloaded_at = ${now}, bytes = NULL
        FROM (SELECT id, bytes FROM data_export
               WHERE id = ${parsed.id} AND requested_by_id = ${accountId} AND token_hash = ${row.tokenHash}
                 AND status = 'ready' AND downloaded_at IS NULL AND expires_at > ${now}
                 AND (subject = ${own} OR EXISTS (
                       SELECT 1 FROM account a WHERE a.id = ${accountId} AND a.level >= ${LEVEL.admin} AND NOT a.disabled))
               FOR UPDATE) old
       WHERE d.id = old.id
      RETURNING old.bytes`;
    if (!taken?.bytes) return null;
    await logActivity(tx, {
      session,
      action: "data_export.download",
      entityType: "data_export",
      entityId: parsed.id,
      personId: row.personId,
      summary: "Downloaded a data export",
    });
    return taken.bytes;
  });
  if (!bytes) throw new Gone(M.used);
  return { bytes, fileName: `my-data-${now.toISOString().slice(0, 10)}.zip` };
}
