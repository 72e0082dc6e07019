import { z } from "zod";
import { MESSAGES } from "./messages";

// Payloads of the sign-in, account and profile calls (spec §7), shared by the routes and the
// forms. Answers are declared at the end of the file so screens read the same shapes.

// The HTML standard's e-mail pattern (what <input type="email"> accepts), with a dot required
// in the domain part.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const emailWith = (message: string) =>
  z.string(message).trim().max(254, message).regex(EMAIL_PATTERN, message);

export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A code as typed: the server strips whitespace and upper-cases it. */
const typedCode = z.string().max(64);
/** Passwords are checked by the password rules, which word their own messages. */
const typedPassword = z.string().max(4096);
const optionalEmail = z.string().trim().max(254).optional();

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Please enter your username").max(150),
  password: z.string().min(1, "Please enter your password").max(1024),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailDomainLoginSchema = z.object({ email: emailWith(MESSAGES.loginEmailInvalid) });

export const confirmEmailLoginSchema = z.object({ code: typedCode, email: optionalEmail });

export const confirmEmailLinkSchema = z.object({
  link_id: z.string(MESSAGES.badLink).trim().regex(UUID_V4_PATTERN, MESSAGES.badLink),
  email: optionalEmail,
});

export const twoFactorLoginSchema = z.object({ code: typedCode });

export const confirmTwoFactorSetupSchema = z.object({
  secret: z.string().max(200).optional(),
  code: typedCode,
});

export const requestPasswordResetSchema = z.object({ email: emailWith(MESSAGES.resetEmailInvalid) });

export const passwordResetWithCodeSchema = z.object({
  code: typedCode,
  password1: typedPassword,
  password2: typedPassword,
  email: optionalEmail,
});

export const changePasswordSchema = z.object({ old: typedPassword, new1: typedPassword, new2: typedPassword });

export const profileActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("remove2FA") }),
  z.object({ action: z.literal("updateEmail"), newEmail: emailWith(MESSAGES.profileEmailInvalid) }),
  z.object({
    action: z.literal("verifyEmail"),
    code: typedCode.optional(),
    link_id: z.string().trim().regex(UUID_V4_PATTERN, MESSAGES.badLink).optional(),
  }),
]);
export type ProfileAction = z.infer<typeof profileActionSchema>;

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*={0,2}$/);

export const passkeyAssertionSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The assertion itself, or wrapped as { credential }. */
export const passkeyLoginSchema = z.preprocess(
  (raw) => (raw && typeof raw === "object" && "credential" in raw ? (raw as { credential: unknown }).credential : raw),
  passkeyAssertionSchema,
);

export const passkeyRegistrationSchema = z.object({
  credential: z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(z.string().max(30)).max(10).optional(),
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  }),
  name: z.string().trim().max(100, "Please use at most 100 characters").optional(),
});

export const deletePasskeySchema = z.object({ id: z.string().min(1).max(1024) });

// ---------------------------------------------------------------------------
// Answers. The 200 answers are schemas: the route declares them (route() checks what its handler
// returns) and the screens read their types. Refusals are types: the route wrapper or the
// handler builds them, and a screen reads them beside the 200 answer (AnyOf in lib/client/api.ts).
// 422 answers carry `errors: {field: [messages]}` unless noted.
// ---------------------------------------------------------------------------

/** What a refusal carries at least: the message the screen shows. */
type Refusal = { errorMessage: string };

const signedInAnswer = { userLevel: z.number().int(), email: z.string() };
const twoFactorNext = { redirect: z.literal("/twofactor/"), userLevel: z.literal(0) };

export const loginAnswerSchema = z.union([
  z.object({ login: z.literal("success"), ...signedInAnswer }),
  z.object({ login: z.literal("twofactor"), ...twoFactorNext }),
]);
/** 401 { login: "failed", errorMessage }, identical for unknown, wrong, disabled and locked; 429 per IP. */
export type LoginAnswer = z.infer<typeof loginAnswerSchema> | ({ login: "failed" } & Refusal);

