import { z } from "zod";
import { passkeyAssertionSchema } from "../passkeys/credential-schemas";
import { successAnswerSchema } from "../schemas";

// What "Confirm it's you" sends (exactly one proof) and what it is answered. Shared by the route
// and the dialog.

export const REAUTH_MESSAGES = {
  required: "Please confirm it is you before making this change.",
  wrong: "That did not match. Please try again.",
  choose: "Please enter your password or a code, or use your passkey.",
  passkeyNotAllowed: "Please confirm with your password.",
  endedAfterFailures: "For your security you have been signed out. Please sign in again.",
} as const;

export const reauthenticateSchema = z.union([
  z.object({ password: z.string().min(1, REAUTH_MESSAGES.choose).max(1000) }),
  z.object({ totpCode: z.string().trim().regex(/^\d{6}$/, "Please enter the 6-digit code from your app") }),
  z.object({ credential: passkeyAssertionSchema }),
]);
export type ReauthenticateInput = z.infer<typeof reauthenticateSchema>;

/** GET /api/auth/reauthenticate/: which proofs this account can give, and whether one is fresh. */
export const reauthMethodsAnswerSchema = z.strictObject({
  password: z.boolean(),
  totp: z.boolean(),
  passkey: z.boolean(),
  fresh: z.boolean(),
});
export type ReauthMethodsAnswer = z.infer<typeof reauthMethodsAnswerSchema>;

/**
 * POST /api/auth/reauthenticate/: changes of email, 2FA and passkeys are open for 5 minutes.
 * 422 { errorMessage } for a wrong proof; 403 with redirect once this session failed too often.
 */
export const reauthenticateAnswerSchema = successAnswerSchema;

