import { z } from "zod";
import { EMAIL_PATTERN } from "@/lib/auth/schemas";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { adminChangeAnswerSchema, adminIdSchema } from "@/lib/validation/admin-input";
import { searchTextSchema } from "@/lib/contract";

// Payloads of POST /api/admin/accounts/. An admin never types a password: a new account gets
// an emailed set-password link instead.

const USERNAME_PATTERN = /^[\w.@+-]{3,150}$/;
export const ACCOUNT_LEVELS = [3, 4, 5, 6, 7, 8, 9] as const;

const usernameSchema = z.string({ error: M.usernameInvalid }).trim().regex(USERNAME_PATTERN, M.usernameInvalid);
const accountEmailSchema = z
  .string({ error: M.emailInvalid })
  .trim()
  .max(254, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid);
const levelSchema = z.number({ error: M.levelInvalid }).int(M.levelInvalid).min(3, M.levelInvalid).max(9, M.levelInvalid);

export const createAccountSchema = z.object({
  username: usernameSchema,
  email: accountEmailSchema,
  level: levelSchema,
});
export type CreateAccountInput = z.infer<typeof createAccountSchema>;

const id = { id: adminIdSchema };

export const accountActionSchema = z.discriminatedUnion("action", [
  createAccountSchema.extend({ action: z.literal("create") }),
  z.object({ action: z.literal("set_level"), ...id, level: levelSchema }),
  z.object({ action: z.literal("disable"), ...id }),
  z.object({ action: z.literal("enable"), ...id }),
  z.object({ action: z.literal("reset_2fa"), ...id }),
  z.object({ action: z.literal("remove_passkeys"), ...id }),
  z.object({ action: z.literal("link_person"), ...id, personId: adminIdSchema.nullable() }),
  z.object({ action: z.literal("send_link"), ...id }),
]);
export type AccountAction = z.infer<typeof accountActionSchema>;

// Answers (200) of the accounts calls. Refusals: 422 field errors (FieldErrorsAnswer), 404 an
// account or person gone, 409 { errorMessage } for one's own account or the last admin, 503 when
// the set-password mail cannot go.

/** One row of the accounts list: never a hash or secret, only whether they exist. */
const adminAccountSchema = z.strictObject({
  id: adminIdSchema,
  username: z.string(),
  email: z.string(),
  level: z.number().int(),
  twoFactor: z.boolean(),
  passkeys: z.number().int().nonnegative(),
  disabled: z.boolean(),
  passwordSet: z.boolean(),
  lastSignInAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  person: z.strictObject({ id: adminIdSchema, name: z.string(), email: z.string() }).nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** GET /api/admin/accounts/?q= */
/** `q`: the username or email searched for. */
export const accountsQuerySchema = z.object({ q: searchTextSchema });
export const accountsAnswerSchema = z.strictObject({ accounts: z.array(adminAccountSchema) });

/** POST /api/admin/accounts/: the account acted on (a new one's id). */
export const accountActionAnswerSchema = adminChangeAnswerSchema;
