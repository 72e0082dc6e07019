import type { CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import {
  answerAnswerSchema,
  answerInvitationSchema,
  invitationRefusalSchema,
  inviteAnswerSchema,
  inviteSchema,
  myInvitationsAnswerSchema,
  withdrawInvitationSchema,
} from "./schemas";

// Invitations (docs/product.md#invitations): a milestone's deciders invite and withdraw (checked
// by the operation, as a decision on a request is), the member invited answers their own, and
// lists them. Level 3 and up: quick-access visitors and share links neither invite nor are
// invited. One fragment of the table of calls, lib/http/calls.ts.

export const invitationCalls = {
  "POST /api/invitations/invite/": { level: LEVEL.account, body: inviteSchema, answer: inviteAnswerSchema, refused: invitationRefusalSchema },
  "POST /api/invitations/withdraw/": { level: LEVEL.account, body: withdrawInvitationSchema, answer: inviteAnswerSchema, refused: invitationRefusalSchema },
  "POST /api/invitations/answer/": { level: LEVEL.account, body: answerInvitationSchema, answer: answerAnswerSchema, refused: invitationRefusalSchema },
  "GET /api/invitations/mine/": { level: LEVEL.account, answer: myInvitationsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
