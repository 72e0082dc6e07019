import { z } from "zod";

// POST /api/auth/set_password/: redeems the emailed set-password link of a new account.
// `check` tells the screen whose link it is; `set` stores the password and uses the link up.

const token = z.string().trim().min(20).max(200).regex(/^[A-Za-z0-9_-]+$/);
const password = z.string().max(4096);

export const setPasswordSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("check"), token }),
  z.object({ action: z.literal("set"), token, password1: password, password2: password }),
]);

/** 200: `check` names the link's account, `set` says it is done (the person then signs in). */
export const setPasswordAnswerSchema = z.union([
  z.strictObject({ username: z.string() }),
  z.strictObject({ success: z.literal(true), username: z.string() }),
]);
/** 422 { token_error: true } for a link that is unknown, used or expired; 422 { password_error } for a weak password. */
export const setPasswordRefusalSchema = z.union([
  z.strictObject({ token_error: z.literal(true) }),
  z.strictObject({ password_error: z.array(z.string()) }),
]);
