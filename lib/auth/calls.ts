import { z } from "zod";
import { anyCallRefusalSchema, fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { accountActionAnswerSchema, accountActionSchema, accountsAnswerSchema, accountsQuerySchema } from "./accounts/schemas";
import { LEVEL } from "@/lib/levels";
import { passkeyAuthenticationOptionsSchema, passkeyRegistrationOptionsSchema } from "./passkeys/schemas";
import { deletePasskeySchema, passkeyLoginSchema, passkeyRegistrationSchema } from "./passkeys/credential-schemas";
import { reauthenticateAnswerSchema, reauthenticateSchema, reauthMethodsAnswerSchema } from "./reauth/schemas";
import {
  changePasswordRefusalSchema,
  changePasswordSchema,
  confirmEmailLinkSchema,
  confirmEmailLoginAnswerSchema,
  confirmEmailLoginRefusalSchema,
  confirmEmailLoginSchema,
  confirmTwoFactorSetupAnswerSchema,
  confirmTwoFactorSetupSchema,
  emailDomainLoginSchema,
  emailSentAnswerSchema,
  loginAnswerSchema,
  loginRefusalSchema,
  loginSchema,
  logoutAnswerSchema,
  passkeyLoginAnswerSchema,
  passkeyRefusalSchema,
  passkeyRegistrationAnswerSchema,
  passkeysAnswerSchema,
  passwordResetAnswerSchema,
  passwordResetRefusalSchema,
  passwordResetWithCodeSchema,
  profileActionAnswerSchema,
  profileActionRefusalSchema,
  profileActionSchema,
  profileAnswerSchema,
  requestPasswordResetSchema,
  resendVerificationAnswerSchema,
  successAnswerSchema,
  twoFactorLoginAnswerSchema,
  twoFactorLoginRefusalSchema,
  twoFactorLoginSchema,
  twoFactorSetupAnswerSchema,
  userCheckAnswerSchema,
} from "./schemas";
import {
  accountSessionsQuerySchema,
  adminEndSessionSchema,
  endOtherSessionsAnswerSchema,
  endOtherSessionsSchema,
  endSessionAnswerSchema,
  endSessionSchema,
  sessionsAnswerSchema,
} from "./sessions/schemas";
import { setPasswordAnswerSchema, setPasswordRefusalSchema, setPasswordSchema } from "./set-password/schemas";
import { ssoRefusalSchema } from "./sso/schemas";

// The calls of accounts and sign-in (the organisation's own sign-in is lib/auth/sso/calls.ts):
// one fragment of the table of calls, lib/http/calls.ts. Every way of signing in ends in
// complete-sign-in.ts, which may refuse an address of a provider-only organisation (ssoRefusal).

export const authCalls = {
  "GET /api/usercheck/": { level: LEVEL.anonymous, answer: userCheckAnswerSchema },
  "GET /api/logout/": { level: LEVEL.anonymous, changesState: true, answer: logoutAnswerSchema },

  // Signing in
  "POST /api/login/": { level: LEVEL.anonymous, body: loginSchema, answer: loginAnswerSchema, refused: z.union([loginRefusalSchema, ssoRefusalSchema]) },
  "POST /api/auth/email_domain_login/": { level: LEVEL.anonymous, body: emailDomainLoginSchema, answer: emailSentAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/auth/confirm_email_login/": {
    level: LEVEL.anonymous,
    body: confirmEmailLoginSchema,
    answer: confirmEmailLoginAnswerSchema,
    refused: z.union([confirmEmailLoginRefusalSchema, ssoRefusalSchema]),
  },
  "POST /api/confirm_email_login/": {
    level: LEVEL.anonymous,
    body: confirmEmailLinkSchema,
    answer: confirmEmailLoginAnswerSchema,
    refused: z.union([confirmEmailLoginRefusalSchema, ssoRefusalSchema]),
  },
  // Stores a challenge for this browser: a GET by the product's contract, so it changes state only
  // for the app's own pages.
  "GET /api/auth/get_authentication_options/": { level: LEVEL.anonymous, changesState: true, answer: passkeyAuthenticationOptionsSchema },
  "POST /api/auth/login_with_passkey/": {
    level: LEVEL.anonymous,
    body: passkeyLoginSchema,
    answer: passkeyLoginAnswerSchema,
    refused: z.union([passkeyRefusalSchema, ssoRefusalSchema]),
  },
  "POST /api/auth/twofactor_login/": {
    level: LEVEL.anonymous,
    body: twoFactorLoginSchema,
    answer: twoFactorLoginAnswerSchema,
    refused: z.union([twoFactorLoginRefusalSchema, ssoRefusalSchema]),
  },
  "POST /api/auth/request_password_reset_code/": { level: LEVEL.anonymous, body: requestPasswordResetSchema, answer: emailSentAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/auth/password_reset_with_code/": {
    level: LEVEL.anonymous,
    body: passwordResetWithCodeSchema,
    answer: passwordResetAnswerSchema,
    refused: z.union([passwordResetRefusalSchema, ssoRefusalSchema]),
  },
  "POST /api/auth/set_password/": { level: LEVEL.anonymous, body: setPasswordSchema, answer: setPasswordAnswerSchema, refused: setPasswordRefusalSchema },

  // The account's own security
  "GET /api/profile/": { level: LEVEL.quickAccess, answer: profileAnswerSchema },
  "POST /api/profile/": {
    level: LEVEL.quickAccess,
    body: profileActionSchema,
    answer: profileActionAnswerSchema,
    refused: z.union([fieldErrorsAnswerSchema, profileActionRefusalSchema]),
  },
  "GET /api/resendverificationemail/": { level: LEVEL.account, changesState: true, answer: resendVerificationAnswerSchema, refused: anyCallRefusalSchema },
  "POST /api/auth/change_password/": { level: LEVEL.account, body: changePasswordSchema, answer: successAnswerSchema, refused: changePasswordRefusalSchema },
  "GET /api/auth/reauthenticate/": { level: LEVEL.account, answer: reauthMethodsAnswerSchema },
  // A passkey proof is refused as a passkey sign-in is.
  "POST /api/auth/reauthenticate/": { level: LEVEL.account, body: reauthenticateSchema, answer: reauthenticateAnswerSchema, refused: passkeyRefusalSchema },
  "GET /api/auth/generate_two_factor_code/": { level: LEVEL.account, changesState: true, answer: twoFactorSetupAnswerSchema },
  "POST /api/auth/confirm_2fa_setup/": { level: LEVEL.account, body: confirmTwoFactorSetupSchema, answer: confirmTwoFactorSetupAnswerSchema, refused: anyCallRefusalSchema },
  "GET /api/auth/get_passkey_options/": { level: LEVEL.account, changesState: true, answer: passkeyRegistrationOptionsSchema },
  "POST /api/auth/confirm_passkey_registration/": {
    level: LEVEL.account,
    body: passkeyRegistrationSchema,
    answer: passkeyRegistrationAnswerSchema,
    refused: passkeyRefusalSchema,
  },
  "GET /api/auth/passkeys/": { level: LEVEL.account, answer: passkeysAnswerSchema },
  // 404 { errorMessage } for a passkey that is not one of the account's.
  "POST /api/auth/delete_passkey/": { level: LEVEL.account, body: deletePasskeySchema, answer: successAnswerSchema, refused: anyCallRefusalSchema },
  "GET /api/auth/sessions/": { level: LEVEL.account, answer: sessionsAnswerSchema },
  "POST /api/auth/sessions/end/": { level: LEVEL.account, body: endSessionSchema, answer: endSessionAnswerSchema, refused: anyCallRefusalSchema },
  "POST /api/auth/sessions/end_others/": { level: LEVEL.account, body: endOtherSessionsSchema, answer: endOtherSessionsAnswerSchema, refused: anyCallRefusalSchema },

  // Administration of accounts
  "GET /api/admin/accounts/": { level: LEVEL.admin, query: accountsQuerySchema, answer: accountsAnswerSchema },
  "POST /api/admin/accounts/": { level: LEVEL.admin, body: accountActionSchema, answer: accountActionAnswerSchema, refused: fieldErrorsAnswerSchema },
  "GET /api/admin/accounts/sessions/": { level: LEVEL.admin, query: accountSessionsQuerySchema, answer: sessionsAnswerSchema },
  "POST /api/admin/accounts/sessions/end/": { level: LEVEL.admin, body: adminEndSessionSchema, answer: endSessionAnswerSchema, refused: fieldErrorsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
