// Runs the job worker (lib/worker/worker.ts) in the calling process: the start script's and the
// container's by default, beside the web server they run as a child, or alone (`npm run worker`,
// the image's `worker` role). The settings the web server gets are put into this process's
// environment first, and the app's modules are loaded only then: the database client reads its
// URL when it is first imported.
import type { RunningWorker } from "../../lib/worker/worker";

/**
 * How long a stop waits for the job in progress. A container runtime's stop timeout is 10 s by
 * default; what is still running after this is failed and retried (by this or another worker).
 */
export const WORKER_STOP_TIMEOUT_MS = 8000;

export async function startWorkerInProcess(settings: Record<string, string | undefined>): Promise<RunningWorker> {
  for (const [name, value] of Object.entries(settings)) {
    if (value !== undefined) process.env[name] = value;
  }
  const { startWorker } = await import("../../lib/worker/worker");
  const worker = await startWorker();
  return {
    // The worker first finishes (or hands back) its jobs, then this process's database pool is
    // closed, so the caller can stop an embedded PostgreSQL without cutting a connection.
    async stop(timeoutMs) {
      await worker.stop(timeoutMs);
      const { closeDatabase } = await import("../../lib/db");
      await closeDatabase().catch(() => undefined);
    },
  };
}
