import "server-only";
import { env, migrationUrl } from "@/lib/env";
import { PgBoss, type ConstructorOptions } from "pg-boss";
import { logError, logWarning } from "@/lib/log";
import { QUEUE_SCHEMA } from "./queues";

// The process's one connection to the job queue (pg-boss). A process that only adds jobs (the
// web server with WORKER_IN_PROCESS=0, or before its worker starts) gets a small one that does
// no supervision; the worker (worker.ts) replaces it with its own, which also listens.
//
// The queue talks to DIRECT_DATABASE_URL when it is set: LISTEN/NOTIFY, the heartbeats and the
// queue's advisory locks need a real session, which PgBouncer's transaction mode does not give.
// Jobs added inside an app transaction go through that transaction instead (enqueue.ts).

type Holder = { boss?: Promise<PgBoss>; worker?: boolean };
const holder = ((globalThis as Record<symbol, Holder>)[Symbol.for("project-directory.job-queue")] ??= {});

function queueDatabaseUrl(): string {
  const url = migrationUrl(env());
  if (!url) throw new Error("Invalid configuration:\n  DATABASE_URL: is required for the job queue");
  return url;
}

export function createBoss(options: Partial<ConstructorOptions>): PgBoss {
  const boss = new PgBoss({
    connectionString: queueDatabaseUrl(),
    schema: QUEUE_SCHEMA,
    // Installed with the migrations (scripts/lib/install-queue.ts), never by a running app.
    migrate: false,
    createSchema: false,
    application_name: "project-directory-queue",
    ...options,
  });
  boss.on("error", (error) => logError("jobs.queue_error", error));
  boss.on("warning", (warning: { message?: string; type?: string }) =>
    logWarning("jobs.queue_warning", { type: warning.type, message: warning.message }),
  );
  return boss;
}

/** The started queue of this process, for adding jobs. */
export function queue(): Promise<PgBoss> {
  holder.boss ??= (async () => {
    const boss = createBoss({ supervise: false, schedule: false, registerInstance: false, max: 2 });
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    holder.boss = undefined;
    throw error;
  });
  return holder.boss;
}

/** The worker makes its own (listening, supervising) instance the process's queue. */
export async function adoptWorkerBoss(boss: PgBoss): Promise<void> {
  const previous = holder.boss;
  holder.boss = Promise.resolve(boss);
  holder.worker = true;
  if (previous) await (await previous.catch(() => undefined))?.stop({ graceful: false, close: true });
}

/** After the worker stopped: the next job added opens a small sending-only queue again. */
export function forgetBoss(boss: PgBoss): void {
  void holder.boss?.then((current) => {
    if (current === boss) {
      holder.boss = undefined;
      holder.worker = false;
    }
  });
}
