import { z } from "zod";
import { IMPORT_FIELDS, IMPORT_MAX_COLUMNS, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from "./fields";

// The import calls (docs/product.md#importing-projects): the file goes up as base64 in the one
// JSON contract of the calls table; the batch's cells stay on the server and only corrections
// and the column mapping travel back.

const MAX_INT = 2_147_483_647;
const batchId = z.number({ error: "Please give the import's number" }).int().positive().max(MAX_INT);

/** base64 of at most 5 MB, and the JSON around it. */
export const IMPORT_MAX_BODY = Math.ceil(IMPORT_MAX_FILE_BYTES / 3) * 4 + 4096;

/** POST /api/import/preview/ */
export const previewImportSchema = z.object({
  fileName: z.string().trim().min(1, "Please choose a file").max(255, "The file's name is too long"),
  data: z
    .string({ error: "Please choose a file" })
    .min(1, "The file is empty.")
    .max(IMPORT_MAX_BODY)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "The file could not be read."),
});

const importFieldSchema = z.enum(IMPORT_FIELDS);

/** POST /api/import/check/: the mapping of every column and the cells the editor corrected. */
export const checkImportSchema = z.object({
  id: batchId,
  columns: z.array(importFieldSchema).max(IMPORT_MAX_COLUMNS),
  edits: z
    .array(
      z.object({
        line: z.number().int().positive().max(MAX_INT),
        column: z.number().int().min(0).max(IMPORT_MAX_COLUMNS - 1),
        value: z.string().max(8000, "A cell can hold at most 8,000 characters"),
      }),
    )
    .max(IMPORT_MAX_ROWS)
    .default([]),
});

/** POST /api/import/confirm/ and /api/import/undo/ */
export const importIdSchema = z.object({ id: batchId });

const problemSchema = z.strictObject({ column: z.number().int().nullable(), message: z.string() });

const importPreviewSchema = z.strictObject({
  id: z.number().int(),
  fileName: z.string(),
  state: z.enum(["preview", "imported", "undone"]),
  headers: z.array(z.string()),
  columns: z.array(importFieldSchema),
  fileProblems: z.array(z.string()),
  rows: z.array(
    z.strictObject({
      line: z.number().int(),
      kind: z.enum(["project", "milestone"]),
      cells: z.array(z.string()),
      problems: z.array(problemSchema),
    }),
  ),
  summary: z.strictObject({
    /** The rows of data read (empty rows are not among them). */
    rowsRead: z.number().int(),
    /** The rows Import would write now: every row read, or none while anything has a problem. */
    rowsToImport: z.number().int(),
    rowsWithProblems: z.number().int(),
    /** The rows the file has that are not imported, by why: empty rows among the data. */
    rowsLeftOut: z.strictObject({ empty: z.number().int() }),
    projects: z.number().int(),
    milestones: z.number().int(),
    newPeople: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/import/preview/ and /api/import/check/ (200) */
export const importPreviewAnswerSchema = z.strictObject({ batch: importPreviewSchema });

const importedSchema = z.strictObject({
  id: z.number().int(),
  fileName: z.string(),
  state: z.enum(["imported", "undone"]),
  projectCount: z.number().int(),
  importedAt: z.string(),
  /** Until when the editor may undo it (null once undone). */
  undoUntil: z.string().nullable(),
});
export type ImportedBatch = z.infer<typeof importedSchema>;

/** GET /api/import/: the caller's imports of the last day (for undo). */
export const importsAnswerSchema = z.strictObject({ imports: z.array(importedSchema) });

/** POST /api/import/confirm/ (200) */
export const confirmImportAnswerSchema = z.strictObject({ message: z.string(), imported: importedSchema, projects: z.array(z.number().int()) });

/** POST /api/import/undo/ (200) */
export const undoImportAnswerSchema = z.strictObject({ message: z.string(), imported: importedSchema });
/** 409 when rows it made have changed since: which projects. */
export const undoImportRefusalSchema = z.strictObject({
  errorMessage: z.string(),
  changed: z.array(z.strictObject({ id: z.number(), short_description: z.string() })).optional(),
});
/** GET /api/import/template/?format=xlsx|csv (xlsx when absent). */
export const templateQuerySchema = z.object({ format: z.enum(["xlsx", "csv"]).default("xlsx") });
