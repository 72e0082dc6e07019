// `npm start` (and `npm run dev` with --dev): the one entry point that owns the whole local
// lifecycle — configuration, the embedded PostgreSQL, migrations, demo data, the Next server —
// and tears all of it down again on Ctrl-C / SIGTERM. See docs/decisions/004-start-script.md.
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { config as loadDotenv } from "dotenv";
import { ENCRYPTION_KEY_ADVICE, mailProblem, migrationUrl, parseEnv, type Env } from "../lib/env";
import { logger } from "../lib/log";
import { DEMO_ACCOUNTS } from "../prisma/seed/demo-people";
import { applyMigrations } from "./lib/migrate";
import { loadOrCreateEncryptionKey, loadOrCreateSessionSecret } from "./lib/secrets";
import { openEmbeddedDatabase, type EmbeddedDatabase } from "./lib/start-database";
import { buildNext, productionBuildState, spawnNextServer, stopChild } from "./lib/start-next";
import { parseStartOptions, type StartOptions } from "./lib/start-options";
import { seedOnStart, type SeedOutcome } from "./lib/start-seed";
import { takeOverShutdownSignals, type ShutdownSignal } from "./lib/start-signals";
import { waitForPort } from "./lib/start-wait";
import { startWorkerInProcess, WORKER_STOP_TIMEOUT_MS } from "./lib/worker-process";
import type { RunningWorker } from "../lib/worker/worker";

const ROOT = process.cwd();
// A Ctrl-C in a terminal also reaches the Next child directly; its exit may be noticed before
// our own signal handler runs. Waiting this long tells "stopped with us" from "crashed".
const CHILD_EXIT_SETTLE_MS = 500;
const SHUTDOWN_DEADLINE_MS = 25_000;

const state: {
  database?: EmbeddedDatabase;
  child?: ChildProcess;
  worker?: RunningWorker;
  shuttingDown: boolean;
} = { shuttingDown: false };

class ConfigurationError extends Error {}

// The start script's own lines are JSON like the server's: `event: "start"` and the text.
function log(message: string): void {
  logger().info({ event: "start", message });
}

function warn(message: string): void {
  logger().warn({ event: "start", message });
}

async function stopEverything(): Promise<void> {
  // The server and the worker stop side by side (the worker finishes its job in progress);
  // the database only after both.
  await Promise.all([state.child ? stopChild(state.child) : undefined, state.worker?.stop(WORKER_STOP_TIMEOUT_MS)]);
  if (state.database) await state.database.stop();
}

async function shutDown(signal: ShutdownSignal): Promise<void> {
  // npm forwards the signal it got from the process group, so the same signal can arrive twice.
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  log(`${signal} received, stopping`);
  setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  await stopEverything().catch((error: unknown) => logger().error({ event: "start.stop_failed", err: error }));
  log("stopped");
  process.exit(0);
}

async function fail(error: unknown): Promise<void> {
  // A step that fails because a shutdown is tearing things down is not an error of its own.
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  const message = error instanceof Error ? error.message : String(error);
  // Configuration errors name the variable; a stack trace would only hide that line.
  if (error instanceof ConfigurationError) logger().fatal({ event: "start.configuration", message });
  else logger().fatal({ event: "start.failed", message: `Start failed: ${message}` });
  await stopEverything().catch(() => {});
  process.exit(1);
}

function readConfiguration(): { env: Env; options: StartOptions } {
  loadDotenv({ path: path.join(ROOT, ".env"), quiet: true });
  let configuration: { env: Env; options: StartOptions };
  try {
    configuration = { env: parseEnv(process.env), options: parseStartOptions(process.argv.slice(2)) };
  } catch (error) {
    throw new ConfigurationError((error as Error).message);
  }
  return configuration;
}

type Secrets = { databaseUrl: string; sessionSecret: string; encryptionKey?: string };

async function prepareDatabase(env: Env, dataDir: string): Promise<Secrets> {
  if (env.DATABASE_URL) {
    if (!env.SESSION_SECRET) {
      throw new ConfigurationError(
        "Invalid configuration:\n  SESSION_SECRET: is required when DATABASE_URL is set (at least 32 characters)",
      );
    }
    const problem = mailProblem(env);
    if (problem) throw new ConfigurationError(problem);
    log("Using the PostgreSQL database from DATABASE_URL");
    if (!env.ENCRYPTION_KEY) warn(ENCRYPTION_KEY_ADVICE);
    return { databaseUrl: env.DATABASE_URL, sessionSecret: env.SESSION_SECRET, encryptionKey: env.ENCRYPTION_KEY };
  }
  const sessionSecret = env.SESSION_SECRET ?? (await loadOrCreateSessionSecret(dataDir));
  const encryptionKey = env.ENCRYPTION_KEY ?? (await loadOrCreateEncryptionKey(dataDir));
  state.database = await openEmbeddedDatabase(dataDir);
  log(`Embedded PostgreSQL is running on localhost:${state.database.port} (data in ${state.database.clusterDir})`);
  return { databaseUrl: state.database.url, sessionSecret, encryptionKey };
}

