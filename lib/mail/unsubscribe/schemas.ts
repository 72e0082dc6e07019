import { z } from "zod";

// POST /api/mail/unsubscribe/?token=…: the token rides in the address, as the List-Unsubscribe
// header gives it; the body is RFC 8058's form `List-Unsubscribe=One-Click` (or empty, from the
// app's own page), and nothing in it is read.

/** The body, for the record: RFC 8058's form, never read (the route declares no body schema). */
export const unsubscribeBodySchema = z.object({ "List-Unsubscribe": z.literal("One-Click").optional() });

export const unsubscribeTokenSchema = z.string().min(10).max(500).regex(/^[A-Za-z0-9_.-]+$/);

export const unsubscribeAnswerSchema = z.strictObject({ success: z.literal(true), category: z.string() });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
