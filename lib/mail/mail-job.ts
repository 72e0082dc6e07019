import "server-only";
import type { Job } from "pg-boss";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { addJob } from "@/lib/jobs/enqueue";
import { MAIL_QUEUE, QUEUES, type MailJob } from "@/lib/jobs/queues";
import { deliverMail, WORKER_SEND_MS } from "./deliver-mail";
import { triedLongEnough } from "./retry-policy";

class MailRetryLater extends Error {}

/** Cut when the worker stops and its jobs had their time: the sends in progress hand their mail back. */
let stopping = new AbortController();

/** The worker's stop: cuts the sends still running (each records a temporary failure and ends its lease). */
export function abortMailSends(): void {
  stopping.abort(new Error("the worker is stopping"));
}

/** A started worker sends again. */
export function allowMailSends(): void {
  if (stopping.signal.aborted) stopping = new AbortController();
}

/** The first retry of a mail whose first try was refused, as the queue's own first retry. */
const FIRST_RETRY_AFTER_S = QUEUES[MAIL_QUEUE].retryDelay ?? 2;

/**
 * The worker's handler of the mail queue: one try at the mail. A failure that may still be
 * retried throws, and the queue runs the job again after its backoff; the last try (a day on
 * the app's clock, or the queue's last retry) marks the mail failed instead, for an admin to see
 * and retry. A first try that fails hands the mail to a retry job (queues.ts: MailJob) and ends,
 * so the lane of first tries is free for the next new mail at once. A refusal for good (SMTP
 * 5xx) is final at once (deliver-mail.ts).
 */
export async function runMailJob(job: Job<MailJob>): Promise<void> {
  const mail = await db.mail.findUnique({ where: { id: job.data.mailId }, select: { status: true, queuedAt: true } });
  if (!mail || mail.status !== "queued") return;
  const lastRetry = job.retryCount >= (QUEUES[MAIL_QUEUE].retryLimit ?? 0);
  const last = triedLongEnough(mail.queuedAt, clock.ms(), lastRetry) ? "fail" : undefined;
  const signal = AbortSignal.any([AbortSignal.timeout(WORKER_SEND_MS), stopping.signal]);
  const outcome = await deliverMail(job.data.mailId, { last, signal });
  // Another sender holds it (one that died mid-send, its job handed on): it is due again the
  // moment that lease lapses, not after a backoff that grows while it waits.
  if (outcome.status === "leased") return retryAt(job, Math.ceil((outcome.until.getTime() - clock.ms()) / 1000) + 1);
  if (outcome.status !== "not_sent" || outcome.final) return;
  if (job.data.retry) throw new MailRetryLater(outcome.error);
  await retryAt(job, FIRST_RETRY_AFTER_S);
}

/** Ends this job and hands the mail to a retry job `seconds` from now. */
async function retryAt(job: Job<MailJob>, seconds: number): Promise<void> {
  await db.$transaction((tx) =>
    addJob(tx, MAIL_QUEUE, { mailId: job.data.mailId, retry: true } satisfies MailJob, { startAfter: Math.max(1, seconds), priority: 0 }),
  );
}
