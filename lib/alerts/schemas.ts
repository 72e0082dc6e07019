import { z } from "zod";
import { projectSearchSchema } from "@/lib/projects/schemas";
import { idSchema } from "@/lib/validation/common-fields";
import { ALERT_MESSAGES, SAVED_SEARCH_NAME_MAX } from "./messages";

// Payloads of the saved-search calls (docs/product.md#opportunity-alerts), shared by the routes
// and the screens. The criteria are the search dialog's own (projectSearchSchema), so a saved
// search matches exactly what the dialog would find.

const M = ALERT_MESSAGES;

const alertFrequencySchema = z.enum(["weekly", "immediate"], { error: M.frequency });
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

const nameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(SAVED_SEARCH_NAME_MAX, { error: M.nameTooLong });

/** The criteria kept with a saved search: the dialog's search without its list scope. */
export const savedCriteriaSchema = projectSearchSchema.omit({ scope: true });

/** POST /api/saved_searches/ */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  frequency: alertFrequencySchema,
  criteria: savedCriteriaSchema,
});

/** POST /api/saved_searches/update/: rename or change how often (the criteria stay as saved). */
export const updateSavedSearchSchema = z.object({
  id: idSchema,
  name: nameSchema.optional(),
  frequency: alertFrequencySchema.optional(),
});

/** POST /api/saved_searches/delete/ */
export const deleteSavedSearchSchema = z.object({ id: idSchema });

// Answers (200). Another account's id, or one already deleted, is 404 { errorMessage }; too many
// saved searches is 422 { errors: { name: [...] } }.

const savedSearchSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  frequency: alertFrequencySchema,
  criteria: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime().nullable(),
  stoppedReason: z.string().nullable(),
});
export type SavedSearchSummary = z.infer<typeof savedSearchSchema>;

/** GET /api/saved_searches/ */
export const savedSearchesAnswerSchema = z.strictObject({ savedSearches: z.array(savedSearchSchema), max: z.number().int() });
export type SavedSearchesAnswer = z.infer<typeof savedSearchesAnswerSchema>;

/** POST /api/saved_searches/ and /update/ */
export const savedSearchAnswerSchema = z.strictObject({ savedSearch: savedSearchSchema });

/** POST /api/saved_searches/delete/ */
export const deleteSavedSearchAnswerSchema = z.strictObject({ response: z.literal("success") });
