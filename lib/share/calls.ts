import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { sharedProjectsAnswerSchema } from "@/lib/organisations/partner-schemas";
import { createShareLinkAnswerSchema, createShareLinkSchema, openShareLinkSchema, revokeShareLinkAnswerSchema, revokeShareLinkSchema, shareLinksAnswerSchema } from "./schemas";

// Share links: opening one (no session needed) and the admin's list, creation and revocation.
// One fragment of the table of calls, lib/http/calls.ts.

export const shareCalls = {
  "POST /api/shared_projects/": { level: LEVEL.anonymous, body: openShareLinkSchema, answer: sharedProjectsAnswerSchema },
  "GET /api/share_links/": { level: LEVEL.admin, answer: shareLinksAnswerSchema },
  "POST /api/share_links/": { level: LEVEL.admin, body: createShareLinkSchema, answer: createShareLinkAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/share_links/revoke/": { level: LEVEL.admin, body: revokeShareLinkSchema, answer: revokeShareLinkAnswerSchema },
} as const satisfies Record<string, CallSpec>;
