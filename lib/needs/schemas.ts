import { z } from "zod";

// GET /api/profile/needs/: what waits for the signed-in person, for the top of My Profile.

const count = z.number().int().min(0);

export const needsAnswerSchema = z.strictObject({
  /** Open requests to join a milestone that this person decides. */
  toDecide: count,
  /** The person's own requests: waiting for a lead, and decided in the last 30 days. */
  myRequests: z.strictObject({ waiting: count, decidedLately: count }),
  /** Projects the person leads that need review, and why (at most 20). */
  projectsDue: z.array(
    z.strictObject({ id: z.number().int(), short_description: z.string(), reason: z.enum(["past_completion", "unchanged"]), day: z.string() }),
  ),
  /** Saved searches with milestones their next alert will report. */
  savedSearches: z.array(z.strictObject({ id: z.number().int(), name: z.string(), newMatches: count })),
  /** Invitations to join a milestone that wait for the person's answer (docs/product.md#invitations). */
  invitations: count,
  /** Milestones open to join that fit what the person said they are open to ("Suggested for you"). */
  suggested: count,
  /** Milestones open to join that the person may ask for (Open to join). */
  openToJoin: count,
  /** For admins only: mail that failed for good, and accounts the retention task will warn or disable. */
  admin: z.strictObject({ failedMail: count, retentionDue: count }).nullable(),
});
export type NeedsAnswer = z.infer<typeof needsAnswerSchema>;
