import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { retentionAnswerSchema } from "./schemas";

// The admin's list of who the retention task will warn or disable next: one fragment of the
// table of calls, lib/http/calls.ts.

export const retentionCalls = {
  "GET /api/admin/retention/": { level: LEVEL.admin, answer: retentionAnswerSchema },
} as const satisfies Record<string, CallSpec>;
