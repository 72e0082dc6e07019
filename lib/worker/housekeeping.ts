import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily clean-up, so that no table grows without end: expired sessions, codes and links,
 * ceremony state (passkey challenges, TOTP offers, provider sign-in flows and pending links:
 * lib/auth/ceremony-store.ts) and rate-limit counters (none of them can be used
 * once expired; the counters are the only clean-up the rate limits have), the files of data
 * exports whose download time has passed (the row stays, as a record that it was asked for), and mail
 * that was sent or cancelled longer ago than MAIL_RETENTION_DAYS, and old import batches. Failed mail stays until an
 * admin retries it.
 */
export async function cleanUp(): Promise<Record<string, number>> {
  const now = clock.now();
  const mailBefore = new Date(now.getTime() - env().MAIL_RETENTION_DAYS * DAY_MS);
  const removed = {
    sessions: (await db.session.deleteMany({ where: { expiresAt: { lt: now } } })).count,
    verifications: (await db.verification.deleteMany({ where: { expiresAt: { lt: now } } })).count,
    ceremonies: (await db.ceremonyState.deleteMany({ where: { expiresAt: { lt: now } } })).count,
    rateLimits: (await db.rateLimit.deleteMany({ where: { expiresAt: { lt: now } } })).count,
    dataExportFiles: (await db.dataExport.updateMany({ where: { expiresAt: { lt: now }, bytes: { not: null } }, data: { bytes: null } })).count,
    // Import batches hold the cells of an uploaded file: a preview nobody confirmed goes after a
    // day, an import a day after its undo window closed (docs/decisions/037-import-projects.md).
    importBatches: (
      await db.importBatch.deleteMany({
        where: {
          OR: [
            { state: "preview", createdAt: { lt: new Date(now.getTime() - DAY_MS) } },
            { state: { not: "preview" }, importedAt: { lt: new Date(now.getTime() - 2 * DAY_MS) } },
          ],
        },
      })
    ).count,
    mail: (
      await db.mail.deleteMany({
        where: { OR: [{ status: "sent", sentAt: { lt: mailBefore } }, { status: "cancelled", createdAt: { lt: mailBefore } }] },
      })
    ).count,
  };
  logEvent("jobs.housekeeping", removed);
  return removed;
}
