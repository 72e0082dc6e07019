import { z } from "zod";
import { projectDomainsSchema } from "@/lib/projects/project-schema";
import { ASKABLE_LOOKING_FOR, OPPORTUNITY_TEXT_MAX, type AskableLookingFor } from "./constants";

// GET /api/opportunities/ (docs/product.md#open-to-join): the query the board sends, from its
// address, and the answer. Client-safe: the board reads its filters with the same rules.

const MAX_INT = 2_147_483_647;
/** As the project search: at most 200 ids a list. */
const IDS_MAX = 200;
/** The most milestones one answer lists; `more` says how many others match. */
export const OPPORTUNITIES_MAX = 200;

export const OPPORTUNITY_QUERY_MESSAGES = {
  stage: "Please choose core trainees (10), higher trainees (20) or anyone (30)",
  domains: "Please give domain ids as whole numbers separated by commas",
  text: `Please keep the search to ${OPPORTUNITY_TEXT_MAX} characters or fewer`,
} as const;
const M = OPPORTUNITY_QUERY_MESSAGES;

/** Domain ids as the project search's address writes them: "3,7" (none when absent or empty). */
const domainIds = z
  .string()
  .optional()
  .transform((value, ctx): number[] => {
    if (!value) return [];
    const parts = value.split(",").map((part) => part.trim());
    const ids = parts.filter((part) => /^[1-9][0-9]{0,9}$/.test(part)).map(Number);
    if (parts.length > IDS_MAX || ids.length !== parts.length || ids.some((id) => id > MAX_INT)) {
      ctx.addIssue({ code: "custom", message: M.domains });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

const STAGE_VALUES = ASKABLE_LOOKING_FOR.map(String) as [string, ...string[]];

export const opportunitiesQuerySchema = z.object({
  /** the stage wanted, a looking-for id (10, 20 or 30); none or "" for every one */
  stage: z
    .enum(["", ...STAGE_VALUES], { error: M.stage })
    .optional()
    .transform((value) => (value ? (Number(value) as AskableLookingFor) : null)),
  eml: domainIds,
  rcoa: domainIds,
  q: z
    .string()
    .max(OPPORTUNITY_TEXT_MAX, { error: M.text })
    // PostgreSQL cannot hold a NUL, and nobody types one.
    .refine((text) => !text.includes("\u0000"), { error: M.text })
    .optional()
    .transform((text) => text?.trim() ?? ""),
});
export type OpportunitiesQuery = z.output<typeof opportunitiesQuerySchema>;
export type OpportunitiesQueryInput = z.input<typeof opportunitiesQuerySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const opportunitySchema = z.strictObject({
  milestone: z.number().int(),
  /** the description's first line, shortened */
  name: z.string(),
  /** the description, shortened */
  description: z.string(),
  start_date: isoDay.nullable(),
  end_date: isoDay.nullable(),
  /** the milestone's own domains */
  domains: projectDomainsSchema,
  looking_for: z.union(ASKABLE_LOOKING_FOR.map((id) => z.literal(id))),
  /** "Core trainees", "Higher trainees" or "Anyone" */
  stage_wanted: z.string(),
  project: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** places less the people on it, when the lead set places; else null */
  places_left: z.number().int().nonnegative().nullable(),
  /** "I'm interested" is offered (lib/interest/eligibility.ts mayAsk) */
  may_ask: z.boolean(),
  /** the viewer's own waiting request on it (under one of their own addresses), if any */
  my_request: z.strictObject({ id: z.number().int(), asked_at: z.iso.datetime() }).nullable(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunitiesAnswerSchema = z.strictObject({
  opportunities: z.array(opportunitySchema),
  /** how many more match beyond those listed */
  more: z.number().int().nonnegative(),
  /** the form asks for a name (a visitor, an account without a person) */
  needs_name: z.boolean(),
});
export type OpportunitiesAnswer = z.infer<typeof opportunitiesAnswerSchema>;
