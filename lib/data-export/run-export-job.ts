import "server-only";
import type { Job } from "pg-boss";
import { dataExportFailedMail, dataExportReadyMail } from "@/emails/data-export";
import { seal } from "@/lib/crypto/secret-box";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { DATA_EXPORT_QUEUE, QUEUES, type DataExportJob } from "@/lib/jobs/queues";
import { logError, logEvent } from "@/lib/log";
import { queueMail } from "@/lib/mail/queue-mail";
import { buildZip } from "./build-zip";
import { collectExport } from "./collect";
import { EXPORT_LINK_HOURS } from "./messages";
import { resolveSubject } from "./subject";
import { downloadUrl, newExportToken } from "./token";
import { TOKEN_PURPOSE } from "./view";

const LINK_MS = EXPORT_LINK_HOURS * 60 * 60 * 1000;

/**
 * The worker's handler of the export queue: reads the subject's data, builds the ZIP and, in one
 * transaction, stores it with the hash of a new download token, starts its 24 hours and queues
 * the "ready" mail to the asker. A failure is retried by the queue; the last try marks the export
 * failed, which frees its asker to ask again, and mails them so.
 */
export async function runExportJob(job: Job<DataExportJob>): Promise<void> {
  const id = job.data.exportId;
  const row = await db.dataExport.findUnique({
    where: { id },
    select: { status: true, subject: true, personId: true, requestedBy: { select: { email: true, username: true } }, person: { select: { firstName: true, lastName: true } } },
  });
  if (!row || row.status !== "pending") return;
  const about = row.person ? `${row.person.firstName} ${row.person.lastName}` : null;
  // An administrator's export of a person names them; "" once the person is gone.
  const asker = { email: row.requestedBy.email, about: about ?? (row.subject.startsWith("person:") ? "" : null) };
  try {
    const subject = await resolveSubject(row.subject);
    if (!subject) return markFailed(id, asker, "subject_gone");
    const zip = buildZip(await collectExport(subject));
    const { token, hash } = newExportToken(id);
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const done = await tx.dataExport.updateMany({
        where: { id, status: "pending" },
        data: {
          status: "ready",
          pendingMarker: null,
          bytes: new Uint8Array(zip),
          size: zip.byteLength,
          tokenHash: hash,
          tokenSealed: seal(token, TOKEN_PURPOSE),
          readyAt: now,
          expiresAt: new Date(now.getTime() + LINK_MS),
        },
      });
      if (done.count !== 1) return;
      const url = downloadUrl(token);
      const mail = dataExportReadyMail({ about, url, hours: EXPORT_LINK_HOURS, username: row.requestedBy.username });
      await queueMail(tx, { kind: "data_export.ready", to: row.requestedBy.email, secret: true, link: url, ...mail });
    });
    logEvent("data_export.ready", { exportId: id, bytes: zip.byteLength });
  } catch (error) {
    const last = job.retryCount >= (QUEUES[DATA_EXPORT_QUEUE].retryLimit ?? 0);
    logError("data_export.failed", error, { exportId: id, last });
    if (!last) throw error;
    await markFailed(id, asker, "error");
  }
}

/** Gives up on the export and tells the asker, once, in the same transaction. */
async function markFailed(id: number, asker: { email: string; about: string | null }, reason: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const failed = await tx.dataExport.updateMany({ where: { id, status: "pending" }, data: { status: "failed", pendingMarker: null } });
    if (failed.count === 1) await queueMail(tx, { kind: "data_export.failed", to: asker.email, ...dataExportFailedMail({ about: asker.about }) });
  });
  logEvent("data_export.gave_up", { exportId: id, reason });
}
