import { z } from "zod";
import { idSchema } from "@/lib/validation/common-fields";
import { DECLINE_MANY_MAX, MESSAGE_MAX, STAGES } from "./constants";

export { ASKABLE_LOOKING_FOR, CLOSED_STATUSES, FULLY_SUBSCRIBED, STAGE_NAMES, type Stage } from "./constants";

// The payloads and answers of the interest calls (docs/product.md#interest-requests), shared by
// the routes and the form. Client-safe: no server imports.

const NAME_MAX = 100;

const message = z
  .string({ error: "Please write your message as text" })
  .max(MESSAGE_MAX, { error: `Please keep your message to ${MESSAGE_MAX} characters or fewer` })
  .transform((s) => s.trim());
const name = (what: string) =>
  z
    .string({ error: `Please enter your ${what}` })
    .trim()
    .max(NAME_MAX, { error: `Please keep your ${what} to ${NAME_MAX} characters or fewer` });

export const askInterestSchema = z.object({
  milestone: idSchema,
  stage: z.enum(STAGES, { error: "Please choose your stage" }),
  message: message.default(""),
  first_name: name("first name").optional(),
  last_name: name("last name").optional(),
});

export const requestIdSchema = z.object({ id: idSchema });

export const decideInterestSchema = z.discriminatedUnion("decision", [
  // fully_subscribed: the lead says this person fills the milestone (looking-for becomes 99 and the
  // other waiting requests are told kindly).
  z.object({ id: idSchema, decision: z.literal("accept"), role: idSchema.default(2), fully_subscribed: z.boolean().default(false) }),
  z.object({ id: idSchema, decision: z.literal("decline"), message: message.default("") }),
], { error: "Please choose accept or decline" });

export const projectRequestsSchema = z.object({ project: idSchema });

/** POST /api/interest/decline_many/: "Decline selected", one message for all. */
export const declineManySchema = z.object({
  ids: z
    .array(idSchema, { error: "Please choose the requests to decline" })
    .min(1, "Please choose at least one request to decline")
    .max(DECLINE_MANY_MAX, `Please decline at most ${DECLINE_MANY_MAX} requests at once`),
  message: message.default(""),
});

/** POST /api/interest/digest/: the daily digest of new requests on or off (editors and admins). */
export const digestSettingSchema = z.object({ on: z.boolean({ error: "Please choose on or off" }) });
export const digestSettingAnswerSchema = z.strictObject({ on: z.boolean() });

const PLACES_MAX = 500;
export const PLACES_NOT_A_NUMBER = "Please enter a whole number of places, or leave it empty";
/** POST /api/interest/milestone/: the milestone's places, for its deciders. */
export const milestonePlacesSchema = z.object({ milestone: idSchema });
/** POST /api/interest/places/: set (or clear, with null) how many people the milestone needs. */
export const setPlacesSchema = z.object({
  milestone: idSchema,
  places: z
    .number({ error: PLACES_NOT_A_NUMBER })
    .int(PLACES_NOT_A_NUMBER)
    .min(1, "A milestone needs at least 1 place")
    .max(PLACES_MAX, `A milestone can have at most ${PLACES_MAX} places`)
    .nullable(),
});
export const placesAnswerSchema = z.strictObject({ milestone: z.number(), places: z.number().nullable(), people: z.number() });
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;

const status = z.enum(["open", "accepted", "declined", "withdrawn"]);

/** A request as its requester sees it (My requests). */
const myRequestSchema = z.strictObject({
  id: z.number(),
  milestone: z.number(),
  milestone_description: z.string(),
  project: z.number(),
  project_title: z.string(),
  stage: z.enum(STAGES),
  message: z.string(),
  status,
  role_display: z.string().nullable(),
  decision_message: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

/** An open request as a decider sees it. */
const openRequestSchema = z.strictObject({
  id: z.number(),
  milestone: z.number(),
  milestone_description: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  stage: z.enum(STAGES),
  message: z.string(),
  organisation: z.string().nullable(),
  created_at: z.string(),
});
export type OpenRequest = z.infer<typeof openRequestSchema>;

export const myRequestsAnswerSchema = z.strictObject({ requests: z.array(myRequestSchema) });
export const askInterestAnswerSchema = z.strictObject({ request: myRequestSchema });
export const requestChangeAnswerSchema = z.strictObject({ request: myRequestSchema });
export const deletedAnswerSchema = z.strictObject({ response: z.literal("success") });
export const projectRequestsAnswerSchema = z.strictObject({ requests: z.array(openRequestSchema) });
export const decideAnswerSchema = z.strictObject({ id: z.number(), status, milestone: z.number(), person: z.number().nullable() });
/** What the caller decides, one group per milestone with its places (To decide on My Requests). */
export const toDecideAnswerSchema = z.strictObject({
  groups: z.array(
    z.strictObject({
      project: z.number(),
      project_title: z.string(),
      milestone: z.number(),
      milestone_description: z.string(),
      places: z.number().nullable(),
      people: z.number(),
      requests: z.array(openRequestSchema),
    }),
  ),
});
export type ToDecideGroup = z.infer<typeof toDecideAnswerSchema>["groups"][number];
/** Each id once: declined, or why not (not the caller's to decide, or no longer open). */
export const declineManyAnswerSchema = z.strictObject({
  declined: z.array(z.number()),
  not_declined: z.array(z.strictObject({ id: z.number(), reason: z.enum(["not_yours", "already_decided"]) })),
});
export type DeclineManyAnswer = z.infer<typeof declineManyAnswerSchema>;
export const interestCountsAnswerSchema = z.strictObject({
  counts: z.array(z.strictObject({ project: z.number(), milestone: z.number(), open: z.number() })),
});
/** A refusal with its message, and the open request when the person has asked already. */
export const interestRefusalSchema = z.strictObject({ errorMessage: z.string(), request: myRequestSchema.optional() });
