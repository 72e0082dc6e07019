import { z } from "zod";

// The shape of a project as the lists and saves answer it (its types: types.ts), as a zod schema: the
// stored documents are built in SQL (migration project_docs), and a test parses every one of
// them with this, so the SQL and the TypeScript cannot drift apart. The saves declare their
// answers with it (schemas.ts), so route() checks each saved project against it too. Strict objects: a key the
// types do not know fails too.

/** yyyy-MM-dd */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.number().int().positive();

/** A domain, status, looking-for option or role: the lists the dialogs offer are of these too. */
export const domainItemSchema = z.strictObject({ id, description: z.string() });

export const projectDomainsSchema = z.strictObject({
  eml: z.array(domainItemSchema),
  rcoa: z.array(domainItemSchema),
});

export const personOnItemSchema = z.strictObject({
  id,
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: id,
  role_display: z.string(),
});

export const milestoneSchema = z.strictObject({
  id,
  project: id,
  description: z.string(),
  start_date: isoDay,
  /** null when open-ended */
  end_date: isoDay.nullable(),
  status: id,
  status_display: z.string(),
  looking_for: id,
  looking_for_display: z.string(),
  version: id,
  domains: projectDomainsSchema,
  /** sorted by role, then name */
  people: z.array(personOnItemSchema),
});

export const projectSchema = z.strictObject({
  id,
  short_description: z.string(),
  long_description: z.string(),
  start_date: isoDay,
  /** null when ongoing */
  expected_completion_date: isoDay.nullable(),
  status: id,
  status_display: z.string(),
  version: id,
  /** UTC: the last change of the project, its milestones or its people */
  changed_on: isoDay,
  /** UTC: when a lead last answered a review reminder "Still current", or null */
  checked_on: isoDay.nullable(),
  domains: projectDomainsSchema,
  /** sorted by role, then name */
  people: z.array(personOnItemSchema),
  /** sorted by start date, then id */
  milestones: z.array(milestoneSchema),
});

/** A stored project document: the project without its milestones (added when read). */
export const storedProjectSchema = projectSchema.omit({ milestones: true });


/**
 * A project as POST /api/project_search/ answers it: with the ids of its milestones that matched
 * the search, in the milestones' order (docs/product.md#search-marks); empty when the search has
 * no milestone criteria or none of its milestones matched.
 */
const searchedProjectSchema = projectSchema.extend({ matchedMilestoneIds: z.array(id) });

/** The answer of POST /api/project_search/. */
export const projectSearchAnswerSchema = z.strictObject({ projects: z.array(searchedProjectSchema) });
