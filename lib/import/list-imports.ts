import "server-only";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { requireEditor } from "@/lib/projects/permissions";
import { importedOf } from "./batch";
import { IMPORT_UNDO_MS } from "./fields";
import type { ImportedBatch } from "./schemas";

/** GET /api/import/: the caller's own imports of the last day, newest first, each with its undo deadline. */
export async function listImports(session: CurrentSession): Promise<ImportedBatch[]> {
  requireEditor(session);
  const since = new Date(clock.ms() - IMPORT_UNDO_MS);
  const batches = await db.importBatch.findMany({
    where: { accountId: session.accountId ?? -1, state: { in: ["imported", "undone"] }, importedAt: { gte: since } },
    orderBy: { importedAt: "desc" },
    take: 20,
  });
  return batches.map(importedOf);
}
