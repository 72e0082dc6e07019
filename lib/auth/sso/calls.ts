import { type CallSpec, fieldErrorsAnswerSchema } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import {
  confirmSsoLinkSchema,
  finishSsoAnswerSchema,
  finishSsoSchema,
  identityProviderActionAnswerSchema,
  identityProviderActionSchema,
  identityProvidersAnswerSchema,
  pendingSsoLinkAnswerSchema,
  signInProvidersAnswerSchema,
  ssoRefusalSchema,
  startSsoAnswerSchema,
  startSsoSchema,
} from "./schemas";

// Signing in through an organisation's own identity provider (OpenID Connect) and the admin's
// settings of those providers: one fragment of the table of calls, lib/http/calls.ts.

export const ssoCalls = {
  "GET /api/auth/sso/providers/": { level: LEVEL.anonymous, answer: signInProvidersAnswerSchema },
  "POST /api/auth/sso/start/": { level: LEVEL.anonymous, body: startSsoSchema, answer: startSsoAnswerSchema, refused: ssoRefusalSchema },
  "POST /api/auth/sso/callback/": { level: LEVEL.anonymous, body: finishSsoSchema, maxBody: 16_384, answer: finishSsoAnswerSchema, refused: ssoRefusalSchema },
  "GET /api/auth/sso/confirm_link/": { level: LEVEL.anonymous, answer: pendingSsoLinkAnswerSchema },
  "POST /api/auth/sso/confirm_link/": { level: LEVEL.anonymous, body: confirmSsoLinkSchema, answer: finishSsoAnswerSchema, refused: ssoRefusalSchema },

  "GET /api/admin/identity_providers/": { level: LEVEL.admin, answer: identityProvidersAnswerSchema },
  "POST /api/admin/identity_providers/": {
    level: LEVEL.admin,
    body: identityProviderActionSchema,
    answer: identityProviderActionAnswerSchema,
    refused: fieldErrorsAnswerSchema,
  },
} as const satisfies Record<string, CallSpec>;
