// The queues of the job queue (pg-boss, schema `pgboss`), with the options every job in them
// inherits. Created or brought up to date with the migrations (scripts/lib/install-queue.ts), so
// a process that only adds jobs never creates one. No server-only import: the migration scripts
// read it too.
import type { Queue } from "pg-boss";

export type QueueSettings = Omit<Queue, "name">;

export const MAIL_QUEUE = "mail";
export const TICK_QUEUE = "tick";
export const DATA_EXPORT_QUEUE = "data_export";

/**
 * A job that sends one mail: `mailId` is a row of `mail`, which holds everything else. A mail's
 * first try is a job of priority MAIL_FIRST_TRY; once the mail server refused that try, its
 * retries are one job of priority 0 (`retry`), so a mail never tried has a lane of its own in
 * the worker (worker.ts) and never waits behind mail refused again and again.
 */
export type MailJob = { mailId: number; retry?: true };
export const MAIL_FIRST_TRY = 1;

/** A job that prepares one "Download my data" file: a pending row of `data_export`. */
export type DataExportJob = { exportId: number };

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

// The minute's wake-up of scheduled work (lib/worker/scheduled-tasks.ts): never retried, since the
// next minute's tick does what this one could not.
const tick: QueueSettings = {
  notify: true,
  retryLimit: 0,
  expireInSeconds: 3600,
  deleteAfterSeconds: 24 * 3600,
};

// A person's data export (lib/data-export/run-export-job.ts): a few tries a minute apart, then
// the export is marked failed and the profile says so.
const dataExport: QueueSettings = {
  notify: true,
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 600,
  deleteAfterSeconds: 7 * 24 * 3600,
};

export const QUEUES: Record<string, QueueSettings> = {
  [MAIL_QUEUE]: mail,
  [TICK_QUEUE]: tick,
  [DATA_EXPORT_QUEUE]: dataExport,
};

/** The queue's own schema in the app's database. */
export const QUEUE_SCHEMA = "pgboss";
