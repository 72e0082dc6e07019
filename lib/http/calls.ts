import { z } from "zod";
import { activityFilterOptionsSchema, activityPageSchema, activityQuerySchema } from "@/lib/activity/schemas";
import { accountActionAnswerSchema, accountActionSchema, accountsAnswerSchema } from "@/lib/auth/accounts/schemas";
import { LEVEL } from "@/lib/auth/levels";
import { passkeyAuthenticationOptionsSchema, passkeyRegistrationOptionsSchema } from "@/lib/auth/passkeys/schemas";
import { reauthenticateAnswerSchema, reauthenticateSchema, reauthMethodsAnswerSchema, type ReauthenticateAnswer } from "@/lib/auth/reauth/schemas";
import {
  changePasswordAnswerSchema,
  changePasswordSchema,
  confirmEmailLinkSchema,
  confirmEmailLoginAnswerSchema,
  confirmEmailLoginSchema,
  confirmTwoFactorSetupAnswerSchema,
  confirmTwoFactorSetupSchema,
  deletePasskeyAnswerSchema,
  deletePasskeySchema,
  emailDomainLoginSchema,
  emailSentAnswerSchema,
  loginAnswerSchema,
  loginSchema,
  logoutAnswerSchema,
  passkeyLoginAnswerSchema,
  passkeyLoginSchema,
  passkeyRegistrationAnswerSchema,
  passkeyRegistrationSchema,
  passkeysAnswerSchema,
  passwordResetAnswerSchema,
  passwordResetWithCodeSchema,
  profileActionAnswerSchema,
  profileActionSchema,
  profileAnswerSchema,
  requestPasswordResetSchema,
  resendVerificationAnswerSchema,
  twoFactorLoginAnswerSchema,
  twoFactorLoginSchema,
  twoFactorSetupAnswerSchema,
  userCheckAnswerSchema,
  type ChangePasswordAnswer,
  type ConfirmEmailLoginAnswer,
  type ConfirmTwoFactorSetupAnswer,
  type DeletePasskeyAnswer,
  type LoginAnswer,
  type PasskeyLoginAnswer,
  type PasskeyRegistrationAnswer,
  type PasswordResetAnswer,
  type ProfileActionAnswer,
  type ResendVerificationAnswer,
  type TwoFactorLoginAnswer,
} from "@/lib/auth/schemas";
import {
  adminEndSessionSchema,
  endOtherSessionsAnswerSchema,
  endOtherSessionsSchema,
  endSessionAnswerSchema,
  endSessionSchema,
  sessionsAnswerSchema,
  type EndOtherSessionsAnswer,
  type EndSessionAnswer,
} from "@/lib/auth/sessions/schemas";
import {
  finishSsoAnswerSchema,
  finishSsoSchema,
  confirmSsoLinkSchema,
  pendingSsoLinkAnswerSchema,
  identityProviderActionAnswerSchema,
  identityProviderActionSchema,
  identityProvidersAnswerSchema,
  signInProvidersAnswerSchema,
  startSsoAnswerSchema,
  startSsoSchema,
  type SsoRefusal,
} from "@/lib/auth/sso/schemas";
import { setPasswordAnswerSchema, setPasswordSchema, type SetPasswordAnswer } from "@/lib/auth/set-password/schemas";
import { partnersAnswerSchema, previewPartnerSchema, sharedProjectsAnswerSchema } from "@/lib/organisations/partner-schemas";
import { organisationActionAnswerSchema, organisationActionSchema, organisationsAnswerSchema } from "@/lib/organisations/schemas";
import { peopleAnswerSchema, personActionAnswerSchema, personActionSchema } from "@/lib/people/admin-schemas";
import { eraseAnswerSchema, erasePersonSchema, type EraseRefusal } from "@/lib/people/erasure/schemas";
import { retentionAnswerSchema } from "@/lib/retention/schemas";
import { personSearchAnswerSchema, personSearchSchema, savedPersonSchema, savePersonSchema } from "@/lib/people/schemas";
import {
  deleteAnswerSchema,
  deleteMilestoneSchema,
  deleteProjectSchema,
  projectSearchSchema,
  saveMilestoneAnswerSchema,
  saveMilestoneSchema,
  saveProjectAnswerSchema,
  saveProjectSchema,
} from "@/lib/projects/schemas";
import type { Milestone, Project, ProjectListAnswer } from "@/lib/projects/types";
import type { ConflictAnswer, DeleteAnswer } from "@/lib/projects/schemas";
import {
  askInterestAnswerSchema,
  askInterestSchema,
  decideAnswerSchema,
  decideInterestSchema,
  deletedAnswerSchema,
  interestCountsAnswerSchema,
  milestonePlacesSchema,
  myRequestsAnswerSchema,
  placesAnswerSchema,
  projectRequestsAnswerSchema,
  projectRequestsSchema,
  requestChangeAnswerSchema,
  requestIdSchema,
  setPlacesSchema,
  type InterestRefusal,
} from "@/lib/interest/schemas";
import { mailActionAnswerSchema, mailActionSchema, mailListAnswerSchema } from "@/lib/mail/admin/schemas";
import { unsubscribeAnswerSchema } from "@/lib/mail/unsubscribe/schemas";
import {
  createSavedSearchSchema,
  deleteSavedSearchAnswerSchema,
  deleteSavedSearchSchema,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  updateSavedSearchSchema,
} from "@/lib/alerts/schemas";
import {
  adminDataExportSchema,
  dataExportAnswerSchema,
  dataExportStatusAnswerSchema,
  downloadDataExportSchema,
  requestDataExportSchema,
} from "@/lib/data-export/schemas";
import { noActiveLeadAnswerSchema, stillCurrentAnswerSchema, stillCurrentSchema } from "@/lib/reviews/schemas";
import { contributionsAnswerSchema } from "@/lib/contributions/schemas";
import {
  checkImportSchema,
  confirmImportAnswerSchema,
  IMPORT_MAX_BODY,
  importIdSchema,
  importPreviewAnswerSchema,
  importsAnswerSchema,
  previewImportSchema,
  undoImportAnswerSchema,
} from "@/lib/import/schemas";
import { IMPORT_MESSAGES } from "@/lib/import/messages";
import type { FieldErrorsAnswer } from "./zod-errors";
import {
  allProjectDomainsAnswerSchema,
  milestoneRolesSchema,
  projectRolesSchema,
  referenceActionAnswerSchema,
  referenceActionSchema,
  referenceItemsAnswerSchema,
  referenceListsSchema,
  rolesAnswerSchema,
} from "@/lib/reference/schemas";
import {
  createShareLinkAnswerSchema,
  createShareLinkSchema,
  openShareLinkSchema,
  revokeShareLinkAnswerSchema,
  revokeShareLinkSchema,
  shareLinksAnswerSchema,
} from "@/lib/share/schemas";

