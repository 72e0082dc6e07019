import { z } from "zod";
import { isoDate } from "@/lib/projects/schemas";
import { REVIEW_MESSAGES } from "./messages";

/** A lead's answers to "Still current?": as it is, now Completed, or due later. */
export const REVIEW_ANSWERS = ["current", "completed", "move_completion"] as const;

// POST /api/review/still_current/: the token from the reminder's link, and the answer (as it is
// unless said otherwise); a moved completion date comes with the date.
export const stillCurrentSchema = z
  .object({
    token: z.string().min(10).max(200).regex(/^[A-Za-z0-9_.-]+$/),
    answer: z.enum(REVIEW_ANSWERS, { error: REVIEW_MESSAGES.answerUnknown }).default("current"),
    completion_date: isoDate(REVIEW_MESSAGES.completionDateRequired).optional(),
  })
  .refine((body) => body.answer !== "move_completion" || !!body.completion_date, {
    path: ["completion_date"],
    error: REVIEW_MESSAGES.completionDateRequired,
  });
export type StillCurrentInput = z.infer<typeof stillCurrentSchema>;

export const stillCurrentAnswerSchema = z.strictObject({
  success: z.literal(true),
  project: z.strictObject({ id: z.number().int(), short_description: z.string() }),
  answer: z.enum(REVIEW_ANSWERS),
});
export type StillCurrentAnswer = z.infer<typeof stillCurrentAnswerSchema>;

// GET /api/projects_without_active_lead/ (level 6+): projects no lead with an active account looks after.
export const noActiveLeadAnswerSchema = z.strictObject({
  projects: z.array(z.strictObject({ id: z.number().int(), short_description: z.string() })),
});

// GET and POST /api/profile/reminders/: review reminders to the account's address on or off.
export const remindersSettingSchema = z.object({ on: z.boolean({ error: "Please choose on or off" }) });
export const remindersSettingAnswerSchema = z.strictObject({ on: z.boolean() });
