import { z } from "zod";

// POST /api/review/still_current/: the token from the reminder's link.
export const stillCurrentSchema = z.object({ token: z.string().min(10).max(200).regex(/^[A-Za-z0-9_.-]+$/) });

export const stillCurrentAnswerSchema = z.strictObject({
  success: z.literal(true),
  project: z.strictObject({ id: z.number().int(), short_description: z.string() }),
});
export type StillCurrentAnswer = z.infer<typeof stillCurrentAnswerSchema>;

// GET /api/projects_without_active_lead/ (level 6+): projects no lead with an active account looks after.
export const noActiveLeadAnswerSchema = z.strictObject({
  projects: z.array(z.strictObject({ id: z.number().int(), short_description: z.string() })),
});
