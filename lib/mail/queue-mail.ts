import "server-only";
import type { Tx } from "@/lib/db";
import { addJob } from "@/lib/jobs/enqueue";
import { MAIL_FIRST_TRY, MAIL_QUEUE, type MailJob } from "@/lib/jobs/queues";
import type { OutgoingMail } from "./mail";
import { recordMail } from "./record-mail";

/**
 * Queues a mail in the caller's transaction: its row and its send job commit with the change
 * that causes it, or neither does. The worker is woken at the commit and sends it at once, and
 * again with growing delays while the mail server refuses it (lib/jobs/queues.ts).
 */
export async function queueMail(tx: Tx, mail: OutgoingMail): Promise<number> {
  const mailId = await recordMail(tx, mail, { keepBody: true });
  await addJob(tx, MAIL_QUEUE, { mailId } satisfies MailJob, { priority: MAIL_FIRST_TRY });
  return mailId;
}
