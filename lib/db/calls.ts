import { z } from "zod";
import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";

// The health check: one fragment of the table of calls, lib/http/calls.ts. Served by its own
// handler, outside the route wrapper (app/api/health/route.ts): it must answer when sessions
// cannot be read, and an orchestrator may call it by address.

export const healthCalls = {
  "GET /api/health/": {
    level: LEVEL.anonymous,
    answer: z.strictObject({ status: z.enum(["ok", "unavailable"]), errorMessage: z.string().optional() }),
  },
} as const satisfies Record<string, CallSpec>;
