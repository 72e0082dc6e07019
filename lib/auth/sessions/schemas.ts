import { z } from "zod";

// "Where you are signed in": shared by the routes and the screens.

/** One active session. `id` is an opaque public id, never the session's key. */
export type SessionSummary = {
  id: string;
  browser: string;
  system: string;
  ip: string | null;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
};
export type SessionsAnswer = { sessions: SessionSummary[] };

const publicId = z.string().trim().regex(/^[A-Za-z0-9_-]{22}$/, "That session no longer exists.");

export const endSessionSchema = z.object({ id: publicId });
// Database ids are 32-bit: a larger number is refused as invalid, never sent to PostgreSQL.
export const adminEndSessionSchema = z.object({ accountId: z.coerce.number().int().positive().max(2_147_483_647), id: publicId });
/** "Sign out everywhere else" takes no fields; the body is still read, so a broken one is refused. */
export const endOtherSessionsSchema = z.object({});
