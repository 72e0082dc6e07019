import { z } from "zod";
import { isInDateRange, isValidIsoDate } from "@/lib/dates";
import { idSchema, MAX_DATABASE_INT } from "@/lib/validation/common-fields";
import { PROJECT_MESSAGES } from "./messages";
import { milestoneSchema, projectSchema } from "./project-schema";

// Payloads of the project calls (docs/product.md#calls), shared by the route handlers and the
// dialogs. Checks that need the database (unknown status, domain, role or person ids) are made on
// the server after parsing and answer 422 under the same field keys. Objects strip unknown keys, so
// no payload can set a version, level or another record's id.

export { PROJECT_MESSAGES };
const M = PROJECT_MESSAGES;

/**
 * Runs `inner` on the field's value and reports every problem under the field's own key
 * (e.g. "people" rather than "people.2.role"), which is where the dialog shows it.
 */
function flat<T extends z.ZodType>(inner: T, message?: string) {
  // optional() first, so an absent key reaches `inner` (which decides whether it may be absent)
  return z.unknown().optional().transform((value, ctx): z.output<T> => {
    const parsed = inner.safeParse(value);
    if (parsed.success) return parsed.data;
    const messages = message ? [message] : [...new Set(parsed.error.issues.map((i) => i.message))];
    for (const m of messages) ctx.addIssue({ code: "custom", message: m });
    return z.NEVER;
  });
}

export function isoDate(required: string) {
  return z
    .string({ error: required })
    .trim()
    // abort: one message per date, the first that applies
    .min(1, { error: required, abort: true })
    .max(10, { error: M.dateInvalid, abort: true })
    .refine(isValidIsoDate, { error: M.dateInvalid, abort: true })
    .refine(isInDateRange, M.dateOutOfRange);
}

