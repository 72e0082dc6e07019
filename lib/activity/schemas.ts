import { z } from "zod";
import { isInDateRange, isValidIsoDate } from "@/lib/dates";
import { DATE_MESSAGES, idSchema } from "@/lib/validation/common-fields";

// Payload and answers of the activity-log calls, shared by the routes and the /messages/ screen.

const ACTIVITY_MESSAGES = {
  toBeforeFrom: "The 'to' date cannot be before the 'from' date",
  pageInvalid: "Please give a page number",
} as const;

/** absent, null or "" = no limit */
const optionalDate = z
  .union([
    z.literal(""),
    z
      .string()
      .max(10, DATE_MESSAGES.dateInvalid)
      .refine(isValidIsoDate, DATE_MESSAGES.dateInvalid)
      .refine(isInDateRange, DATE_MESSAGES.dateOutOfRange),
  ], { error: DATE_MESSAGES.dateInvalid })
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

export const ACTIVITY_PAGE_SIZE = 50;

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/** One field that changed: values already rendered for people ("(none)" when empty). */
const activityChangeSchema = z.strictObject({ field: z.string(), before: z.string(), after: z.string() });
export type ActivityChange = z.infer<typeof activityChangeSchema>;

const activityEntrySchema = z.strictObject({
  /** the log row id (a bigint, sent as text) */
  id: z.string().regex(/^\d+$/),
  /** ISO timestamp (UTC) */
  at: z.iso.datetime(),
  actor: z.string(),
  /** e.g. project.update, milestone.delete, person.create */
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  projectId: id.nullable(),
  /** the project's current name, or its last logged name once deleted */
  projectName: z.string().nullable(),
  /** false once the project has been deleted (no link then) */
  projectExists: z.boolean(),
  personId: id.nullable(),
  personName: z.string().nullable(),
  summary: z.string(),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** POST /api/activity/: one page, newest first. */
export const activityPageSchema = z.strictObject({
  entries: z.array(activityEntrySchema),
  page: z.number().int().positive(),
  pageSize: z.literal(ACTIVITY_PAGE_SIZE),
  total: count,
  pageCount: z.number().int().positive(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

const filterOptionSchema = z.strictObject({ id, name: z.string() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** GET /api/activity/filters/ */
export const activityFilterOptionsSchema = z.strictObject({
  projects: z.array(filterOptionSchema),
  people: z.array(filterOptionSchema),
});
export type ActivityFilterOptions = z.infer<typeof activityFilterOptionsSchema>;
