import { z } from "zod";
import { UNSUBSCRIBE_MESSAGES } from "./messages";

// POST /api/mail/unsubscribe/?token=…: the token rides in the address, as the List-Unsubscribe
// header gives it; the body is RFC 8058's form `List-Unsubscribe=One-Click` (or empty, from the
// app's own page), and nothing in it is read (the call declares no body schema).

const invalid = { error: UNSUBSCRIBE_MESSAGES.invalid };
/** `?token=`: the signed token of the mail's link, checked again by the operation. */
export const unsubscribeQuerySchema = z.object({
  token: z.string(invalid).min(10, invalid).max(500, invalid).regex(/^[A-Za-z0-9_.-]+$/, invalid),
});

export const unsubscribeAnswerSchema = z.strictObject({ success: z.literal(true), category: z.string() });