/** An optional date: absent, null or "" all mean none. */
const optionalIsoDate = z
  .union([z.literal(""), isoDate(M.dateInvalid)], { error: M.dateInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

export const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** An id list; absent means empty. */
const idList = z.array(idSchema).max(200).default([]);

const domainsInputSchema = z.object({ eml: idList, rcoa: idList });

const peopleInputSchema = z
  .array(z.object({ id: idSchema, role: idSchema }))
  .max(200)
  .refine((people) => new Set(people.map((p) => p.id)).size === people.length, M.peopleDuplicate);

const statusSchema = z.number({ error: M.statusRequired }).int().positive(M.statusRequired).max(MAX_DATABASE_INT);

/** absent, null or 0 = a new record */
export const optionalId = z
  .union([z.literal(0), idSchema])
  .nullish()
  .transform((v) => v || null);
const versionSchema = z.number().int().positive().max(MAX_DATABASE_INT).optional();

const projectFields = z.object({
  id: optionalId,
  version: versionSchema,
  short_description: text(M.shortDescriptionRequired, 200, M.shortDescriptionTooLong),
  long_description: text(M.longDescriptionRequired, 4000, M.longDescriptionTooLong),
  start_date: isoDate(M.startDateRequired),
  expected_completion_date: optionalIsoDate,
  status: statusSchema,
  /** absent keeps the project's domains (a new project gets none) */
  domains: flat(domainsInputSchema.optional(), M.domainsInvalid),
  /** absent keeps the project's people (a new project gets none) */
  people: flat(peopleInputSchema.optional()),
});

const datesInOrder = (start: string, end: string | null) => !end || end >= start;

/** POST /api/add_edit_project/ */
export const saveProjectSchema = projectFields.refine(
  (p) => datesInOrder(p.start_date, p.expected_completion_date),
  {
    message: M.completionBeforeStart,
    path: ["expected_completion_date"],
    when: (payload) =>
      projectFields.pick({ start_date: true, expected_completion_date: true }).safeParse(payload.value).success,
  },
);
export type SaveProjectInput = z.input<typeof saveProjectSchema>;
export type SaveProjectData = z.output<typeof saveProjectSchema>;

const milestoneFields = z.object({
  id: optionalId,
  project: idSchema,
  version: versionSchema,
  description: text(M.descriptionRequired, 4000, M.descriptionTooLong),
  start_date: isoDate(M.startDateRequired),
  end_date: optionalIsoDate,
  status: statusSchema,
  looking_for: z.number({ error: M.lookingForRequired }).int().positive(M.lookingForRequired).max(MAX_DATABASE_INT),
  domains: flat(domainsInputSchema.optional(), M.domainsInvalid),
  people: flat(peopleInputSchema.optional()),
});

/** POST /api/add_edit_milestone/ */
export const saveMilestoneSchema = milestoneFields.refine((m) => datesInOrder(m.start_date, m.end_date), {
  message: M.completionBeforeStart,
  path: ["end_date"],
  when: (payload) => milestoneFields.pick({ start_date: true, end_date: true }).safeParse(payload.value).success,
});
export type SaveMilestoneInput = z.input<typeof saveMilestoneSchema>;
export type SaveMilestoneData = z.output<typeof saveMilestoneSchema>;

const optionalIdList = z.array(idSchema).max(200).nullish().transform((v) => v ?? []);

/** POST /api/project_search/ and the `q` parameter of the CSV export. */
export const projectSearchSchema = z.object({
  /** which list to search: every visible project (default) or the viewer's own */
  scope: z.enum(["all", "own"]).nullish().transform((v) => v ?? "all"),
  andOr: z.enum(["OR", "AND"]).nullish().transform((v) => v ?? "OR"),
  text: z.string().max(200).nullish().transform((v) => v?.trim() ?? ""),
  domains: z
    .object({ eml: optionalIdList, rcoa: optionalIdList })
    .nullish()
    .transform((v) => v ?? { eml: [], rcoa: [] }),
  status: z
    .object({ project_status: optionalIdList, milestone_status: optionalIdList })
    .nullish()
    .transform((v) => v ?? { project_status: [], milestone_status: [] }),
  milestone_looking_for: optionalIdList,
  /** only projects that need review (docs/product.md#review-reminders), whatever andOr says */
  needs_review: z.boolean().nullish().transform((v) => v ?? false),
  /** only projects with someone of this organisation on them (the overview's links), whatever andOr says */
  organisation: idSchema.nullish().transform((v) => v ?? null),
});

/** GET /api/export_projects/?scope=all|own&q=<the search body's JSON>: the list the screen shows, as CSV. */
export const exportProjectsQuerySchema = z.object({
  scope: z.enum(["all", "own"]).catch("all"),
  q: z
    .string()
    .optional()
    .transform((text, ctx): unknown => {
      if (!text) return undefined;
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: "custom", message: "The search could not be read." });
        return z.NEVER;
      }
    })
    .pipe(projectSearchSchema.optional()),
});
export type ProjectSearchInput = z.input<typeof projectSearchSchema>;
export type ProjectSearchCriteria = z.output<typeof projectSearchSchema>;

/** POST /api/deleteproject/ */
export const deleteProjectSchema = z.object({ id: idSchema });
/** POST /api/deletemilestone/ */
export const deleteMilestoneSchema = z.object({ id: idSchema, project: idSchema.nullish() });

// Answers. The saves answer the record as the lists show it, checked with the one schema of a
// project (project-schema.ts). Refusals: 422 field errors (FieldErrorsAnswer in
// lib/http/zod-errors.ts), 403, 404, and 409 ConflictAnswer with the record as it is now.

/** POST /api/add_edit_project/ (200) */
export const saveProjectAnswerSchema = z.strictObject({ type: z.enum(["new", "update"]), project: projectSchema });
export type SaveProjectAnswer = z.infer<typeof saveProjectAnswerSchema>;

/** POST /api/add_edit_milestone/ (200): the milestone and its project as they are now. */
export const saveMilestoneAnswerSchema = z.strictObject({ milestone: milestoneSchema, project: projectSchema });
export type SaveMilestoneAnswer = z.infer<typeof saveMilestoneAnswerSchema>;

/** 409 answers of the saves: the record as it is now. */
export const projectConflictSchema = z.strictObject({ errorMessage: z.string(), current: projectSchema });
export const milestoneConflictSchema = z.strictObject({ errorMessage: z.string(), current: milestoneSchema });
export type ConflictAnswer<T> = { errorMessage: string; current: T };

/** POST /api/deleteproject/ and /api/deletemilestone/: the 200 answer. */
export const deleteAnswerSchema = z.strictObject({ response: z.literal("success") });
export type DeleteAnswer = z.infer<typeof deleteAnswerSchema>;
