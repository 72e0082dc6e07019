import { z } from "zod";
import { adminChangeAnswerSchema, adminIdSchema } from "@/lib/validation/admin-input";

// Payloads and answers of /api/admin/mail/: what an admin sees of outgoing mail. Never a body:
// a code or link is not stored in clear, and a notice's text is the recipient's business.

export const MAIL_STATUSES = ["queued", "sent", "failed", "cancelled"] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

/** `?status=`: one of the statuses, or every mail when absent. */
export const mailListQuerySchema = z.object({ status: z.enum(MAIL_STATUSES).optional() });

const time = z.string().nullable();

const adminMailSchema = z.strictObject({
  id: adminIdSchema,
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastTriedAt: time,
  sentAt: time,
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** GET /api/admin/mail/?status=failed: the newest 100 of that status (or of all), and the counts. */
export const mailListAnswerSchema = z.strictObject({
  mails: z.array(adminMailSchema),
  counts: z.strictObject({ queued: z.number(), sent: z.number(), failed: z.number(), cancelled: z.number() }),
});
export type MailListAnswer = z.infer<typeof mailListAnswerSchema>;

/** POST /api/admin/mail/: queue a failed mail again. 409 when it is not failed (any more). */
export const mailActionSchema = z.object({ action: z.literal("retry"), id: adminIdSchema });

export const mailActionAnswerSchema = adminChangeAnswerSchema;

export const MAIL_ADMIN_MESSAGES = {
  notFailed: "Only a mail that failed can be sent again; this one is not failed (any more). Reload to see where it is.",
  missing: "That mail is no longer kept.",
} as const;