export const twoFactorLoginAnswerSchema = z.object({ response: z.literal("success"), redirect: z.string(), userLevel: z.number().int() });
/** 422 { response: "code error", errorMessage }; 403 { errorMessage, redirect: "/login/" } with no sign-in waiting. */
export type TwoFactorLoginAnswer = z.infer<typeof twoFactorLoginAnswerSchema> | ({ response: "code error" } & Refusal);

/** The code and the link both end here (link: no confirm_email_required). */
export const confirmEmailLoginAnswerSchema = z.union([
  z.object({ response: z.literal("success"), ...signedInAnswer, redirect: z.string() }),
  z.object({ response: z.literal("twofactor"), ...twoFactorNext }),
  z.object({ response: z.literal("confirm_email_required") }),
]);
/** A bad code is 422 { response: "code_error", errors: { code } }; a bad link 422 { errors: { link_id } }. */
export type ConfirmEmailLoginAnswer =
  | z.infer<typeof confirmEmailLoginAnswerSchema>
  | { response: "code_error"; errors: { code: string[] } }
  | { errors: { link_id?: string[]; email?: string[] } };

export const passkeyLoginAnswerSchema = z.object({ success: z.literal(true), ...signedInAnswer, redirect: z.string() });
export type PasskeyErrorCode =
  | "passkey_not_found"
  | "challenge_expired"
  | "verification_failed"
  | "user_verification_required"
  | "passkey_already_registered";
/** 422 { success: false, error: PasskeyErrorCode, errorMessage }. */
export type PasskeyLoginAnswer = z.infer<typeof passkeyLoginAnswerSchema> | ({ success: false; error: PasskeyErrorCode } & Refusal);

export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export type TwoFactorSetupAnswer = { code: string; otpauth_url: string; qr_data_url: string };

export const passwordResetAnswerSchema = z.union([
  z.object({ success: z.literal(true), username: z.string(), ...signedInAnswer, redirect: z.string() }),
  z.object({ success: z.literal(true), username: z.string(), email: z.string(), ...twoFactorNext, twofactor: z.literal(true) }),
]);
/** 422 { password_error: [...] } or 422 { code_error: true }. */
export type PasswordResetAnswer =
  | z.infer<typeof passwordResetAnswerSchema>
  | { password_error: string[] }
  | { code_error: true };

export const changePasswordAnswerSchema = z.object({ response: z.literal("success") });
/** 422 { response: "errors", errors: [messages] }. */
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswerSchema> | { response: "errors"; errors: string[] };

/** Level 2: 403 { errorMessage, redirect: "/all_projects/" }. */
export const profileAnswerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  emailAddress: z.string(),
  emailAddressVerified: z.number().int(),
  /** A new address asked for on the profile, not yet confirmed (so not yet the account's). */
  pendingEmailAddress: z.string().nullable(),
  verificationEmailSentDateTime: z.string().nullable(),
  TwoFAEnabled: z.boolean(),
  userLevel: z.number().int(),
  passkeyCount: z.number().int(),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** remove2FA / updateEmail without a fresh proof: 403 { errorMessage, reauthenticate: true } (lib/auth/reauth). */
export const profileActionAnswerSchema = z.object({
  response: z.literal("success"),
  verificationEmailSentDateTime: z.string().nullable().optional(),
  emailAddressVerified: z.number().int().optional(),
});
export type ProfileActionAnswer = z.infer<typeof profileActionAnswerSchema>;

/** GET /api/resendverificationemail/; 422 { errorMessage } when there is nothing to verify. */
export const resendVerificationAnswerSchema = z.object({
  response: z.literal("sent"),
  verificationEmailSentDateTime: z.string().nullable(),
  message: z.string(),
});
export type ResendVerificationAnswer = z.infer<typeof resendVerificationAnswerSchema>;
