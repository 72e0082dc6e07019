import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import type { MailStatus } from "@/lib/generated/prisma/client";
import { logEvent } from "@/lib/log";
import type { MailCategory, MailContent } from "./mail";
import { openBody } from "./mail-body";
import { optedOut } from "./unsubscribe/opted-out";
import { unsubscribeUrl } from "./unsubscribe/token";
import { MailNotSentError, sendMail } from "./send-mail";

// The one way a mail leaves: the request that sends a code at once and the worker that sends
// everything else both come here. The mail's row is locked for the whole try, so two of them
// (a request and a worker, two workers, a retry) never both send it: the second waits, then
// finds it sent. The outcome is written in the same transaction right after the SMTP server
// accepted the mail; a worker killed before that commit leaves the row queued (the lock goes
// with its connection) and the job's next run sends it, while one killed after it finds it sent.

/** SMTP's own timeouts (send-mail.ts) add up to 40 s; the lock is held a little longer. */
const TRY_TRANSACTION_MS = 90_000;

export type DeliveryOutcome =
  | { status: "sent" }
  | { status: "already"; current: MailStatus }
  | { status: "not_sent"; error: string; final: boolean };

export type DeliveryOptions = {
  /** The content when it is not stored (a code: only the request that made it has it). */
  content?: MailContent;
  /** This try is the last: a failure fails the mail (`failed`, or `cancelled` for `cancel`). */
  last?: "fail" | "cancel";
};

type LockedRow = {
  id: number;
  kind: string;
  category: string | null;
  recipient: string;
  subject: string;
  status: MailStatus;
  body: string | null;
  body_sealed: boolean;
  message_id: string;
};

export async function deliverMail(id: number, options: DeliveryOptions = {}): Promise<DeliveryOutcome> {
  return db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<LockedRow[]>`
        SELECT id, kind, category, recipient::text AS recipient, subject, status, body, body_sealed, message_id
          FROM mail WHERE id = ${id} FOR UPDATE`;
      if (!row) return { status: "already", current: "cancelled" } as const;
      if (row.status !== "queued") return { status: "already", current: row.status } as const;
      const now = clock.now();
      const category = row.category as MailCategory | null;
      if (category && (await optedOut(tx, row.recipient, category))) {
        await tx.mail.update({ where: { id }, data: { status: "cancelled", lastError: "The recipient unsubscribed.", lastTriedAt: now } });
        return { status: "already", current: "cancelled" } as const;
      }
      const content = options.content ?? openBody({ body: row.body, bodySealed: row.body_sealed });
      if (!content) {
        // A code mail whose request ended before sending it (its code lived only there), or a
        // sealed body whose key is gone: nothing can be sent.
        const lastError = row.body ? "The stored content could not be read (was ENCRYPTION_KEY changed?)." : "Not sent: its code was not kept.";
        await tx.mail.update({ where: { id }, data: { status: row.body ? "failed" : "cancelled", lastError, lastTriedAt: now } });
        return { status: "already", current: row.body ? "failed" : "cancelled" } as const;
      }
      try {
        await sendMail({ to: row.recipient, subject: row.subject, ...content }, row.kind, {
          messageId: row.message_id,
          unsubscribeUrl: category ? unsubscribeUrl({ email: row.recipient, category }) : undefined,
        });
      } catch (error) {
        if (!(error instanceof MailNotSentError)) throw error;
        const message = error.message.slice(0, 500);
        const status = options.last === "cancel" ? "cancelled" : options.last === "fail" ? "failed" : "queued";
        await tx.mail.update({ where: { id }, data: { status, attempts: { increment: 1 }, lastError: message, lastTriedAt: now } });
        return { status: "not_sent", error: message, final: status !== "queued" } as const;
      }
      await tx.mail.update({
        where: { id },
        data: { status: "sent", attempts: { increment: 1 }, lastError: null, lastTriedAt: now, sentAt: clock.now() },
      });
      logEvent("mail.delivered", { mailId: id, kind: row.kind });
      return { status: "sent" } as const;
    },
    { timeout: TRY_TRANSACTION_MS, maxWait: 10_000 },
  );
}