// Every call of the API, once: its method and path, the lowest level that may make it, the
// schema of its JSON body and of its answer. The server's route wrapper (route.ts) takes its
// rules from here by the call's key ("POST /api/login/"); the browser's calls (lib/client/api.ts)
// take their body and answer types from here; the security suites list the calls from here. A
// route file that serves a call not in this table, or a call here without its route file, fails
// tests/api/foundation/calls-table.test.ts.
//
// The paths and bodies are the product's (docs/product.md#calls); only the calls beyond it
// (admin, sessions, passkey management, share links, the activity log) are the project's own.
//
// The browser imports this file's types only: its schemas never reach a page's script.

export type CallSpec = {
  /** Lowest effective level allowed; 0 lets anyone in. */
  level: number;
  /** Schema of the JSON body (POST). Unknown keys are dropped by zod objects by default. */
  body?: z.ZodType;
  /**
   * Schema of the answer: the 200 answer and the refusals the operation itself gives. The
   * handler's return is typed by it and checked against it at run time (check-answer.ts).
   */
  answer?: z.ZodType;
  /**
   * The refusals the browser reads beside the answer (a type only: nothing checks them at run
   * time). A call that declares them is read field by field (AnyOf in lib/client/api.ts).
   */
  refused?: z.ZodType;
  /**
   * Largest body taken, in bytes (default JSON_BODY_LIMIT); a larger one is refused with 413
   * before it is read (read-body.ts).
   */
  maxBody?: number;
  /** What a body over `maxBody` is told, when "The request is too large." says too little (an upload). */
  tooLarge?: string;
  /**
   * A GET that changes state (the product's logout and resend calls, the start of a TOTP or passkey
   * enrolment): it acts only for the app's own pages, that is with the CSRF header or
   * `Sec-Fetch-Site: same-origin`. A link, image or navigation from another site carries neither.
   */
  changesState?: boolean;
  /**
   * A POST that a mail client sends from outside the app, without a session or CSRF token (RFC
   * 8058 one-click unsubscribe): its only authority is a signed token in the request itself, so
   * the CSRF check is waived for it alone.
   */
  tokenAuthorised?: boolean;
};

