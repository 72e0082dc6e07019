import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { figureCsvQuerySchema, reportQuerySchema } from "./filters";

// The overview's files (docs/product.md#overview): a figure's numbers as CSV and the annual
// report as PDF, for levels 2 and up (a visitor's are their organisation's). Both are files to
// save, not JSON; a query they cannot read answers 422 with field errors. The page itself is
// rendered on the server and has no call of its own. One fragment of the table of calls,
// lib/http/calls.ts.

export const overviewCalls = {
  "GET /api/overview/csv/": { level: LEVEL.quickAccess, query: figureCsvQuerySchema },
  "GET /api/overview/report/": { level: LEVEL.quickAccess, query: reportQuerySchema },
} as const satisfies Record<string, CallSpec>;
