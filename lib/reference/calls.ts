import { z } from "zod";
import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import {
  allProjectDomainsAnswerSchema,
  milestoneRolesSchema,
  projectRolesSchema,
  referenceActionAnswerSchema,
  referenceActionSchema,
  referenceInUseRefusalSchema,
  referenceItemsAnswerSchema,
  referenceListsSchema,
  rolesAnswerSchema,
} from "./schemas";

// The reference lists the dialogs read, and their admin edits: one fragment of the table of
// calls, lib/http/calls.ts.

export const referenceCalls = {
  "POST /api/get_all_project_domains/": { level: LEVEL.quickAccess, body: referenceListsSchema, answer: allProjectDomainsAnswerSchema },
  "POST /api/get_project_roles/": { level: LEVEL.account, body: projectRolesSchema, answer: rolesAnswerSchema },
  "POST /api/get_milestone_roles/": { level: LEVEL.account, body: milestoneRolesSchema, answer: rolesAnswerSchema },
  "GET /api/admin/reference/": { level: LEVEL.admin, answer: referenceItemsAnswerSchema },
  "POST /api/admin/reference/": {
    level: LEVEL.admin,
    body: referenceActionSchema,
    answer: referenceActionAnswerSchema,
    refused: z.union([fieldErrorsAnswerSchema, referenceInUseRefusalSchema]),
  },
} as const satisfies Record<string, CallSpec>;
