import { afterAll, beforeAll } from "vitest";
import { startWorker, type RunningWorker } from "@/lib/worker/worker";

// The real job worker in the test's own process, on the test's database: mail queued by the
// operations under test is sent by it through the real SMTP listener, as in the running app.
// Without the minute's cron: these tests move the clock by days, and a clean-up falling between
// two steps of a test would delete what it is looking at; a test of scheduled work sends a tick.

export function runWorkerDuringSuite(): () => RunningWorker {
  let worker: RunningWorker | undefined;
  beforeAll(async () => {
    worker = await startWorker({ scheduled: false });
  });
  afterAll(async () => {
    await worker?.stop(5000);
  });
  return () => worker!;
}
