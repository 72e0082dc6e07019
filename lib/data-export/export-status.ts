import "server-only";
import { db } from "@/lib/db";
import type { DataExportView } from "./schemas";
import { accountSubject } from "./subject";
import { exportView, VIEW_COLUMNS } from "./view";

/** The latest export the account asked for of its own data, for its profile. */
export async function ownExportStatus(accountId: number): Promise<DataExportView | null> {
  const row = await db.dataExport.findFirst({
    where: { requestedById: accountId, subject: accountSubject(accountId) },
    orderBy: { id: "desc" },
    select: VIEW_COLUMNS,
  });
  return row ? exportView(row) : null;
}
