import { z } from "zod";

// The answer of GET /api/profile/contributions/ (docs/product.md#my-contributions), shared by the
// route, the downloads and the profile's section. Client-safe.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const contributionSchema = z.strictObject({
  /** Stable within one answer, for the screen's keys. */
  key: z.string(),
  kind: z.enum(["project", "milestone"]),
  projectId: z.number().int(),
  /** The project's short description (a milestone's project). */
  project: z.string(),
  /** The milestone's description; null for a role on the project itself. */
  milestone: z.string().nullable(),
  role: z.string(),
  /** When the role was added, else the project's or milestone's start (yyyy-MM-dd). */
  from: isoDate,
  /** When the role was removed, else the project's or milestone's end; null: ongoing. */
  to: isoDate.nullable(),
  /** The project's or milestone's status. */
  status: z.string(),
  /** The role was taken away (it ended on `to`). */
  ended: z.boolean(),
  /** The lead or leads (role 1) of the milestone, else of its project; "" when none is named. */
  lead: z.string(),
});
export type Contribution = z.infer<typeof contributionSchema>;

export const contributionsAnswerSchema = z.strictObject({
  /** Whose contributions: the names of the account's people, else its username. */
  name: z.string(),
  contributions: z.array(contributionSchema),
});
export type ContributionsAnswer = z.infer<typeof contributionsAnswerSchema>;
