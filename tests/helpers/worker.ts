import { afterAll, beforeAll } from "vitest";
import { startWorker, type RunningWorker } from "@/lib/jobs/worker";

// The real job worker in the test's own process, on the test's database: mail queued by the
// operations under test is sent by it through the real SMTP listener, as in the running app.

export function runWorkerDuringSuite(): () => RunningWorker {
  let worker: RunningWorker | undefined;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.stop(5000);
  });
  return () => worker!;
}
