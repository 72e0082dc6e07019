import type { z } from "zod";
import { CALLS } from "@/lib/http/calls";

// The body schema of every POST call, from the table of calls (the same schema route() parses
// the body with), so the fuzzing test derives its bodies from what the server accepts.

export const POST_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(CALLS).flatMap(([key, call]) => (key.startsWith("POST ") && "body" in call ? [[key.slice(5), call.body]] : [])),
);

/**
 * POST calls that read no JSON body: one-click unsubscribe (a mail client sends a form, RFC
 * 8058; its token is in the address).
 */
export const BODYLESS_POSTS = Object.entries(CALLS).flatMap(([key, call]) => (key.startsWith("POST ") && !("body" in call) ? [key.slice(5)] : []));

/** Calls that run bcrypt on most valid bodies: fewer runs keep the suite quick. */
export const SLOW_ENDPOINTS = new Set(["/api/login/", "/api/auth/change_password/", "/api/auth/reauthenticate/"]);
