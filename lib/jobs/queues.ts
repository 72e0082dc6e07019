// The queues of the job queue (pg-boss, schema `pgboss`), with the options every job in them
// inherits. Created or brought up to date with the migrations (scripts/lib/install-queue.ts), so
// a process that only adds jobs never creates one. No server-only import: the migration scripts
// read it too.
import type { Queue } from "pg-boss";

export type QueueSettings = Omit<Queue, "name">;

export const MAIL_QUEUE = "mail";
export const TICK_QUEUE = "tick";

/** A job that sends one mail: `mailId` is a row of `mail`, which holds everything else. */
export type MailJob = { mailId: number };

// Retries double from 2 s up to one an hour, 48 in all: about 36 hours of trying, past the day a
// mail must keep being tried (lib/mail/retry-policy.ts decides, on the app's clock, when it has
// failed for good). A worker killed mid-send stops its job's heartbeat, and after 10 s of silence
// the queue's supervisor hands the job to another try.
const mail: QueueSettings = {
  notify: true,
  retryLimit: 48,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 3600,
  heartbeatSeconds: 10,
  expireInSeconds: 300,
  deleteAfterSeconds: 7 * 24 * 3600,
};

// The minute's wake-up of scheduled work (lib/jobs/scheduled-tasks.ts): never retried, since the
// next minute's tick does what this one could not.
const tick: QueueSettings = {
  notify: true,
  retryLimit: 0,
  expireInSeconds: 3600,
  deleteAfterSeconds: 24 * 3600,
};

export const QUEUES: Record<string, QueueSettings> = {
  [MAIL_QUEUE]: mail,
  [TICK_QUEUE]: tick,
};

/** The queue's own schema in the app's database. */
export const QUEUE_SCHEMA = "pgboss";
