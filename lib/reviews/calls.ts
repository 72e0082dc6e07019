import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { noActiveLeadAnswerSchema, remindersSettingAnswerSchema, remindersSettingSchema, stillCurrentAnswerSchema, stillCurrentSchema } from "./schemas";

// Review reminders (docs/product.md#review-reminders): a lead's "Still current" from the page a
// reminder's link opens (no session needed; the signed single-use token is the authority), and
// the editors' list of projects without an active lead, and each member's switch for reminders. One fragment of the table of calls,
// lib/http/calls.ts.

export const reviewCalls = {
  "POST /api/review/still_current/": { level: LEVEL.anonymous, body: stillCurrentSchema, answer: stillCurrentAnswerSchema, refused: fieldErrorsAnswerSchema },
  "GET /api/projects_without_active_lead/": { level: LEVEL.editor, answer: noActiveLeadAnswerSchema },
  "GET /api/profile/reminders/": { level: LEVEL.account, answer: remindersSettingAnswerSchema },
  "POST /api/profile/reminders/": { level: LEVEL.account, body: remindersSettingSchema, answer: remindersSettingAnswerSchema, refused: fieldErrorsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
