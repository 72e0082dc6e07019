import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { contributionsAnswerSchema } from "./schemas";

// "My contributions" (docs/product.md#my-contributions): the account's own people only; the PDF
// and the CSV are files to save, not JSON. One fragment of the table of calls, lib/http/calls.ts.

export const contributionCalls = {
  "GET /api/profile/contributions/": { level: LEVEL.account, answer: contributionsAnswerSchema },
  "GET /api/profile/contributions/pdf/": { level: LEVEL.account },
  "GET /api/profile/contributions/csv/": { level: LEVEL.account },
} as const satisfies Record<string, CallSpec>;