const SEED_MESSAGES: Record<SeedOutcome, string> = {
  seeded: "Demo data seeded",
  present: "Demo data is present",
  "skipped-has-accounts": "The database already has accounts: demo data not seeded",
  "reference-only": "Reference lists are in place (SEED_DEMO is off)",
};

/** Returns whether the demo accounts are there to sign in with. */
async function migrateAndSeed(env: Env, databaseUrl: string): Promise<boolean> {
  const applied = await applyMigrations(migrationUrl({ ...env, DATABASE_URL: databaseUrl })!);
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");
  const outcome = await seedOnStart(databaseUrl, { demo: env.SEED_DEMO, demoPassword: env.DEMO_PASSWORD });
  log(SEED_MESSAGES[outcome]);
  return outcome === "seeded" || outcome === "present";
}

function demoHint(env: Env): string {
  const names = DEMO_ACCOUNTS.map((a) => `${a.username} (level ${a.level})`).join(", ");
  return `Demo accounts: ${names}; password: ${env.DEMO_PASSWORD}`;
}

function watchChild(child: ChildProcess): void {
  child.on("exit", (code, signal) => {
    setTimeout(() => {
      if (state.shuttingDown) return;
      state.shuttingDown = true;
      logger().error({ event: "start", message: `The Next server exited unexpectedly (${signal ?? `exit code ${code}`})` });
      // Killed by a signal: report it the way a shell does (128 + signal number).
      const exitCode = code ?? 128 + (signal ? os.constants.signals[signal] : 0);
      void (state.worker?.stop(WORKER_STOP_TIMEOUT_MS) ?? Promise.resolve())
        .then(() => state.database?.stop())
        .finally(() => process.exit(exitCode));
    }, CHILD_EXIT_SETTLE_MS);
  });
}

async function runServer(
  env: Env,
  options: StartOptions,
  childEnv: NodeJS.ProcessEnv,
  hasDemo: boolean,
): Promise<void> {
  const build = options.dev ? "current" : productionBuildState(ROOT);
  if (build !== "current") {
    log(
      build === "missing"
        ? "No production build yet: running `next build` (about 30 seconds)"
        : "The code changed since the last build: running `next build` (about 30 seconds)",
    );
    await buildNext(ROOT, childEnv, (child) => (state.child = child));
  }
  if (state.shuttingDown) return;
  const host = listenHost(env);
  const child = spawnNextServer(ROOT, options.dev ? "dev" : "start", env.PORT, childEnv, host);
  state.child = child;
  watchChild(child);
  if (await waitForPort(env.PORT, 60_000, host)) {
    log(`Ready: ${env.APP_URL}/`);
    log(hostHint(env, host));
    if (hasDemo) log(demoHint(env));
  }
}

/**
 * With the embedded database this is a demo or a developer's machine, with demo accounts whose
 * password is in the README: it listens on the loopback interface only unless HOST says
 * otherwise. With DATABASE_URL (a server) Next's default, every interface, stays.
 */
function listenHost(env: Env): string | undefined {
  return env.HOST ?? (env.DATABASE_URL ? undefined : "127.0.0.1");
}

function hostHint(env: Env, host: string | undefined): string {
  if (!host) return "Listening on every interface (set HOST=127.0.0.1 to accept local connections only)";
  if (!env.HOST) {
    return `Listening on ${host} only, as the embedded database holds demo accounts: set HOST=0.0.0.0 to accept connections from other machines`;
  }
  return `Listening on ${host} (HOST)`;
}

async function main(): Promise<void> {
  takeOverShutdownSignals((signal) => void shutDown(signal));
  const { env, options } = readConfiguration();
  const dataDir = path.resolve(ROOT, env.DATA_DIR);
  const { databaseUrl, sessionSecret, encryptionKey } = await prepareDatabase(env, dataDir);
  if (state.shuttingDown) return;
  const hasDemo = await migrateAndSeed(env, databaseUrl);
  if (state.shuttingDown) return;

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    ENCRYPTION_KEY: encryptionKey ?? "",
    // Internal: tells the dev outbox it may show codes in the log (a developer's machine).
    EMBEDDED_DATABASE: env.DATABASE_URL ? "" : "1",
    DATA_DIR: dataDir,
    PORT: String(env.PORT),
    APP_URL: env.APP_URL,
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
  };
  if (options.server) {
    // The job worker runs in this process, beside the server (WORKER_IN_PROCESS=0: elsewhere).
    if (env.WORKER_IN_PROCESS) state.worker = await startWorkerInProcess(childEnv);
    if (state.shuttingDown) return;
    await runServer(env, options, childEnv, hasDemo);
    return;
  }
  log("Ready (--no-server): database prepared, no web server started");
  if (hasDemo) log(demoHint(env));
  // Nothing else holds the event loop open reliably; stay up until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

main().catch(fail);
