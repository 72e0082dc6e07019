import "server-only";
import { db } from "@/lib/db";
import { addJob } from "@/lib/jobs/enqueue";
import { MAIL_QUEUE, type MailJob } from "@/lib/jobs/queues";
import { type OutgoingMail } from "./mail";
import { deliverMail } from "./deliver-mail";
import { recordMail } from "./record-mail";
import { MailNotSentError } from "./send-mail";

/**
 * Sends a mail a person is waiting for (a code or sign-in link) at once, from this request:
 * its row is written first (without the body: a code is never stored), then this request
 * delivers it through the same function as the worker. If that one try fails the mail is
 * cancelled and MailNotSentError thrown: the caller kills the code and answers 503, so nothing
 * is promised that will not come.
 *
 * Its job waits two minutes and only settles a mail whose request ended before it could send
 * it (the process stopped): the row lock in deliverMail keeps it from ever racing the request.
 */
export async function sendMailNow(mail: OutgoingMail): Promise<number> {
  const mailId = await db.$transaction(async (tx) => {
    const id = await recordMail(tx, mail, { keepBody: false });
    await addJob(tx, MAIL_QUEUE, { mailId: id } satisfies MailJob, { startAfter: 120 });
    return id;
  });
  const outcome = await deliverMail(mailId, {
    content: { text: mail.text, html: mail.html, code: mail.code, link: mail.link },
    last: "cancel",
  });
  if (outcome.status === "not_sent") throw new MailNotSentError(outcome.error);
  // Settled by someone else first (its job, had this request stalled past it): sent only if sent.
  if (outcome.status === "already" && outcome.current !== "sent") throw new MailNotSentError(`mail ${outcome.current}`);
  return mailId;
}
