import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { activityFilterOptionsSchema, activityPageSchema, activityQuerySchema } from "./schemas";

// Messages (the activity log): one fragment of the table of calls, lib/http/calls.ts.

export const activityCalls = {
  "POST /api/activity/": { level: LEVEL.messages, body: activityQuerySchema, answer: activityPageSchema },
  "GET /api/activity/filters/": { level: LEVEL.messages, answer: activityFilterOptionsSchema },
} as const satisfies Record<string, CallSpec>;
