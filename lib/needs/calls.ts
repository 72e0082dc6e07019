import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { needsAnswerSchema } from "./schemas";

// "What needs you" at the top of My Profile (docs/product.md#what-needs-you): counts for the
// signed-in account only. One fragment of the table of calls, lib/http/calls.ts.

export const needsCalls = {
  "GET /api/profile/needs/": { level: LEVEL.account, answer: needsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
