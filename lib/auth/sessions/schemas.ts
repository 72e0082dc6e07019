import { z } from "zod";

// "Where you are signed in": shared by the routes and the screens.

const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const publicId = z.string().trim().regex(PUBLIC_ID_PATTERN, "That session no longer exists.");

export const endSessionSchema = z.object({ id: publicId });
// Database ids are 32-bit: a larger number is refused as invalid, never sent to PostgreSQL.
export const adminEndSessionSchema = z.object({ accountId: z.coerce.number().int().positive().max(2_147_483_647), id: publicId });
/** "Sign out everywhere else" takes no fields; the body is still read, so a broken one is refused. */
export const endOtherSessionsSchema = z.object({});

// Answers (200). Ending a session that is not (or no longer) active is 404 { errorMessage }.

/** One active session. `id` is an opaque public id, never the session's key. */
const sessionSummarySchema = z.strictObject({
  id: z.string().regex(PUBLIC_ID_PATTERN),
  browser: z.string(),
  system: z.string(),
  ip: z.string().nullable(),
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
  /** The organisation whose own sign-in (identity provider) made the session, if one did. */
  signedInWith: z.string().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** GET /api/auth/sessions/ and GET /api/admin/accounts/sessions/?accountId= */
/** GET /api/admin/accounts/sessions/?accountId=N: whose sessions. */
export const accountSessionsQuerySchema = z.object({
  accountId: z
    .string({ error: "Please choose an account." })
    .regex(/^[1-9]\d{0,9}$/, { error: "Please choose an account." })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { error: "Please choose an account." })),
});
export const sessionsAnswerSchema = z.strictObject({ sessions: z.array(sessionSummarySchema) });

/** POST /api/auth/sessions/end/ and /api/admin/accounts/sessions/end/: signedOut when it was this browser's. */
export const endSessionAnswerSchema = z.strictObject({ response: z.literal("success"), signedOut: z.boolean() });

/** POST /api/auth/sessions/end_others/: how many sessions ended. */
export const endOtherSessionsAnswerSchema = z.strictObject({ response: z.literal("success"), ended: z.number().int().nonnegative() });
