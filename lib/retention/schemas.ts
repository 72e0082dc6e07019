import { z } from "zod";

// GET /api/admin/retention/ (docs/product.md#retention): the settings in force and the accounts
// the daily task will act on: those it will warn, and those warned that it will disable on a day.

const retentionAccountSchema = z.strictObject({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  lastActiveAt: z.iso.datetime(),
  /** null: not warned yet (the next run warns) */
  warnedAt: z.iso.datetime().nullable(),
  /** the day it is disabled unless someone signs in; null until warned */
  disableOn: z.iso.datetime().nullable(),
});
export type RetentionAccount = z.infer<typeof retentionAccountSchema>;

export const retentionAnswerSchema = z.strictObject({
  inactiveMonths: z.number().int().positive(),
  activityYears: z.number().int().positive(),
  toWarn: z.array(retentionAccountSchema),
  warned: z.array(retentionAccountSchema),
});
export type RetentionAnswer = z.infer<typeof retentionAnswerSchema>;
