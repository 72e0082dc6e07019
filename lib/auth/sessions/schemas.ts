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
export const adminEndSessionSchema = z.object({ accountId: z.coerce.number().int().positive(), id: publicId });
