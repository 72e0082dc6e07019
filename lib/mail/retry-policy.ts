// How long a queued mail keeps being tried. The queue retries with a doubling delay up to an
// hour (lib/jobs/queues.ts); on the app's clock a mail queued more than a day ago, or whose
// queue retries ran out, has failed for good and waits for an admin's Retry.

const MAIL_RETRY_PERIOD_MS = 24 * 60 * 60 * 1000;

export function triedLongEnough(queuedAt: Date, now: number, lastTryOfTheQueue: boolean): boolean {
  return lastTryOfTheQueue || now - queuedAt.getTime() >= MAIL_RETRY_PERIOD_MS;
}
