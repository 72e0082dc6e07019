import { z } from "zod";

// POST /api/auth/set_password/: redeems the emailed set-password link of a new account.
// `check` tells the screen whose link it is; `set` stores the password and uses the link up.

const token = z.string().trim().min(20).max(200).regex(/^[A-Za-z0-9_-]+$/);
const password = z.string().max(4096);

export const setPasswordSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("check"), token }),
  z.object({ action: z.literal("set"), token, password1: password, password2: password }),
]);

export type SetPasswordAnswer = {
  username?: string;
  success?: boolean;
  token_error?: boolean;
  password_error?: string[];
};
