import { z } from "zod";
import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import {
  askInterestAnswerSchema,
  askInterestSchema,
  decideAnswerSchema,
  decideInterestSchema,
  declineManyAnswerSchema,
  declineManySchema,
  deletedAnswerSchema,
  digestSettingAnswerSchema,
  digestSettingSchema,
  interestCountsAnswerSchema,
  interestRefusalSchema,
  milestonePlacesSchema,
  myRequestsAnswerSchema,
  placesAnswerSchema,
  projectRequestsAnswerSchema,
  projectRequestsSchema,
  requestChangeAnswerSchema,
  requestIdSchema,
  setPlacesSchema,
  toDecideAnswerSchema,
} from "./schemas";
import { opportunitiesAnswerSchema, opportunitiesQuerySchema } from "./opportunity-schemas";

// "I'm interested" (docs/product.md#interest-requests): asking, and the Open to join board of
// what could be asked (docs/product.md#open-to-join), are for members and quick-access
// visitors; deciding is for whoever may edit the milestone, checked by the operation (To decide
// and "Decline selected" answer only what the caller decides). The open counts come apart from
// the prepared lists, which are the same for everyone. The daily digest's switch is for editors
// and admins, who get it. One fragment of the table of calls, lib/http/calls.ts.

export const interestCalls = {
  "POST /api/interest/ask/": {
    level: LEVEL.quickAccess,
    body: askInterestSchema,
    answer: askInterestAnswerSchema,
    refused: z.union([interestRefusalSchema, fieldErrorsAnswerSchema]),
  },
  "GET /api/interest/mine/": { level: LEVEL.quickAccess, answer: myRequestsAnswerSchema },
  // Open to join: the milestones the viewer could ask to join, filtered by the address's query.
  "GET /api/opportunities/": { level: LEVEL.quickAccess, query: opportunitiesQuerySchema, answer: opportunitiesAnswerSchema },
  "POST /api/interest/withdraw/": { level: LEVEL.quickAccess, body: requestIdSchema, answer: requestChangeAnswerSchema, refused: interestRefusalSchema },
  "POST /api/interest/delete/": { level: LEVEL.quickAccess, body: requestIdSchema, answer: deletedAnswerSchema, refused: interestRefusalSchema },
  "POST /api/interest/project/": { level: LEVEL.account, body: projectRequestsSchema, answer: projectRequestsAnswerSchema },
  "POST /api/interest/decide/": {
    level: LEVEL.account,
    body: decideInterestSchema,
    answer: decideAnswerSchema,
    refused: z.union([interestRefusalSchema, fieldErrorsAnswerSchema]),
  },
  "GET /api/interest/counts/": { level: LEVEL.account, answer: interestCountsAnswerSchema },
  "GET /api/interest/to_decide/": { level: LEVEL.account, answer: toDecideAnswerSchema },
  "POST /api/interest/decline_many/": { level: LEVEL.account, body: declineManySchema, answer: declineManyAnswerSchema, refused: fieldErrorsAnswerSchema },
  "GET /api/interest/digest/": { level: LEVEL.editor, answer: digestSettingAnswerSchema },
  "POST /api/interest/digest/": { level: LEVEL.editor, body: digestSettingSchema, answer: digestSettingAnswerSchema, refused: fieldErrorsAnswerSchema },
  "POST /api/interest/milestone/": { level: LEVEL.account, body: milestonePlacesSchema, answer: placesAnswerSchema },
  "POST /api/interest/places/": { level: LEVEL.account, body: setPlacesSchema, answer: placesAnswerSchema, refused: fieldErrorsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
