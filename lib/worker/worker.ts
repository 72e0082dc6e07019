import "server-only";
import type { PgBoss } from "pg-boss";
import { logError, logEvent } from "@/lib/log";
import { abortMailSends, allowMailSends, runMailJob } from "@/lib/mail/mail-job";
import { adoptWorkerBoss, createBoss, forgetBoss } from "@/lib/jobs/boss";
import { runExportJob } from "@/lib/data-export/run-export-job";
import { DATA_EXPORT_QUEUE, MAIL_FIRST_TRY, MAIL_QUEUE, TICK_QUEUE, type DataExportJob, type MailJob } from "@/lib/jobs/queues";
import { runDueTasks } from "./scheduled-tasks";

// The worker: takes jobs from the queue in this process. It runs in the process of `npm start`
// and of the container (beside the web server, not inside it) unless WORKER_IN_PROCESS=0, and
// alone in `npm run worker` or the image's worker role. Any number of workers share the queue:
// a job is taken by one of them (SELECT … FOR UPDATE SKIP LOCKED), and the minute's tick is
// created once for all of them by the queue's cron.

export type RunningWorker = {
  /** Stops taking jobs and waits up to `timeoutMs` for the running ones to finish. */
  stop(timeoutMs: number): Promise<void>;
};

/**
 * Mails sent side by side by one worker: FIRST_TRY_LANES take only mail never tried yet,
 * MAIL_LANES any mail (never tried first, then retries), oldest first by when each became due.
 * No lane holds a database connection while it talks to the mail server (deliver-mail.ts).
 */
const FIRST_TRY_LANES = 1;
const MAIL_LANES = 2;

/**
 * `scheduled: false` leaves out the minute's cron (the API tests, whose clock jumps days, send
 * a tick themselves when they mean one).
 */
export async function startWorker(options: { scheduled?: boolean } = {}): Promise<RunningWorker> {
  const boss = createBoss({
    useListenNotify: true,
    supervise: true,
    schedule: true,
    // Jobs of a worker that died (kill -9) are handed on after their 10 s heartbeat lapses; the
    // supervisor that notices it runs this often (once across instances).
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    // (the backlog the worker reads to decide on fetching without pause, refreshed as often)
    queueCacheIntervalSeconds: 10,
    instanceName: "worker",
    max: FIRST_TRY_LANES + MAIL_LANES + 4,
  });
  allowMailSends();
  await boss.start();
  await adoptWorkerBoss(boss);
  // A new mail wakes the worker through NOTIFY; a retry comes due without one, so the queue is
  // also asked every 2 s (one indexed query) to keep the backoff's early retries on time. With a
  // backlog (mail piled up while the mail server was down) it fetches without pause until it has
  // caught up, instead of one mail per poll.
  // The queue hands out jobs by priority, then by when they were made (pg-boss's fetch order):
  // a first try's job is made when the mail is queued, a retry's when its first try was refused.
  const mailOptions = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2, burstWhenReadyExceeds: 1 };
  await boss.work<MailJob>(MAIL_QUEUE, { ...mailOptions, localConcurrency: FIRST_TRY_LANES, minPriority: MAIL_FIRST_TRY }, async ([job]) => {
    await runMailJob(job);
  });
  await boss.work<MailJob>(MAIL_QUEUE, { ...mailOptions, localConcurrency: MAIL_LANES }, async ([job]) => {
    await runMailJob(job);
  });
  // One export at a time per worker: building one reads a person's rows and holds the ZIP in memory.
  await boss.work<DataExportJob>(DATA_EXPORT_QUEUE, { localConcurrency: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
    await runExportJob(job);
  });
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await runDueTasks();
  });
  // Every minute, for all instances together; what is due is decided on the app's clock.
  if (options.scheduled !== false) await boss.schedule(TICK_QUEUE, "* * * * *");
  else await boss.unschedule(TICK_QUEUE);
  logEvent("jobs.worker_started");
  return { stop: (timeoutMs) => stopWorker(boss, timeoutMs) };
}

/** What a stop keeps for the sends it cuts to write their outcome and end their lease. */
const HAND_BACK_MS = 1500;

async function stopWorker(boss: PgBoss, timeoutMs: number): Promise<void> {
  // A send still running when the jobs' time is nearly up is cut: it records a temporary failure
  // and gives its mail's lease back, so the mail is due again at once, not when the lease lapses.
  const cut = setTimeout(abortMailSends, Math.max(0, timeoutMs - HAND_BACK_MS));
  try {
    // graceful: no new jobs; the running ones get `timeoutMs` to finish. One still running then
    // is marked failed, and so retried; one cut off by a kill is retried once its heartbeat lapses.
    await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    logEvent("jobs.worker_stopped");
  } catch (error) {
    logError("jobs.worker_stop_failed", error);
  } finally {
    clearTimeout(cut);
    forgetBoss(boss);
  }
}
