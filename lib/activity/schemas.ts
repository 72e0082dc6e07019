import { z } from "zod";
import { isInDateRange, isValidIsoDate } from "@/lib/dates";
import { idSchema, PROJECT_MESSAGES } from "@/lib/projects/schemas";

// Payload of POST /api/activity/, shared by the route and the filter form of /messages/.

export const ACTIVITY_MESSAGES = {
  toBeforeFrom: "The 'to' date cannot be before the 'from' date",
  pageInvalid: "Please give a page number",
} as const;

/** absent, null or "" = no limit */
const optionalDate = z
  .union([
    z.literal(""),
    z
      .string()
      .max(10, PROJECT_MESSAGES.dateInvalid)
      .refine(isValidIsoDate, PROJECT_MESSAGES.dateInvalid)
      .refine(isInDateRange, PROJECT_MESSAGES.dateOutOfRange),
  ], { error: PROJECT_MESSAGES.dateInvalid })
  .nullish()
  .transform((v) => v || null);

const fields = z.object({
  projectId: idSchema.nullish().transform((v) => v ?? null),
  personId: idSchema.nullish().transform((v) => v ?? null),
  from: optionalDate,
  to: optionalDate,
  page: z
    .number({ error: ACTIVITY_MESSAGES.pageInvalid })
    .int(ACTIVITY_MESSAGES.pageInvalid)
    .min(1, ACTIVITY_MESSAGES.pageInvalid)
    .max(1_000_000, ACTIVITY_MESSAGES.pageInvalid)
    .nullish()
    .transform((v) => v ?? 1),
});

export const activityQuerySchema = fields.refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: ACTIVITY_MESSAGES.toBeforeFrom,
  path: ["to"],
});

export type ActivityQueryInput = z.input<typeof activityQuerySchema>;
export type ActivityQuery = z.output<typeof activityQuerySchema>;
