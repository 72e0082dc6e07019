import { z } from "zod";
import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { peopleAnswerSchema, peopleQuerySchema, personActionAnswerSchema, personActionSchema } from "./admin-schemas";
import { eraseAnswerSchema, erasePersonSchema, eraseRefusalSchema } from "./erasure/schemas";
import { personSearchAnswerSchema, personSearchSchema, savedPersonSchema, savePersonSchema } from "./schemas";

// People: the search and save of the project dialogs, the admin list, edit, merge and erasure
// (docs/product.md#erasure). One fragment of the table of calls, lib/http/calls.ts.

export const peopleCalls = {
  "POST /api/search/person_search/": { level: LEVEL.account, body: personSearchSchema, answer: personSearchAnswerSchema },
  "POST /api/add_edit_person/": { level: LEVEL.account, body: savePersonSchema, answer: savedPersonSchema, refused: fieldErrorsAnswerSchema },
  "GET /api/admin/people/": { level: LEVEL.admin, query: peopleQuerySchema, answer: peopleAnswerSchema },
  "POST /api/admin/people/": { level: LEVEL.admin, body: personActionSchema, answer: personActionAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/admin/people/erase/": {
    level: LEVEL.admin,
    body: erasePersonSchema,
    answer: eraseAnswerSchema,
    refused: z.union([eraseRefusalSchema, fieldErrorsAnswerSchema]),
  },
} as const satisfies Record<string, CallSpec>;
