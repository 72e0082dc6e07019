import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { Conflict, Invalid } from "@/lib/errors";
import { requireEditor } from "@/lib/projects/permissions";
import { checkBatch, headersOf, lockOwnBatch, previewOf, rowsOf } from "./batch";
import type { ImportField } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import type { ImportPreview } from "./schemas";

// POST /api/import/check/: the editor's column mapping and corrected cells, kept in the batch and
// checked again. Only the batch's owner, and only before it is imported.

type Input = { id: number; columns: ImportField[]; edits: { line: number; column: number; value: string }[] };

export async function checkImport(session: CurrentSession, input: Input): Promise<ImportPreview> {
  requireEditor(session);
  return db.$transaction(async (tx) => {
    const batch = await lockOwnBatch(tx, session, input.id);
    if (batch.state !== "preview") throw new Conflict(batch.state === "imported" ? M.alreadyImported : M.undone);
    const headers = headersOf(batch);
    if (input.columns.length !== headers.length) throw new Invalid({ columns: ["Please choose a field for every column."] });
    const rows = rowsOf(batch);
    const byLine = new Map(rows.map((row) => [row.line, row]));
    for (const edit of input.edits) {
      const row = byLine.get(edit.line);
      if (!row || edit.column >= headers.length) throw new Invalid({ edits: ["A corrected cell is not in the file. Please reload and try again."] });
      row.cells[edit.column] = edit.value.trim();
    }
    const result = await checkBatch(tx, headers, rows, input.columns);
    const saved = await tx.importBatch.update({ where: { id: batch.id }, data: { columns: input.columns, rows } });
    return previewOf(saved, result);
  });
}
