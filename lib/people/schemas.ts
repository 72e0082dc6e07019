import { z } from "zod";
import { PROJECT_MESSAGES as M, optionalId, text } from "@/lib/projects/schemas";
import { idSchema } from "@/lib/validation/common-fields";

// Payloads of the person calls, shared by the route handlers, the people dialog and the admin
// screen's person edits.

// Deliberately loose (RFC 5321 allows more, but this is what people type); the server also
// refuses an address already used by another person.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** The person form; its errors are keyed first_name, last_name, email. */
export const personFieldsSchema = z.object({
  id: optionalId,
  first_name: text(M.firstNameRequired, 100, M.firstNameTooLong),
  last_name: text(M.lastNameRequired, 100, M.lastNameTooLong),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, { error: M.emailRequired, abort: true })
    .max(254, { error: M.emailTooLong, abort: true })
    .regex(EMAIL_PATTERN, M.emailInvalid),
});
/** The person's fields as a dialog sends them (`person` of POST /api/add_edit_person/). */
export type PersonFieldsInput = z.input<typeof personFieldsSchema>;

/**
 * POST /api/add_edit_person/ - id is the project id, or the milestone id with `project` given.
 * `person` is checked separately so its errors come back keyed by the person's field names.
 */
export const savePersonSchema = z.object({
  /** null for a new milestone (then `project` is given): needs level 6 */
  id: idSchema.nullish(),
  project: idSchema.nullish(),
  person: z.record(z.string(), z.unknown(), { error: "Please give the person's details" }),
});

/** POST /api/search/person_search/ - id is the project id, or the milestone id with project. */
export const personSearchSchema = z.object({
  id: idSchema.nullish(),
  project: idSchema.nullish(),
  search_term: z.string().max(100).nullish().transform((v) => v?.trim() ?? ""),
});

// Answers (200). Refusals: 422 field errors keyed by the person's field names, 403, 404.

const personSearchResultSchema = z.strictObject({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** "First Last" */
  label: z.string(),
});
export type PersonSearchResult = z.infer<typeof personSearchResultSchema>;

/** POST /api/search/person_search/: at most 20, by name; nobody already on the project or milestone. */
export const personSearchAnswerSchema = z.strictObject({ results: z.array(personSearchResultSchema) });

/** POST /api/add_edit_person/: the person as saved. */
export const savedPersonSchema = personSearchResultSchema.extend({ email: z.string() });
export type SavedPerson = z.infer<typeof savedPersonSchema>;
