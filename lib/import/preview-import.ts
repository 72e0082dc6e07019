import "server-only";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { Invalid, TooLarge } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { requireEditor } from "@/lib/projects/permissions";
import { checkBatch, previewOf } from "./batch";
import { autoMap, IMPORT_MAX_FILE_BYTES } from "./fields";
import { IMPORT_MESSAGES as M } from "./messages";
import { readSpreadsheet } from "./read-file";
import type { ImportPreview } from "./schemas";

// POST /api/import/preview/: reads the file (off the request thread, read-file.ts), maps its columns
// by their headers, checks every row and keeps the batch for the editor to correct and confirm.
// Nothing of the directory is written until the confirmation (confirm-import.ts).

export async function previewImport(session: CurrentSession, input: { fileName: string; data: string }): Promise<ImportPreview> {
  requireEditor(session);
  const bytes = Buffer.from(input.data, "base64");
  if (bytes.byteLength > IMPORT_MAX_FILE_BYTES) throw new TooLarge(M.tooLarge);
  if (bytes.byteLength === 0) throw new Invalid({ file: [M.empty] });
  const started = performance.now();
  const grid = await readSpreadsheet(bytes);
  const read = performance.now();
  const columns = autoMap(grid.headers);
  const result = await checkBatch(undefined, grid.headers, grid.rows, columns);
  const batch = await db.importBatch.create({
    data: {
      accountId: session.accountId!,
      fileName: input.fileName,
      headers: grid.headers,
      columns,
      rows: grid.rows,
      emptyRows: grid.emptyRows,
      createdAt: clock.now(),
    },
  });
  logEvent("import.preview", {
    batch: batch.id,
    bytes: bytes.byteLength,
    rows: grid.rows.length,
    emptyRows: grid.emptyRows,
    readMs: Math.round(read - started),
    checkMs: Math.round(performance.now() - read),
  });
  return previewOf(batch, result);
}
