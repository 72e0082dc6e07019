import "server-only";
import type { Job } from "pg-boss";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { MAIL_QUEUE, QUEUES, type MailJob } from "@/lib/jobs/queues";
import { deliverMail } from "./deliver-mail";
import { triedLongEnough } from "./retry-policy";

export class MailRetryLater extends Error {}

/**
 * The worker's handler of the mail queue: one try at the mail. A failure that may still be
 * retried throws, and the queue runs the job again after its backoff; the last try (a day on
 * the app's clock, or the queue's last retry) marks the mail failed instead, for an admin to see
 * and retry.
 */
export async function runMailJob(job: Job<MailJob>): Promise<void> {
  const mail = await db.mail.findUnique({ where: { id: job.data.mailId }, select: { status: true, queuedAt: true } });
  if (!mail || mail.status !== "queued") return;
  const lastRetry = job.retryCount >= (QUEUES[MAIL_QUEUE].retryLimit ?? 0);
  const last = triedLongEnough(mail.queuedAt, clock.ms(), lastRetry) ? "fail" : undefined;
  const outcome = await deliverMail(job.data.mailId, { last });
  if (outcome.status === "not_sent" && !outcome.final) throw new MailRetryLater(outcome.error);
}
