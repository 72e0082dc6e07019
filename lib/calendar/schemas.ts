import { z } from "zod";

// The calendar calls' queries, bodies and answers (docs/product.md#calendars), shared by the
// routes and the profile's section. The feed's token is shown once, in the answer that makes it.

/**
 * GET /api/calendar/milestone/?id=: any text, read by the operation, so an id that is malformed
 * answers as one that is unknown or hidden does (404, nothing said).
 */
export const milestoneCalendarQuerySchema = z.object({ id: z.string().max(20).optional().catch(undefined) });

/** GET /api/calendar/feed/?token=: an unknown, revoked or malformed token all answer 404. */
export const calendarFeedQuerySchema = z.object({ token: z.string().max(100).optional().catch(undefined) });

/** POST /api/calendar/subscription/ (a new URL: on, or replaced) and …/settings/. */
export const feedSettingsSchema = z.object({
  /** Also every milestone of the projects the account's people lead. */
  includeLed: z.boolean({ error: "Please say whether to include the milestones of projects you lead." }),
});

/** POST /api/calendar/subscription/off/ */
export const feedOffSchema = z.object({});

/** The account's feed as the profile shows it: never its token or URL (only its hash is kept). */
const feedViewSchema = z.strictObject({
  includeLed: z.boolean(),
  /** when the current URL was made */
  createdAt: z.iso.datetime(),
});
export type FeedView = z.output<typeof feedViewSchema>;

/** GET /api/calendar/subscription/, POST …/settings/ and …/off/: the feed, or null when off. */
export const feedAnswerSchema = z.strictObject({ feed: feedViewSchema.nullable() });

/** POST /api/calendar/subscription/: the new URL, this once. */
export const newFeedAnswerSchema = z.strictObject({ feed: feedViewSchema, url: z.url() });
export type NewFeedAnswer = z.output<typeof newFeedAnswerSchema>;
