import "server-only";
import { db } from "@/lib/db";
import { addJob } from "@/lib/jobs/enqueue";
import { MAIL_FIRST_TRY, MAIL_QUEUE, type MailJob } from "@/lib/jobs/queues";
import { type OutgoingMail } from "./mail";
import { deliverMail } from "./deliver-mail";
import { recordMail } from "./record-mail";
import { inSendSlot } from "./request-send-slots";
import { MailNotSentError } from "./send-mail";

/** The longest a request waits for the mail server, slot included; then it answers 503. */
export const REQUEST_SEND_MS = 10_000;

/**
 * Sends a mail a person is waiting for (a code or sign-in link) at once, from this request:
 * its row is written first (without the body: a code is never stored), then this request
 * delivers it through the same function as the worker, in one of the instance's few send slots
 * (request-send-slots.ts) and within REQUEST_SEND_MS in all. If that one try fails, times out or
 * finds no slot, the mail is cancelled and MailNotSentError thrown: the caller kills the code and
 * answers 503, so nothing is promised that will not come.
 *
 * Its job waits two minutes and only settles a mail whose request ended before it could send
 * it (the process stopped): the request's lease (deliver-mail.ts) keeps the two from racing.
 */
export async function sendMailNow(mail: OutgoingMail): Promise<number> {
  const signal = AbortSignal.timeout(REQUEST_SEND_MS);
  const mailId = await db.$transaction(async (tx) => {
    const id = await recordMail(tx, mail, { keepBody: false });
    await addJob(tx, MAIL_QUEUE, { mailId: id } satisfies MailJob, { startAfter: 120, priority: MAIL_FIRST_TRY });
    return id;
  });
  const content = { text: mail.text, html: mail.html, code: mail.code, link: mail.link };
  const tried = await inSendSlot(() => deliverMail(mailId, { content, last: "cancel", signal }));
  if (!tried) {
    const lastError = "Not sent: too many mails were waiting for the mail server.";
    await db.mail.updateMany({ where: { id: mailId, status: "queued", leaseUntil: null }, data: { status: "cancelled", lastError } });
    throw new MailNotSentError(lastError);
  }
  const outcome = tried.value;
  if (outcome.status === "not_sent") throw new MailNotSentError(outcome.error);
  // Settled by someone else first (its job, had this request stalled past it): sent only if sent.
  if (outcome.status === "already" && outcome.current !== "sent") throw new MailNotSentError(`mail ${outcome.current}`);
  if (outcome.status === "leased") throw new MailNotSentError("mail being sent by another");
  return mailId;
}
