import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import {
  createSavedSearchSchema,
  deleteSavedSearchAnswerSchema,
  deleteSavedSearchSchema,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  updateSavedSearchSchema,
} from "./schemas";

// Opportunity alerts: a member's saved searches (docs/product.md#opportunity-alerts). One
// fragment of the table of calls, lib/http/calls.ts.

export const alertCalls = {
  "GET /api/saved_searches/": { level: LEVEL.account, answer: savedSearchesAnswerSchema },
  "POST /api/saved_searches/": { level: LEVEL.account, body: createSavedSearchSchema, answer: savedSearchAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/saved_searches/update/": { level: LEVEL.account, body: updateSavedSearchSchema, answer: savedSearchAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/saved_searches/delete/": { level: LEVEL.account, body: deleteSavedSearchSchema, answer: deleteSavedSearchAnswerSchema },
} as const satisfies Record<string, CallSpec>;
