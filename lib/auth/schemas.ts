import { z } from "zod";
import { MESSAGES } from "./messages";

// Payloads of the sign-in, account and profile calls (docs/product.md#calls), shared by the routes
// and the forms. Answers are declared at the end of the file so screens read the same shapes.

// The HTML standard's e-mail pattern (what <input type="email"> accepts), with a dot required
// in the domain part.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const emailWith = (message: string) =>
  z.string(message).trim().max(254, message).regex(EMAIL_PATTERN, message);

const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

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

// ---------------------------------------------------------------------------
// Answers. The 200 answers and the refusals are schemas: the call declares them (route() checks
// what its handler returns, refusals included, in development and tests) and the screens read
// their types, the refusals beside the 200 answer (AnyOf in lib/client/api.ts).
// 422 answers carry `errors: {field: [messages]}` unless noted.
// ---------------------------------------------------------------------------

/** GET /api/usercheck/: who is signed in (level 0, no name and no people for a visitor). */
export const userCheckAnswerSchema = z.strictObject({
  userLevel: z.number().int(),
  userName: z.string(),
  email: z.string(),
  /** the ids of the account's people */
  people: z.array(z.number().int().positive()),
  /** has asked to join a milestone, so the menu offers My Requests (docs/product.md#interest-requests) */
  hasRequests: z.boolean(),
});
export type UserCheckAnswer = z.infer<typeof userCheckAnswerSchema>;

/** GET /api/logout/: also for a visitor who was not signed in. */
export const logoutAnswerSchema = z.strictObject({ success: z.literal(true) });

/**
 * POST /api/auth/email_domain_login/ and /api/auth/request_password_reset_code/: the same for
 * every well-formed address, known or not; 422 { errors: { email } } for a malformed one.
 */
export const emailSentAnswerSchema = z.strictObject({ response: z.literal("sent") });

/** The answer of a change that has nothing more to say. */
export const successAnswerSchema = z.strictObject({ response: z.literal("success") });

const signedInAnswer = { userLevel: z.number().int(), email: z.string() };
const twoFactorNext = { redirect: z.literal("/twofactor/"), userLevel: z.literal(0) };

