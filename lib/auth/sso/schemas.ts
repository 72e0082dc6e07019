import { z } from "zod";
import { adminIdSchema } from "@/lib/validation/admin-input";
import { RETURN_PATH_MAX } from "../return-path";
import { passkeyAssertionSchema } from "../passkeys/credential-schemas";
import { SSO_MESSAGES as M } from "./messages";

// Payloads and answers of sign-in through an organisation's identity provider (OpenID Connect):
// the login page's calls and the administration's (docs/product.md#sign-in-through-an-organisation).

/** Entra ID tenant ids are GUIDs. */
const TENANT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const issuerSchema = z
  .string({ error: M.issuerInvalid })
  .trim()
  .max(500, M.issuerInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.search && !url.hash && !url.username && !url.password;
    } catch {
      return false;
    }
  }, M.issuerInvalid)
  // The discovery document is read from <issuer>/.well-known/openid-configuration.
  .transform((value) => value.replace(/\/\.well-known\/openid-configuration$/, "").replace(/\/$/, ""));

const tenantIdsSchema = z
  .union([z.string(), z.array(z.string())], { error: M.tenantIdInvalid })
  .transform((value) => (Array.isArray(value) ? value : value.split(/[\s,;]+/)).map((t) => t.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(TENANT_ID_PATTERN, M.tenantIdInvalid)).max(20, M.tenantIdInvalid));

const identityProviderSettingsSchema = z
  .object({
    organisationId: adminIdSchema,
    kind: z.enum(["generic", "entra"]).default("generic"),
    issuer: issuerSchema,
    clientId: z.string({ error: M.clientIdRequired }).trim().min(1, M.clientIdRequired).max(300, M.clientIdRequired),
    /** Empty when changing a provider: the stored secret stays. */
    clientSecret: z.string().trim().max(1000).default(""),
    tenantIds: tenantIdsSchema.default([]),
    firstSignIn: z.enum(["account", "visitor"]).default("account"),
    onlyThroughProvider: z.boolean().default(false),
    enforcesMfa: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "entra" && value.tenantIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["tenantIds"], message: M.tenantIdsRequired });
    }
    // The multi-tenant Microsoft issuers accept anyone with any Entra tenant: only the tenant
    // check stops a stranger's token (the nOAuth attack), so those issuers must be Entra's kind.
    if (value.kind !== "entra" && /^https?:\/\/login\.microsoftonline\.(com|us)\b/i.test(value.issuer)) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: M.microsoftNeedsEntra });
    }
  });
export type IdentityProviderSettings = z.infer<typeof identityProviderSettingsSchema>;

const organisationId = { organisationId: adminIdSchema };

export const identityProviderActionSchema = z.discriminatedUnion("action", [
  identityProviderSettingsSchema.safeExtend({ action: z.literal("save") }),
  z.object({ action: z.literal("enable"), ...organisationId }),
  z.object({ action: z.literal("disable"), ...organisationId }),
  z.object({ action: z.literal("remove"), ...organisationId }),
  z.object({ action: z.literal("test"), ...organisationId }),
]);
export type IdentityProviderAction = z.infer<typeof identityProviderActionSchema>;

const adminIdentityProviderSchema = z.strictObject({
  id: adminIdSchema,
  organisationId: adminIdSchema,
  organisationName: z.string(),
  kind: z.enum(["generic", "entra"]),
  issuer: z.string(),
  clientId: z.string(),
  tenantIds: z.array(z.string()),
  firstSignIn: z.enum(["account", "visitor"]),
  onlyThroughProvider: z.boolean(),
  enforcesMfa: z.boolean(),
  enabled: z.boolean(),
  lastTestedAt: z.iso.datetime().nullable(),
  /** accounts signed in through it at least once */
  identities: z.number().int().nonnegative(),
  /** sessions made through it that are open now */
  sessions: z.number().int().nonnegative(),
});
export type AdminIdentityProvider = z.infer<typeof adminIdentityProviderSchema>;

/** GET /api/admin/identity_providers/ */
export const identityProvidersAnswerSchema = z.strictObject({
  providers: z.array(adminIdentityProviderSchema),
  /** The redirect URL to register at every provider. */
  redirectUrl: z.string(),
});

/** POST /api/admin/identity_providers/: the change, or for "test" where to send the browser. */
export const identityProviderActionAnswerSchema = z.strictObject({
  success: z.literal(true),
  id: adminIdSchema,
  url: z.string().optional(),
});

// The login page

const signInProviderSchema = z.strictObject({
  id: adminIdSchema,
  /** the organisation's name, as the button says it */
  name: z.string(),
  domains: z.array(z.string()),
  onlyThroughProvider: z.boolean(),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** GET /api/auth/sso/providers/ */
export const signInProvidersAnswerSchema = z.strictObject({ providers: z.array(signInProviderSchema) });

/** POST /api/auth/sso/start/ */
export const startSsoSchema = z.object({
  provider: adminIdSchema,
  /** A path of this site to land on afterwards (anything else is ignored). */
  returnTo: z.string().max(RETURN_PATH_MAX).optional(),
});
export const startSsoAnswerSchema = z.strictObject({ url: z.string() });

/** POST /api/auth/sso/callback/: the query string the provider sent the browser back with. */
export const finishSsoSchema = z.object({ search: z.string().max(8192) });

export const finishSsoAnswerSchema = z.discriminatedUnion("response", [
  z.strictObject({ response: z.literal("success"), userLevel: z.number().int(), email: z.string(), redirect: z.string() }),
  z.strictObject({ response: z.literal("twofactor"), userLevel: z.literal(0), redirect: z.literal("/twofactor/") }),
  /** An existing account to link: its owner confirms with their password or passkey first (/sso/confirm/). */
  z.strictObject({ response: z.literal("confirm_link"), redirect: z.literal("/sso/confirm/"), organisation: z.string() }),
  /** An admin's Test sign-in: what the provider said (claims of the ID token; never a token). */
  z.strictObject({
    response: z.literal("test"),
    organisationId: adminIdSchema,
    organisation: z.string(),
    claims: z.record(z.string(), z.unknown()),
  }),
]);
export type FinishSsoAnswer = z.infer<typeof finishSsoAnswerSchema>;

/** Refusals of the sign-in calls and of password, code and passkey for provider-only domains. */
export const ssoRefusalSchema = z.strictObject({
  errorMessage: z.string(),
  signInWith: z.strictObject({ id: z.number(), name: z.string() }).optional(),
});
export type SsoRefusal = z.infer<typeof ssoRefusalSchema>;

/**
 * POST /api/auth/sso/confirm_link/: the owner of an account a provider's first sign-in matched
 * proves it is them (the password, or a passkey for an account without one; the challenge from
 * /api/auth/get_authentication_options/); then the identity is linked and the sign-in goes on.
 */
export const confirmSsoLinkSchema = z.union([
  z.object({ password: z.string().min(1, M.confirmLinkChoose).max(1000) }),
  z.object({ credential: passkeyAssertionSchema }),
]);
export type ConfirmSsoLinkInput = z.infer<typeof confirmSsoLinkSchema>;

/** GET /api/auth/sso/confirm_link/: the pending link of this browser, and the proofs its account can give. */
export const pendingSsoLinkAnswerSchema = z.strictObject({
  pending: z.boolean(),
  organisation: z.string().optional(),
  password: z.boolean().optional(),
  passkey: z.boolean().optional(),
});
export type PendingSsoLinkAnswer = z.infer<typeof pendingSsoLinkAnswerSchema>;
