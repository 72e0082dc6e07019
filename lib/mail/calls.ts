import { fieldErrorsAnswerSchema, type CallSpec } from "@/lib/contract";
import { LEVEL } from "@/lib/levels";
import { mailActionAnswerSchema, mailActionSchema, mailListAnswerSchema, mailListQuerySchema } from "./admin/schemas";
import { unsubscribeAnswerSchema, unsubscribeQuerySchema } from "./unsubscribe/schemas";

// Mail: the admin's Mail tab, and mail a person may opt out of: the one-click unsubscribe of RFC
// 8058 (a mail client POSTs, with no session; the signed token in the address is the authority),
// and its address opened in a browser, which only leads to the page that asks for the click.
// Neither sends JSON in. One fragment of the table of calls, lib/http/calls.ts.

export const mailCalls = {
  "POST /api/mail/unsubscribe/": { level: LEVEL.anonymous, tokenAuthorised: true, query: unsubscribeQuerySchema, answer: unsubscribeAnswerSchema },
  "GET /api/mail/unsubscribe/": { level: LEVEL.anonymous, query: unsubscribeQuerySchema },
  "GET /api/admin/mail/": { level: LEVEL.admin, query: mailListQuerySchema, answer: mailListAnswerSchema },
  "POST /api/admin/mail/": { level: LEVEL.admin, body: mailActionSchema, answer: mailActionAnswerSchema, refused: fieldErrorsAnswerSchema },
} as const satisfies Record<string, CallSpec>;
