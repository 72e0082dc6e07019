import { z } from "zod";
import { MESSAGES } from "./messages";

// Payloads of the sign-in, account and profile calls (spec §7), shared by the routes and the
// forms. Answers are typed at the end of the file so screens read the same shapes.

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
// Answers (200 unless noted; 422 answers carry `errors: {field: [messages]}` unless noted)
// ---------------------------------------------------------------------------

export type LoginAnswer =
  | { login: "success"; userLevel: number; email: string }
  | { login: "twofactor"; redirect: "/twofactor/"; userLevel: 0 }
  /** 401, identical for unknown, wrong, disabled and locked; 429 { errorMessage } per IP. */
  | { login: "failed"; errorMessage: string };

/** 200 success; 422 { response: "code error", errorMessage }. */
export type TwoFactorLoginAnswer =
  | { response: "success"; redirect: string; userLevel: number }
  | { response: "code error"; errorMessage: string };

/** 200 { response: "sent" }; 422 { errors: { email: [...] } }; 503 { errorMessage } when mail fails. */
export type EmailDomainLoginAnswer = { response: "sent" };

/** success / twofactor / confirm_email_required are 200; a bad code is 422 { response: "code_error", errors: { code } }. */
export type ConfirmEmailLoginAnswer =
  | { response: "success"; userLevel: number; email: string; redirect: string }
  | { response: "twofactor"; redirect: "/twofactor/"; userLevel: 0 }
  | { response: "confirm_email_required" }
  | { response: "code_error"; errors: { code: string[] } };

/** 422 { errors: { link_id: [...] } } for a malformed, used or expired link. */
export type ConfirmEmailLinkAnswer =
  | { response: "success"; userLevel: number; email: string; redirect: string }
  | { response: "twofactor"; redirect: "/twofactor/"; userLevel: 0 };

/** 422 { success: false, error: PasskeyErrorCode, errorMessage }. */
export type PasskeyLoginAnswer = { success: true; userLevel: number; email: string; redirect: string };
export type PasskeyErrorCode =
  | "passkey_not_found"
  | "challenge_expired"
  | "verification_failed"
  | "user_verification_required"
  | "passkey_already_registered";
export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export type TwoFactorSetupAnswer = { code: string; otpauth_url: string; qr_data_url: string };
export type ConfirmTwoFactorAnswer = { codeCheck: boolean; errorMessage?: string };

/** 422 { password_error: [...] } or 422 { code_error: true }. */
export type PasswordResetAnswer =
  | { success: true; username: string; userLevel: number; email: string; redirect: string }
  | { success: true; username: string; userLevel: 0; email: string; twofactor: true; redirect: "/twofactor/" };

/** 422 { response: "errors", errors: [...] }. */
export type ChangePasswordAnswer = { response: "success" };

/** Level 2: 403 { errorMessage, redirect: "/all_projects/" }. */
export type ProfileAnswer = {
  firstName: string;
  lastName: string;
  userName: string;
  emailAddress: string;
  emailAddressVerified: number;
  /** A new address asked for on the profile, not yet confirmed (so not yet the account's). */
  pendingEmailAddress: string | null;
  verificationEmailSentDateTime: string | null;
  TwoFAEnabled: boolean;
  userLevel: number;
  passkeyCount: number;
};

/** remove2FA / updateEmail without a fresh proof: 403 { errorMessage, reauthenticate: true } (lib/auth/reauth). */
export type ProfileActionAnswer = { response: "success"; verificationEmailSentDateTime?: string | null; emailAddressVerified?: number };
