import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { IMPORT_MESSAGES } from "./messages";
import {
  checkImportSchema,
  confirmImportAnswerSchema,
  IMPORT_MAX_BODY,
  importIdSchema,
  importPreviewAnswerSchema,
  importsAnswerSchema,
  previewImportSchema,
  templateQuerySchema,
  undoImportAnswerSchema,
  undoImportRefusalSchema,
} from "./schemas";

// Importing projects and milestones from a spreadsheet (docs/product.md#importing-projects):
// editors only. The file travels as base64 in the JSON body, the one call that takes more than
// 1 MB; the template is a file to save, not JSON. One fragment of the table of calls,
// lib/http/calls.ts.

export const importCalls = {
  "POST /api/import/preview/": {
    level: LEVEL.editor,
    body: previewImportSchema,
    maxBody: IMPORT_MAX_BODY,
    tooLarge: IMPORT_MESSAGES.tooLarge,
    answer: importPreviewAnswerSchema,
    refused: fieldErrorsAnswerSchema,
  },
  "POST /api/import/check/": { level: LEVEL.editor, body: checkImportSchema, maxBody: 1024 * 1024, answer: importPreviewAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/import/confirm/": { level: LEVEL.editor, body: importIdSchema, answer: confirmImportAnswerSchema },
  "POST /api/import/undo/": { level: LEVEL.editor, body: importIdSchema, answer: undoImportAnswerSchema, refused: undoImportRefusalSchema },
  "GET /api/import/": { level: LEVEL.editor, answer: importsAnswerSchema },
  "GET /api/import/template/": { level: LEVEL.editor, query: templateQuerySchema },
} as const satisfies Record<string, CallSpec>;
