// Entry point of the production image (see Dockerfile): applies pending migrations, seeds the
// reference lists (plus demo data when SEED_DEMO=1 and the database has no accounts), then runs
// Next's standalone server. Migrations run before the server listens, so a new release never
// serves requests against an old schema. With several app containers, the schema engine's
// advisory lock lets only one of them migrate at a time.
//
// The image runs the compiled form of this file (dist/container-start.mjs, made at build time by
// scripts/image/bundle-scripts.mjs). It is PID 1 there, and PID 1 has no default handler for a
// stop signal: without one the container would only die when the runtime's stop timeout kills
// it. A stop that arrives before the server runs ends the start at once, unless a migration is
// being applied: that one is let finish first (see stopSoon).
//
// The job worker (lib/worker/worker.ts) runs in this process beside the server unless
// WORKER_IN_PROCESS=0. Started with the argument `worker` (`node dist/container-start.mjs worker`)
// the image is a worker only: migrations, then the worker, no server. A stop lets the job in
// progress finish (up to 8 s) before the process leaves.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ENCRYPTION_KEY_ADVICE, mailProblem, migrationUrl, parseEnv, type Env } from "../lib/env";
import { logger } from "../lib/log";
import { forwardChildOutput } from "./lib/child-output";
import { serverHookFiles } from "./lib/server-hooks";
import { applyMigrations } from "./lib/migrate";
import { seedOnStart } from "./lib/start-seed";
import { startWorkerInProcess, WORKER_STOP_TIMEOUT_MS } from "./lib/worker-process";
import type { RunningWorker } from "../lib/worker/worker";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type ContainerEnv = Env & { DATABASE_URL: string; SESSION_SECRET: string };

/** The container has no embedded database: both settings are required here. */
function readEnv(): ContainerEnv {
  try {
    const env = parseEnv(process.env);
    if (!env.DATABASE_URL) throw new Error("Invalid configuration:\n  DATABASE_URL: is required in the container");
    if (!env.SESSION_SECRET) throw new Error("Invalid configuration:\n  SESSION_SECRET: is required in the container");
    const problem = mailProblem(env);
    if (problem) throw new Error(problem);
    return env as ContainerEnv;
  } catch (error) {
    // The message names the variable; a stack trace would only bury it.
    logger().fatal({ event: "start.configuration", message: (error as Error).message });
    process.exit(1);
  }
}

const log = (message: string) => logger().info({ event: "start", message });

/**
 * A migration in progress may take this long to finish after a stop signal, which leaves the
 * runtime's usual 10 s stop timeout a margin. Past it the start ends anyway; the next start
 * settles the migration (scripts/lib/interrupted-migrations.ts).
 */
const MIGRATION_STOP_GRACE_MS = 8000;

const role = process.argv[2] === "worker" ? "worker" : "web";
let server: ChildProcess | undefined;
let worker: RunningWorker | undefined;
let workerStopped: Promise<void> | undefined;
let migrating = false;
let stopSignal: NodeJS.Signals | undefined;

/** Exit code 128 + signal number, as the server's own stop gives (143 for SIGTERM). */
function exitForSignal(signal: NodeJS.Signals): never {
  process.exit(signal === "SIGTERM" ? 143 : 130);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Once the server runs, it stops itself (it finishes its requests); we leave with it, once
    // the worker has finished its job in progress too.
    if (server || worker) {
      server?.kill(signal);
      const stopped = stopWorker();
      if (!server) void stopped.then(() => exitForSignal(signal));
      return;
    }
    // A migration being applied is let finish: PostgreSQL would go on running the script after
    // we left and could commit it with no record of it being done.
    if (migrating) {
      if (stopSignal) return;
      stopSignal = signal;
      log(`${signal} received while migrating: stopping once the migration in progress is done.`);
      setTimeout(() => exitForSignal(signal), MIGRATION_STOP_GRACE_MS);
      return;
    }
    // Before that (waiting for the lock, settling) and after it (seeding), nothing needs finishing.
    log(`${signal} received before the server started: stopping.`);
    exitForSignal(signal);
  });
}

async function main(): Promise<void> {
  const env = readEnv();
  if (!env.ENCRYPTION_KEY) logger().warn({ event: "start", message: ENCRYPTION_KEY_ADVICE });

  log("Applying migrations");
  // Migrations and their lock go to DIRECT_DATABASE_URL when the app sits behind a pooler.
  const migrationTarget = migrationUrl(env)!;
  const applied = await applyMigrations(migrationTarget, {
    onSettled(settled) {
      if (settled.rolledBack.length) log(`Interrupted migrations to apply again: ${settled.rolledBack.join(", ")}`);
      if (settled.finished.length) log(`Interrupted migrations found applied: ${settled.finished.join(", ")}`);
    },
    onApplying: () => (migrating = true),
  }).finally(() => (migrating = false));
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");
  if (stopSignal) {
    log(`Migrations done; stopping as asked (${stopSignal}).`);
    exitForSignal(stopSignal);
  }
  if (role === "worker") {
    worker = await startWorkerInProcess({ NODE_ENV: "production" });
    log("Worker running (role: worker, no web server)");
    return;
  }
  const outcome = await seedOnStart(env.DATABASE_URL, { demo: env.SEED_DEMO, demoPassword: env.DEMO_PASSWORD });
  log(`Seed: ${outcome}`);

  // The standalone server reads PORT and HOSTNAME itself.
  // The hooks record each connection's own address in a header the client cannot set, and let
  // the prepared lists name their own Content-Encoding (scripts/server/).
  const hooks = serverHookFiles(ROOT).flatMap((file) => ["--require", file]);
  server = spawn(process.execPath, [...hooks, path.join(ROOT, "server.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(env.PORT),
      HOSTNAME: env.HOST ?? process.env.HOSTNAME ?? "0.0.0.0",
      NODE_ENV: "production",
      NO_COLOR: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  forwardChildOutput(server, logger(), "next");
  server.on("exit", (code, signal) => void stopWorker().then(() => process.exit(code ?? (signal ? 0 : 1))));
  if (env.WORKER_IN_PROCESS) worker = await startWorkerInProcess({ NODE_ENV: "production" });
}

/** Stops the worker once, however many signals and exits ask for it. */
function stopWorker(): Promise<void> {
  workerStopped ??= worker ? worker.stop(WORKER_STOP_TIMEOUT_MS) : Promise.resolve();
  return workerStopped;
}

main().catch((error: unknown) => {
  logger().fatal({ event: "start.failed", message: `Start failed: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(1);
});