/** The answer of a call whose body is not checked on the way out (ready-made JSON text). */
const unchecked = <T>() => z.custom<T>(() => true);
/** A call's refusals, for the browser's types. */
const refusal = <T>() => z.custom<T>(() => true);

export const CALLS = {
  // Served by its own handler, outside the route wrapper (app/api/health/route.ts): it must
  // answer when sessions cannot be read, and an orchestrator may call it by address.
  "GET /api/health/": {
    level: LEVEL.anonymous,
    answer: z.strictObject({ status: z.enum(["ok", "unavailable"]), errorMessage: z.string().optional() }),
  },
  "GET /api/usercheck/": { level: LEVEL.anonymous, answer: userCheckAnswerSchema },
  "GET /api/logout/": { level: LEVEL.anonymous, changesState: true, answer: logoutAnswerSchema },

  // Signing in
  "POST /api/login/": { level: LEVEL.anonymous, body: loginSchema, answer: loginAnswerSchema, refused: refusal<LoginAnswer | SsoRefusal>() },
  "POST /api/auth/email_domain_login/": { level: LEVEL.anonymous, body: emailDomainLoginSchema, answer: emailSentAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/auth/confirm_email_login/": { level: LEVEL.anonymous, body: confirmEmailLoginSchema, answer: confirmEmailLoginAnswerSchema, refused: refusal<ConfirmEmailLoginAnswer | SsoRefusal>() },
  "POST /api/confirm_email_login/": { level: LEVEL.anonymous, body: confirmEmailLinkSchema, answer: confirmEmailLoginAnswerSchema, refused: refusal<ConfirmEmailLoginAnswer | SsoRefusal>() },
  // Stores a challenge for this browser: a GET by the product's contract, so it changes state only
  // for the app's own pages.
  "GET /api/auth/get_authentication_options/": { level: LEVEL.anonymous, changesState: true, answer: passkeyAuthenticationOptionsSchema },
  "POST /api/auth/login_with_passkey/": { level: LEVEL.anonymous, body: passkeyLoginSchema, answer: passkeyLoginAnswerSchema, refused: refusal<PasskeyLoginAnswer | SsoRefusal>() },
  "POST /api/auth/twofactor_login/": { level: LEVEL.anonymous, body: twoFactorLoginSchema, answer: twoFactorLoginAnswerSchema, refused: refusal<TwoFactorLoginAnswer>() },
  "POST /api/auth/request_password_reset_code/": { level: LEVEL.anonymous, body: requestPasswordResetSchema, answer: emailSentAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/auth/password_reset_with_code/": { level: LEVEL.anonymous, body: passwordResetWithCodeSchema, answer: passwordResetAnswerSchema, refused: refusal<PasswordResetAnswer>() },
  "POST /api/auth/set_password/": { level: LEVEL.anonymous, body: setPasswordSchema, answer: setPasswordAnswerSchema, refused: refusal<SetPasswordAnswer>() },
  // Through an organisation's own identity provider (OpenID Connect)
  "GET /api/auth/sso/providers/": { level: LEVEL.anonymous, answer: signInProvidersAnswerSchema },
  "POST /api/auth/sso/start/": { level: LEVEL.anonymous, body: startSsoSchema, answer: startSsoAnswerSchema, refused: refusal<SsoRefusal>() },
  "POST /api/auth/sso/callback/": { level: LEVEL.anonymous, body: finishSsoSchema, maxBody: 16_384, answer: finishSsoAnswerSchema, refused: refusal<SsoRefusal>() },
  "GET /api/auth/sso/confirm_link/": { level: LEVEL.anonymous, answer: pendingSsoLinkAnswerSchema },
  "POST /api/auth/sso/confirm_link/": { level: LEVEL.anonymous, body: confirmSsoLinkSchema, answer: finishSsoAnswerSchema, refused: refusal<SsoRefusal>() },

  // The account's own security
  "GET /api/profile/": { level: LEVEL.quickAccess, answer: profileAnswerSchema },
  "POST /api/profile/": { level: LEVEL.quickAccess, body: profileActionSchema, answer: profileActionAnswerSchema, refused: refusal<ProfileActionAnswer | FieldErrorsAnswer>() },
  "GET /api/resendverificationemail/": { level: LEVEL.account, changesState: true, answer: resendVerificationAnswerSchema, refused: refusal<ResendVerificationAnswer>() },
  "POST /api/auth/change_password/": { level: LEVEL.account, body: changePasswordSchema, answer: changePasswordAnswerSchema, refused: refusal<ChangePasswordAnswer>() },
  "GET /api/auth/reauthenticate/": { level: LEVEL.account, answer: reauthMethodsAnswerSchema },
  "POST /api/auth/reauthenticate/": { level: LEVEL.account, body: reauthenticateSchema, answer: reauthenticateAnswerSchema, refused: refusal<ReauthenticateAnswer>() },
  "GET /api/auth/generate_two_factor_code/": { level: LEVEL.account, changesState: true, answer: twoFactorSetupAnswerSchema },
  "POST /api/auth/confirm_2fa_setup/": { level: LEVEL.account, body: confirmTwoFactorSetupSchema, answer: confirmTwoFactorSetupAnswerSchema, refused: refusal<ConfirmTwoFactorSetupAnswer>() },
  "GET /api/auth/get_passkey_options/": { level: LEVEL.account, changesState: true, answer: passkeyRegistrationOptionsSchema },
  "POST /api/auth/confirm_passkey_registration/": { level: LEVEL.account, body: passkeyRegistrationSchema, answer: passkeyRegistrationAnswerSchema, refused: refusal<PasskeyRegistrationAnswer>() },
  "GET /api/auth/passkeys/": { level: LEVEL.account, answer: passkeysAnswerSchema },
  "POST /api/auth/delete_passkey/": { level: LEVEL.account, body: deletePasskeySchema, answer: deletePasskeyAnswerSchema, refused: refusal<DeletePasskeyAnswer>() },
  "GET /api/auth/sessions/": { level: LEVEL.account, answer: sessionsAnswerSchema },
  "POST /api/auth/sessions/end/": { level: LEVEL.account, body: endSessionSchema, answer: endSessionAnswerSchema, refused: refusal<EndSessionAnswer>() },
  "POST /api/auth/sessions/end_others/": { level: LEVEL.account, body: endOtherSessionsSchema, answer: endOtherSessionsAnswerSchema, refused: refusal<EndOtherSessionsAnswer>() },
  // "My contributions" (docs/product.md#my-contributions): the account's own people only; the
  // PDF and the CSV are files to save, not JSON.
  "GET /api/profile/contributions/": { level: LEVEL.account, answer: contributionsAnswerSchema },
  "GET /api/profile/contributions/pdf/": { level: LEVEL.account },
  "GET /api/profile/contributions/csv/": { level: LEVEL.account },

  // Projects and milestones
  "GET /api/existing_projects/all/": { level: LEVEL.quickAccess, answer: unchecked<ProjectListAnswer>() },
  "GET /api/existing_projects/own/": { level: LEVEL.quickAccess, answer: unchecked<ProjectListAnswer>() },
  "POST /api/project_search/": { level: LEVEL.quickAccess, body: projectSearchSchema, answer: unchecked<ProjectListAnswer>() },
  // Not JSON: the list as a CSV file.
  "GET /api/export_projects/": { level: LEVEL.quickAccess },
  "POST /api/get_all_project_domains/": { level: LEVEL.quickAccess, body: referenceListsSchema, answer: allProjectDomainsAnswerSchema },
  "POST /api/get_project_roles/": { level: LEVEL.account, body: projectRolesSchema, answer: rolesAnswerSchema },
  "POST /api/get_milestone_roles/": { level: LEVEL.account, body: milestoneRolesSchema, answer: rolesAnswerSchema },
  "POST /api/search/person_search/": { level: LEVEL.account, body: personSearchSchema, answer: personSearchAnswerSchema },
  "POST /api/add_edit_project/": { level: LEVEL.account, body: saveProjectSchema, answer: saveProjectAnswerSchema, refused: refusal<FieldErrorsAnswer | ConflictAnswer<Project>>() },
  "POST /api/add_edit_milestone/": { level: LEVEL.account, body: saveMilestoneSchema, answer: saveMilestoneAnswerSchema, refused: refusal<FieldErrorsAnswer | ConflictAnswer<Milestone>>() },
  "POST /api/add_edit_person/": { level: LEVEL.account, body: savePersonSchema, answer: savedPersonSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/deleteproject/": { level: LEVEL.account, body: deleteProjectSchema, answer: deleteAnswerSchema, refused: refusal<DeleteAnswer>() },
  "POST /api/deletemilestone/": { level: LEVEL.account, body: deleteMilestoneSchema, answer: deleteAnswerSchema, refused: refusal<DeleteAnswer>() },

  // Opportunity alerts: a member's saved searches (docs/product.md#opportunity-alerts)
  "GET /api/saved_searches/": { level: LEVEL.account, answer: savedSearchesAnswerSchema },
  "POST /api/saved_searches/": { level: LEVEL.account, body: createSavedSearchSchema, answer: savedSearchAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/saved_searches/update/": { level: LEVEL.account, body: updateSavedSearchSchema, answer: savedSearchAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/saved_searches/delete/": { level: LEVEL.account, body: deleteSavedSearchSchema, answer: deleteSavedSearchAnswerSchema },

  // "Download my data" (docs/product.md#download-my-data): an account asks for its own data,
  // prepared by the worker; the download takes the token of the link and answers the ZIP itself
  // (not JSON), once, to the account that asked.
  "GET /api/data_export/": { level: LEVEL.account, answer: dataExportStatusAnswerSchema },
  "POST /api/data_export/": { level: LEVEL.account, body: requestDataExportSchema, answer: dataExportAnswerSchema },
  "POST /api/data_export/download/": { level: LEVEL.account, body: downloadDataExportSchema },

  // "I'm interested" (docs/product.md#interest-requests): asking is for members and quick-access
  // visitors; deciding is for whoever may edit the milestone, checked by the operation. The open
  // counts come apart from the prepared lists, which are the same for everyone.
  "POST /api/interest/ask/": { level: LEVEL.quickAccess, body: askInterestSchema, answer: askInterestAnswerSchema, refused: refusal<InterestRefusal | FieldErrorsAnswer>() },
  "GET /api/interest/mine/": { level: LEVEL.quickAccess, answer: myRequestsAnswerSchema },
  "POST /api/interest/withdraw/": { level: LEVEL.quickAccess, body: requestIdSchema, answer: requestChangeAnswerSchema, refused: refusal<InterestRefusal>() },
  "POST /api/interest/delete/": { level: LEVEL.quickAccess, body: requestIdSchema, answer: deletedAnswerSchema, refused: refusal<InterestRefusal>() },
  "POST /api/interest/project/": { level: LEVEL.account, body: projectRequestsSchema, answer: projectRequestsAnswerSchema },
  "POST /api/interest/decide/": { level: LEVEL.account, body: decideInterestSchema, answer: decideAnswerSchema, refused: refusal<InterestRefusal | FieldErrorsAnswer>() },
  "GET /api/interest/counts/": { level: LEVEL.account, answer: interestCountsAnswerSchema },
  "POST /api/interest/milestone/": { level: LEVEL.account, body: milestonePlacesSchema, answer: placesAnswerSchema },
  "POST /api/interest/places/": { level: LEVEL.account, body: setPlacesSchema, answer: placesAnswerSchema, refused: refusal<FieldErrorsAnswer>() },

  // Messages (the activity log)
  "POST /api/activity/": { level: LEVEL.messages, body: activityQuerySchema, answer: activityPageSchema },
  "GET /api/activity/filters/": { level: LEVEL.messages, answer: activityFilterOptionsSchema },

  // Share links and partners
  "POST /api/shared_projects/": { level: LEVEL.anonymous, body: openShareLinkSchema, answer: sharedProjectsAnswerSchema },
  "GET /api/share_links/": { level: LEVEL.admin, answer: shareLinksAnswerSchema },
  "POST /api/share_links/": { level: LEVEL.admin, body: createShareLinkSchema, answer: createShareLinkAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/share_links/revoke/": { level: LEVEL.admin, body: revokeShareLinkSchema, answer: revokeShareLinkAnswerSchema },
  "GET /api/partners/": { level: LEVEL.admin, answer: partnersAnswerSchema },
  "POST /api/partners/preview/": { level: LEVEL.admin, body: previewPartnerSchema, answer: sharedProjectsAnswerSchema },

  // Mail a person may opt out of: the one-click unsubscribe of RFC 8058 (a mail client POSTs,
  // with no session; the signed token in the address is the authority), and its address opened
  // in a browser, which only leads to the page that asks for the click. Neither sends JSON in.
  "POST /api/mail/unsubscribe/": { level: LEVEL.anonymous, tokenAuthorised: true, answer: unsubscribeAnswerSchema },
  "GET /api/mail/unsubscribe/": { level: LEVEL.anonymous },

  // Review reminders (docs/product.md#review-reminders): a lead's "Still current" from the page a
  // reminder's link opens (no session needed; the signed single-use token is the authority), and
  // the editors' list of projects without an active lead.
  "POST /api/review/still_current/": { level: LEVEL.anonymous, body: stillCurrentSchema, answer: stillCurrentAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "GET /api/projects_without_active_lead/": { level: LEVEL.editor, answer: noActiveLeadAnswerSchema },

  // Importing projects and milestones from a spreadsheet (docs/product.md#importing-projects):
  // editors only. The file travels as base64 in the JSON body, the one call that takes more than
  // 1 MB; the template is a file to save, not JSON.
  "POST /api/import/preview/": {
    level: LEVEL.editor,
    body: previewImportSchema,
    maxBody: IMPORT_MAX_BODY,
    tooLarge: IMPORT_MESSAGES.tooLarge,
    answer: importPreviewAnswerSchema,
    refused: refusal<FieldErrorsAnswer>(),
  },
  "POST /api/import/check/": { level: LEVEL.editor, body: checkImportSchema, maxBody: 1024 * 1024, answer: importPreviewAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/import/confirm/": { level: LEVEL.editor, body: importIdSchema, answer: confirmImportAnswerSchema },
  "POST /api/import/undo/": { level: LEVEL.editor, body: importIdSchema, answer: undoImportAnswerSchema, refused: refusal<{ errorMessage: string; changed?: { id: number; short_description: string }[] }>() },
  "GET /api/import/": { level: LEVEL.editor, answer: importsAnswerSchema },
  "GET /api/import/template/": { level: LEVEL.editor },

  // Administration
  "GET /api/admin/accounts/": { level: LEVEL.admin, answer: accountsAnswerSchema },
  "POST /api/admin/accounts/": { level: LEVEL.admin, body: accountActionSchema, answer: accountActionAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "GET /api/admin/accounts/sessions/": { level: LEVEL.admin, answer: sessionsAnswerSchema },
  "POST /api/admin/accounts/sessions/end/": { level: LEVEL.admin, body: adminEndSessionSchema, answer: endSessionAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "GET /api/admin/organisations/": { level: LEVEL.admin, answer: organisationsAnswerSchema },
  "POST /api/admin/organisations/": { level: LEVEL.admin, body: organisationActionSchema, answer: organisationActionAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "GET /api/admin/identity_providers/": { level: LEVEL.admin, answer: identityProvidersAnswerSchema },
  "POST /api/admin/identity_providers/": { level: LEVEL.admin, body: identityProviderActionSchema, answer: identityProviderActionAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "GET /api/admin/people/": { level: LEVEL.admin, answer: peopleAnswerSchema },
  "POST /api/admin/people/": { level: LEVEL.admin, body: personActionSchema, answer: personActionAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  // docs/product.md#erasure and #retention
  "POST /api/admin/people/erase/": { level: LEVEL.admin, body: erasePersonSchema, answer: eraseAnswerSchema, refused: refusal<EraseRefusal | FieldErrorsAnswer>() },
  "GET /api/admin/retention/": { level: LEVEL.admin, answer: retentionAnswerSchema },
  "GET /api/admin/reference/": { level: LEVEL.admin, answer: referenceItemsAnswerSchema },
  "POST /api/admin/data_export/": { level: LEVEL.admin, body: adminDataExportSchema, answer: dataExportAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "GET /api/admin/mail/": { level: LEVEL.admin, answer: mailListAnswerSchema },
  "POST /api/admin/mail/": { level: LEVEL.admin, body: mailActionSchema, answer: mailActionAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
  "POST /api/admin/reference/": { level: LEVEL.admin, body: referenceActionSchema, answer: referenceActionAnswerSchema, refused: refusal<FieldErrorsAnswer>() },
} as const satisfies Record<string, CallSpec>;

export type Calls = typeof CALLS;
export type CallKey = keyof Calls;

/** The calls of one method, by path: `"/api/login/"` for `"POST /api/login/"`. */
export type PathOf<M extends "GET" | "POST"> = CallKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** The body a call takes, as its sender writes it. */
export type BodyOf<K extends CallKey> = Calls[K] extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;

/** The answer a call gives, as its handler writes it. */
export type AnswerOf<K extends CallKey> = Calls[K] extends { answer: infer S extends z.ZodType } ? z.input<S> : unknown;

/** The answer as the browser reads it: its own shape, and its refusals when the call declares them. */
export type ReadAnswerOf<K extends CallKey> = Calls[K] extends { answer: infer S extends z.ZodType }
  ? Calls[K] extends { refused: infer R extends z.ZodType }
    ? { answer: z.output<S>; refused: z.output<R> }
    : { answer: z.output<S>; refused: never }
  : { answer: unknown; refused: never };
