import { z } from "zod";
import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { directoryAnswerSchema, directoryQuerySchema, suggestedAnswerSchema, whoMightHelpAnswerSchema, whoMightHelpQuerySchema } from "./finder-schemas";
import { openOffSchema, openToProjectsAnswerSchema, openToProjectsSchema } from "./schemas";

// "Open to projects" (docs/product.md#open-to-projects): a member's own opt-in, read and changed
// by its account only (level 3 and up; quick-access visitors and share links have none); who might
// help on a milestone, for its deciders (checked by the operation); the people directory, for
// those who lead something and editors. One fragment of the table of calls, lib/http/calls.ts.

const refusal = z.union([z.strictObject({ errorMessage: z.string() }), fieldErrorsAnswerSchema]);

export const peopleFinderCalls = {
  "GET /api/profile/open_to_projects/": { level: LEVEL.account, answer: openToProjectsAnswerSchema },
  "POST /api/profile/open_to_projects/": { level: LEVEL.account, body: openToProjectsSchema, answer: openToProjectsAnswerSchema, refused: refusal },
  "POST /api/profile/open_to_projects/off/": { level: LEVEL.account, body: openOffSchema, answer: openToProjectsAnswerSchema },
  "GET /api/people_finder/milestone/": { level: LEVEL.account, query: whoMightHelpQuerySchema, answer: whoMightHelpAnswerSchema },
  "GET /api/people_finder/directory/": { level: LEVEL.account, query: directoryQuerySchema, answer: directoryAnswerSchema },
  // "Suggested for you": the member's own matches on Open to join.
  "GET /api/opportunities/suggested/": { level: LEVEL.account, answer: suggestedAnswerSchema },
} as const satisfies Record<string, CallSpec>;
