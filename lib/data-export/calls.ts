import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { adminDataExportSchema, dataExportAnswerSchema, dataExportStatusAnswerSchema, downloadDataExportSchema, requestDataExportSchema } from "./schemas";

// "Download my data" (docs/product.md#download-my-data): an account asks for its own data,
// prepared by the worker; the download takes the token of the link and answers the ZIP itself
// (not JSON), once, to the account that asked. One fragment of the table of calls,
// lib/http/calls.ts.

export const dataExportCalls = {
  "GET /api/data_export/": { level: LEVEL.account, answer: dataExportStatusAnswerSchema },
  "POST /api/data_export/": { level: LEVEL.account, body: requestDataExportSchema, answer: dataExportAnswerSchema },
  "POST /api/data_export/download/": { level: LEVEL.account, body: downloadDataExportSchema },
  "POST /api/admin/data_export/": { level: LEVEL.admin, body: adminDataExportSchema, answer: dataExportAnswerSchema, refused: fieldErrorsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