export const loginAnswerSchema = z.union([
  z.strictObject({ login: z.literal("success"), ...signedInAnswer }),
  z.strictObject({ login: z.literal("twofactor"), ...twoFactorNext }),
]);
/** 401 { login: "failed", errorMessage }, identical for unknown, wrong, disabled and locked; 429 per IP. */
export const loginRefusalSchema = z.strictObject({ login: z.literal("failed"), errorMessage: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema> | z.infer<typeof loginRefusalSchema>;

export const twoFactorLoginAnswerSchema = z.strictObject({ response: z.literal("success"), redirect: z.string(), userLevel: z.number().int() });
/** 422 { response: "code error", errorMessage }; 403 { errorMessage, redirect: "/login/" } with no sign-in waiting. */
export const twoFactorLoginRefusalSchema = z.strictObject({ response: z.literal("code error"), errorMessage: z.string() });
export type TwoFactorLoginAnswer = z.infer<typeof twoFactorLoginAnswerSchema> | z.infer<typeof twoFactorLoginRefusalSchema>;

/** The code and the link both end here (link: no confirm_email_required). */
export const confirmEmailLoginAnswerSchema = z.union([
  z.strictObject({ response: z.literal("success"), ...signedInAnswer, redirect: z.string() }),
  z.strictObject({ response: z.literal("twofactor"), ...twoFactorNext }),
  z.strictObject({ response: z.literal("confirm_email_required") }),
]);
/** A bad link: 422 { errors: { link_id }, errorMessage }. */
export const confirmEmailLinkRefusalSchema = z.strictObject({
  errors: z.strictObject({ link_id: z.array(z.string()) }),
  errorMessage: z.string(),
});
/** A bad code is 422 { response: "code_error", errors: { code } }; a bad link as above; a bad address 422 { errors: { email } }. */
export const confirmEmailLoginRefusalSchema = z.union([
  z.strictObject({ response: z.literal("code_error"), errors: z.strictObject({ code: z.array(z.string()) }) }),
  confirmEmailLinkRefusalSchema,
  z.strictObject({ errors: z.strictObject({ email: z.array(z.string()) }) }),
]);
export type ConfirmEmailLoginAnswer = z.infer<typeof confirmEmailLoginAnswerSchema> | z.infer<typeof confirmEmailLoginRefusalSchema>;

export const passkeyLoginAnswerSchema = z.strictObject({ success: z.literal(true), ...signedInAnswer, redirect: z.string() });
const passkeyErrorCodeSchema = z.enum([
  "passkey_not_found",
  "challenge_expired",
  "verification_failed",
  "user_verification_required",
  "passkey_already_registered",
]);
export type PasskeyErrorCode = z.infer<typeof passkeyErrorCodeSchema>;
/** A passkey refused: 422 { success: false, error, errorMessage } (a registration's also with data: "failed"). */
export const passkeyRefusalSchema = z.strictObject({
  success: z.literal(false),
  error: passkeyErrorCodeSchema,
  errorMessage: z.string(),
  data: z.literal("failed").optional(),
});
/** 422 PasskeyRefusal. */
export type PasskeyLoginAnswer = z.infer<typeof passkeyLoginAnswerSchema> | z.infer<typeof passkeyRefusalSchema>;

const passkeySummarySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** GET /api/auth/passkeys/: the signed-in account's passkeys, oldest first. */
export const passkeysAnswerSchema = z.strictObject({ passkeys: z.array(passkeySummarySchema) });

/** POST /api/auth/confirm_passkey_registration/ (403 ReauthRequiredAnswer without a fresh proof). */
export const passkeyRegistrationAnswerSchema = z.strictObject({
  data: z.literal("success"),
  passkey: passkeySummarySchema.pick({ id: true, name: true }),
});

/** GET /api/auth/generate_two_factor_code/: a new 160-bit secret (base32), its otpauth URL and QR code. */
export const twoFactorSetupAnswerSchema = z.strictObject({
  code: z.string().regex(/^[A-Z2-7]{32}$/),
  otpauth_url: z.string().startsWith("otpauth://totp/"),
  qr_data_url: z.string().startsWith("data:image/svg+xml;base64,"),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;

/** POST /api/auth/confirm_2fa_setup/: 200 also for a wrong code, then with the message to show. */
export const confirmTwoFactorSetupAnswerSchema = z.union([
  z.strictObject({ codeCheck: z.literal(true) }),
  z.strictObject({ codeCheck: z.literal(false), errorMessage: z.string() }),
]);

export const passwordResetAnswerSchema = z.union([
  z.strictObject({ success: z.literal(true), username: z.string(), ...signedInAnswer, redirect: z.string() }),
  z.strictObject({ success: z.literal(true), username: z.string(), email: z.string(), ...twoFactorNext, twofactor: z.literal(true) }),
]);
/** 422 { password_error: [...] } or 422 { code_error: true }. */
export const passwordResetRefusalSchema = z.union([
  z.strictObject({ password_error: z.array(z.string()) }),
  z.strictObject({ code_error: z.literal(true) }),
]);
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema> | z.infer<typeof passwordResetRefusalSchema>;

/** 422 { response: "errors", errors: [messages] }. */
export const changePasswordRefusalSchema = z.strictObject({ response: z.literal("errors"), errors: z.array(z.string()) });

/** Level 2: 403 { errorMessage, redirect: "/all_projects/" }. */
export const profileAnswerSchema = z.strictObject({
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
export const profileActionAnswerSchema = z.strictObject({
  response: z.literal("success"),
  verificationEmailSentDateTime: z.string().nullable().optional(),
  emailAddressVerified: z.number().int().optional(),
});
export type ProfileActionAnswer = z.infer<typeof profileActionAnswerSchema>;
/** 422 a wrong confirmation code or link, or an address in use: the field's messages and the one to show. */
export const profileActionRefusalSchema = z.strictObject({ errors: z.record(z.string(), z.array(z.string())), errorMessage: z.string() });

/** GET /api/resendverificationemail/; 422 { errorMessage } when there is nothing to verify. */
export const resendVerificationAnswerSchema = z.strictObject({
  response: z.literal("sent"),
  verificationEmailSentDateTime: z.string().nullable(),
  message: z.string(),
});
export type ResendVerificationAnswer = z.infer<typeof resendVerificationAnswerSchema>;
