import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { partnersAnswerSchema, previewPartnerSchema, sharedProjectsAnswerSchema } from "./partner-schemas";
import { organisationActionAnswerSchema, organisationActionSchema, organisationsAnswerSchema } from "./schemas";

// Partner organisations: the partner list and preview, and the admin's changes. One fragment of
// the table of calls, lib/http/calls.ts.

export const organisationCalls = {
  "GET /api/partners/": { level: LEVEL.admin, answer: partnersAnswerSchema },
  "POST /api/partners/preview/": { level: LEVEL.admin, body: previewPartnerSchema, answer: sharedProjectsAnswerSchema },
  "GET /api/admin/organisations/": { level: LEVEL.admin, answer: organisationsAnswerSchema },
  "POST /api/admin/organisations/": { level: LEVEL.admin, body: organisationActionSchema, answer: organisationActionAnswerSchema, refused: fieldErrorsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
