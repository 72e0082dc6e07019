import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db, type Db, type Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import type { ImportBatch } from "@/lib/generated/prisma/client";
import { addressesIn, checkRows } from "./check-rows";
import type { CheckResult } from "./planned";
import { IMPORT_UNDO_MS, type ImportField } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import { knownAddresses, loadReference } from "./reference";
import type { ImportedBatch, ImportPreview } from "./schemas";

// A batch as stored (import_batch) and as the screen reads it.

export type StoredRow = { line: number; cells: string[] };
export type Created = { projects: number[]; milestones: number[]; people: number[] };

export const rowsOf = (batch: Pick<ImportBatch, "rows">) => batch.rows as StoredRow[];
export const columnsOf = (batch: Pick<ImportBatch, "columns">) => batch.columns as ImportField[];
export const headersOf = (batch: Pick<ImportBatch, "headers">) => batch.headers as string[];

/**
 * The caller's own batch, locked for the rest of the transaction: another editor's batch, or one
 * that does not exist, is "no longer exists" alike (nobody learns which numbers are in use).
 */
export async function lockOwnBatch(tx: Tx, session: CurrentSession, id: number): Promise<ImportBatch> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM import_batch WHERE id = ${id} AND account_id = ${session.accountId ?? -1} FOR UPDATE`;
  if (!locked) throw new NotFound(M.notFound);
  return tx.importBatch.findUniqueOrThrow({ where: { id } });
}

/** The rows checked against the lists and people as they are now. */
export async function checkBatch(client: Db | Tx | undefined, headers: string[], rows: StoredRow[], columns: ImportField[]): Promise<CheckResult> {
  const reader = client ?? db;
  const [reference, known] = await Promise.all([loadReference(reader), knownAddresses(reader, addressesIn(rows))]);
  return await checkRows(headers, rows, columns, reference, known);
}

/**
 * The batch as the screen shows it, with its counts: the rows of data read, the rows Import would
 * write now (all of them, or none while any row or the columns have a problem: an import is all
 * rows or none), and the rows left out (the empty ones, skipped when the file was read).
 */
export function previewOf(batch: ImportBatch, result: CheckResult): ImportPreview {
  const rowsWithProblems = result.rows.filter((r) => r.problems.length).length;
  const ready = !rowsWithProblems && !result.fileProblems.length && result.projects.length > 0;
  return {
    id: batch.id,
    fileName: batch.fileName,
    state: batch.state,
    headers: headersOf(batch),
    columns: columnsOf(batch),
    fileProblems: result.fileProblems,
    rows: result.rows,
    summary: {
      rowsRead: result.rows.length,
      rowsToImport: ready ? result.rows.length : 0,
      rowsWithProblems,
      rowsLeftOut: { empty: batch.emptyRows },
      projects: result.projects.length,
      milestones: result.milestoneCount,
      newPeople: result.newPeople.length,
    },
  };
}

export function importedOf(batch: ImportBatch): ImportedBatch {
  const importedAt = batch.importedAt ?? batch.createdAt;
  return {
    id: batch.id,
    fileName: batch.fileName,
    state: batch.state === "undone" ? "undone" : "imported",
    projectCount: batch.projectCount,
    importedAt: importedAt.toISOString(),
    undoUntil: batch.state === "imported" ? new Date(importedAt.getTime() + IMPORT_UNDO_MS).toISOString() : null,
  };
}
