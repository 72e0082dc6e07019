import { z } from "zod";
import { INVITATION_STATUSES } from "@/lib/people-finder/finder-schemas";
import { idSchema } from "@/lib/validation/common-fields";

// The payloads and answers of invitations (docs/product.md#invitations), shared by the routes and
// the screens. Client-safe: no server imports.

export const INVITE_MESSAGE_MAX = 1000;
const message = z
  .string({ error: "Please write your message as text" })
  .max(INVITE_MESSAGE_MAX, { error: `Please keep your message to ${INVITE_MESSAGE_MAX} characters or fewer` })
  .transform((s) => s.trim());

/** POST /api/invitations/invite/: a decider invites a member open to projects (`person`: their account's id, as the finder gives it). */
export const inviteSchema = z.object({ milestone: idSchema, person: idSchema, role: idSchema.default(2), message: message.default("") });
export type InviteInput = z.output<typeof inviteSchema>;

/** POST /api/invitations/answer/: the member invited accepts, or declines (with a message, and "don't invite me again for this project"). */
export const answerInvitationSchema = z.discriminatedUnion("answer", [
  z.object({ id: idSchema, answer: z.literal("accept") }),
  z.object({ id: idSchema, answer: z.literal("decline"), message: message.default(""), no_more: z.boolean().default(false) }),
], { error: "Please choose accept or decline" });
export type AnswerInvitationInput = z.output<typeof answerInvitationSchema>;

/** POST /api/invitations/withdraw/: a decider of its milestone takes back an invitation that waits. */
export const withdrawInvitationSchema = z.object({ id: idSchema });

const status = z.enum(INVITATION_STATUSES);

const invitationViewSchema = z.strictObject({
  id: z.number(),
  milestone: z.strictObject({ id: z.number(), description: z.string() }),
  project: z.strictObject({ id: z.number(), name: z.string() }),
  role: z.string(),
  message: z.string(),
  invited_by: z.string(),
  status,
  answer_message: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const inviteAnswerSchema = z.strictObject({ invitation: z.strictObject({ id: z.number(), status, created_at: z.string() }) });
export const answerAnswerSchema = z.strictObject({ invitation: invitationViewSchema });
export const myInvitationsAnswerSchema = z.strictObject({ invitations: z.array(invitationViewSchema) });
export const invitationRefusalSchema = z.union([z.strictObject({ errorMessage: z.string() }), z.strictObject({ errors: z.record(z.string(), z.array(z.string())) })]);
