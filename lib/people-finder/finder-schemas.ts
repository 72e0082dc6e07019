import { z } from "zod";
import { STAGES } from "@/lib/interest/constants";
import { idSchema } from "@/lib/validation/common-fields";

// "People who might help" and the people directory (docs/product.md#open-to-projects): the
// queries and answers, shared by the routes and the screens. Client-safe: no server imports. No
// answer carries an email address, but an administrator's (`email`).

/** What became of an invitation (lib/invitations/): waiting, accepted, declined, or withdrawn by a decider. */
export const INVITATION_STATUSES = ["open", "accepted", "declined", "withdrawn"] as const;

const positiveId = z.string().regex(/^[1-9][0-9]{0,9}$/, { error: "Please give an id as a whole number" }).transform(Number).pipe(idSchema);
const optionalId = z.union([z.literal(""), positiveId]).optional().transform((v) => (v ? v : null));

export const whoMightHelpQuerySchema = z.object({ milestone: positiveId });

export const directoryQuerySchema = z.object({
  stage: z.enum(["", ...STAGES], { error: "Please choose a stage from the list" }).optional().transform((v) => v || null),
  domain: optionalId,
  organisation: optionalId,
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

const domainSchema = z.strictObject({ id: z.number(), description: z.string(), taxonomy: z.enum(["eml", "rcoa"]) });

const foundPersonSchema = z.strictObject({
  /** The member's account, which an invitation names. */
  id: z.number(),
  name: z.string(),
  stage: z.enum(STAGES),
  organisation: z.string().nullable(),
  /** Who might help: the domains they share with the milestone; the directory: all they chose. */
  domains: z.array(domainSchema),
  note: z.string(),
  until: z.string(),
  /** The first day they can take part when it is after today (yyyy-MM-dd); null: available now. */
  available_from: z.string().nullable(),
  /** Projects and milestones with those domains they hold or have held a role on. */
  roles_in_domains: z.number(),
  /** They have asked to join this milestone themselves, and the request waits. */
  asked: z.boolean(),
  /** The latest invitation to this milestone, and what became of it. */
  invitation: z.strictObject({ id: z.number(), status: z.enum(INVITATION_STATUSES), created_at: z.string() }).nullable(),
  /** They asked not to be invited to this project again. */
  no_more: z.boolean(),
  /** Administrators only. */
  email: z.string().optional(),
});
export type FoundPerson = z.infer<typeof foundPersonSchema>;

export const whoMightHelpAnswerSchema = z.strictObject({
  milestone: z.number(),
  /** The milestone is looking for people (and open, not ended): else nobody is suggested. */
  looking: z.boolean(),
  people: z.array(foundPersonSchema),
});
export type WhoMightHelpAnswer = z.infer<typeof whoMightHelpAnswerSchema>;

export const directoryAnswerSchema = z.strictObject({
  people: z.array(foundPersonSchema),
  /** The directory's organisations, to filter by. */
  organisations: z.array(z.strictObject({ id: z.number(), name: z.string() })),
});
export type DirectoryAnswer = z.infer<typeof directoryAnswerSchema>;

/** GET /api/opportunities/suggested/: the milestones that fit what the member is open to, and why. */
export const suggestedAnswerSchema = z.strictObject({
  suggested: z.array(
    z.strictObject({
      milestone: z.number(),
      name: z.string(),
      project: z.strictObject({ id: z.number(), name: z.string() }),
      start_date: z.string().nullable(),
      /** The shared domains and the stage wanted: "Simulation, Core trainees". */
      why: z.string(),
    }),
  ),
});
export type SuggestedAnswer = z.infer<typeof suggestedAnswerSchema>;
