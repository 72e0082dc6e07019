import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import type { CurrentSession } from "@/lib/current-session";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { addJob } from "@/lib/jobs/enqueue";
import { DATA_EXPORT_QUEUE, type DataExportJob } from "@/lib/jobs/queues";
import { EXPORT_MESSAGES } from "./messages";
import type { DataExportView } from "./schemas";
import { accountSubject, personSubject } from "./subject";
import { exportView, VIEW_COLUMNS } from "./view";

// Asking for an export: a pending row and its job, in one transaction with the activity entry.
// Always prepared by the worker (run-export-job.ts), however small, so a request never waits and
// one path is tested. One pending export per asker and subject: the asker's account row is locked
// first, so parallel requests are taken one after the other and the second gets the first's row
// (a unique index on the pending rows holds it too).

type Target = { subject: string; accountId: number | null; personId: number | null; summary: string };

async function requestExport(session: CurrentSession, requesterId: number, target: Target): Promise<DataExportView> {
  return db.$transaction(async (tx) => {
    const [requester] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM account WHERE id = ${requesterId} FOR UPDATE`;
    if (!requester) throw new NotFound();
    const pending = await tx.dataExport.findFirst({
      where: { requestedById: requesterId, subject: target.subject, status: "pending" },
      select: VIEW_COLUMNS,
    });
    if (pending) return exportView(pending);
    const row = await tx.dataExport.create({
      data: { subject: target.subject, accountId: target.accountId, personId: target.personId, requestedById: requesterId, createdAt: clock.now() },
      select: VIEW_COLUMNS,
    });
    await addJob(tx, DATA_EXPORT_QUEUE, { exportId: row.id } satisfies DataExportJob);
    await logActivity(tx, {
      session,
      action: "data_export.request",
      entityType: "data_export",
      entityId: row.id,
      personId: target.personId,
      summary: target.summary,
    });
    return exportView(row);
  });
}

/** The signed-in account's own data (docs/product.md#download-my-data). */
export function requestOwnExport(session: CurrentSession, accountId: number): Promise<DataExportView> {
  return requestExport(session, accountId, { subject: accountSubject(accountId), accountId, personId: null, summary: "Asked for a copy of their data" });
}

/** An administrator's export of any person, with or without an account (the route requires level 9). */
export async function requestPersonExport(session: CurrentSession, adminId: number, personId: number): Promise<DataExportView> {
  const person = await db.person.findUnique({ where: { id: personId }, select: { firstName: true, lastName: true } });
  if (!person) throw new NotFound(EXPORT_MESSAGES.noPerson);
  return requestExport(session, adminId, {
    subject: personSubject(personId),
    accountId: null,
    personId,
    summary: `Asked for the data of ${person.firstName} ${person.lastName}`,
  });
}
