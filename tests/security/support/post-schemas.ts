import type { z } from "zod";
import { activityQuerySchema } from "@/lib/activity/schemas";
import { accountActionSchema } from "@/lib/auth/accounts/schemas";
import { organisationActionSchema } from "@/lib/organisations/schemas";
import { personActionSchema } from "@/lib/people/admin-schemas";
import { personSearchSchema, savePersonSchema } from "@/lib/people/schemas";
import { milestoneRolesSchema, projectRolesSchema, referenceActionSchema, referenceListsSchema } from "@/lib/reference/schemas";
import { setPasswordSchema } from "@/lib/auth/set-password/schemas";
import { mailActionSchema } from "@/lib/mail/admin/schemas";
import { unsubscribeBodySchema } from "@/lib/mail/unsubscribe/schemas";
import {
  changePasswordSchema,
  confirmEmailLinkSchema,
  confirmEmailLoginSchema,
  confirmTwoFactorSetupSchema,
  deletePasskeySchema,
  emailDomainLoginSchema,
  loginSchema,
  passkeyLoginSchema,
  passkeyRegistrationSchema,
  passwordResetWithCodeSchema,
  profileActionSchema,
  requestPasswordResetSchema,
  twoFactorLoginSchema,
} from "@/lib/auth/schemas";
import { reauthenticateSchema } from "@/lib/auth/reauth/schemas";
import { adminEndSessionSchema, endOtherSessionsSchema, endSessionSchema } from "@/lib/auth/sessions/schemas";
import { previewPartnerSchema } from "@/lib/organisations/partner-schemas";
import {
  deleteMilestoneSchema,
  deleteProjectSchema,
  projectSearchSchema,
  saveMilestoneSchema,
  saveProjectSchema,
} from "@/lib/projects/schemas";
import { createShareLinkSchema, openShareLinkSchema, revokeShareLinkSchema } from "@/lib/share/schemas";

// The payload schema of every POST endpoint (the same schema its route passes to the route
// wrapper), so the fuzzing test can derive its bodies from it. A POST endpoint missing here
// fails the fuzzing test.

export const POST_SCHEMAS: Record<string, z.ZodType> = {
  "/api/auth/reauthenticate/": reauthenticateSchema,
  "/api/auth/sessions/end/": endSessionSchema,
  "/api/auth/sessions/end_others/": endOtherSessionsSchema,
  "/api/admin/accounts/sessions/end/": adminEndSessionSchema,
  "/api/login/": loginSchema,
  "/api/auth/email_domain_login/": emailDomainLoginSchema,
  "/api/auth/confirm_email_login/": confirmEmailLoginSchema,
  "/api/confirm_email_login/": confirmEmailLinkSchema,
  "/api/auth/login_with_passkey/": passkeyLoginSchema,
  "/api/auth/twofactor_login/": twoFactorLoginSchema,
  "/api/auth/request_password_reset_code/": requestPasswordResetSchema,
  "/api/auth/password_reset_with_code/": passwordResetWithCodeSchema,
  "/api/auth/confirm_2fa_setup/": confirmTwoFactorSetupSchema,
  "/api/auth/confirm_passkey_registration/": passkeyRegistrationSchema,
  "/api/auth/delete_passkey/": deletePasskeySchema,
  "/api/auth/change_password/": changePasswordSchema,
  "/api/profile/": profileActionSchema,
  "/api/project_search/": projectSearchSchema,
  "/api/get_all_project_domains/": referenceListsSchema,
  "/api/get_project_roles/": projectRolesSchema,
  "/api/get_milestone_roles/": milestoneRolesSchema,
  "/api/search/person_search/": personSearchSchema,
  "/api/add_edit_project/": saveProjectSchema,
  "/api/add_edit_milestone/": saveMilestoneSchema,
  "/api/add_edit_person/": savePersonSchema,
  "/api/deleteproject/": deleteProjectSchema,
  "/api/deletemilestone/": deleteMilestoneSchema,
  "/api/activity/": activityQuerySchema,
  "/api/admin/accounts/": accountActionSchema,
  "/api/admin/organisations/": organisationActionSchema,
  "/api/admin/people/": personActionSchema,
  "/api/admin/reference/": referenceActionSchema,
  "/api/admin/mail/": mailActionSchema,
  // (its body is not read: the token in the address is the whole request)
  "/api/mail/unsubscribe/": unsubscribeBodySchema,
  "/api/auth/set_password/": setPasswordSchema,
  "/api/partners/preview/": previewPartnerSchema,
  "/api/share_links/": createShareLinkSchema,
  "/api/share_links/revoke/": revokeShareLinkSchema,
  "/api/shared_projects/": openShareLinkSchema,
};

/** Calls that run bcrypt on most valid bodies: fewer runs keep the suite quick. */
export const SLOW_ENDPOINTS = new Set(["/api/login/", "/api/auth/change_password/", "/api/auth/reauthenticate/"]);
