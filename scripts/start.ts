// `npm start` (and `npm run dev` with --dev): the one entry point that owns the whole local
// lifecycle — configuration, the embedded PostgreSQL, migrations, demo data, the Next server —
// and tears all of it down again on Ctrl-C / SIGTERM. See docs/decisions/004-start-script.md.
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { config as loadDotenv } from "dotenv";
import { parseEnv, type Env } from "../lib/env";
import { DEMO_ACCOUNTS } from "../prisma/seed/demo-people";
import { applyMigrations } from "./lib/migrate";
import { loadOrCreateSessionSecret } from "./lib/secrets";
import { openEmbeddedDatabase, type EmbeddedDatabase } from "./lib/start-database";
import { buildNext, hasProductionBuild, spawnNextServer, stopChild } from "./lib/start-next";
import { parseStartOptions, type StartOptions } from "./lib/start-options";
import { seedOnStart, type SeedOutcome } from "./lib/start-seed";
import { takeOverShutdownSignals, type ShutdownSignal } from "./lib/start-signals";
import { waitForPort } from "./lib/start-wait";

const ROOT = process.cwd();
// A Ctrl-C in a terminal also reaches the Next child directly; its exit may be noticed before
// our own signal handler runs. Waiting this long tells "stopped with us" from "crashed".
const CHILD_EXIT_SETTLE_MS = 500;
const SHUTDOWN_DEADLINE_MS = 25_000;

const state: {
  database?: EmbeddedDatabase;
  child?: ChildProcess;
  shuttingDown: boolean;
} = { shuttingDown: false };

class ConfigurationError extends Error {}

function log(message: string): void {
  console.log(`[start] ${message}`);
}

async function stopEverything(): Promise<void> {
  if (state.child) await stopChild(state.child);
  if (state.database) await state.database.stop();
}

async function shutDown(signal: ShutdownSignal): Promise<void> {
  // npm forwards the signal it got from the process group, so the same signal can arrive twice.
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  log(`${signal} received, stopping`);
  setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  await stopEverything().catch((error: unknown) => console.error(error));
  log("stopped");
  process.exit(0);
}

async function fail(error: unknown): Promise<void> {
  // A step that fails because a shutdown is tearing things down is not an error of its own.
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  const message = error instanceof Error ? error.message : String(error);
  // Configuration errors name the variable; a stack trace would only hide that line.
  console.error(error instanceof ConfigurationError ? message : `Start failed: ${message}`);
  await stopEverything().catch(() => {});
  process.exit(1);
}

function readConfiguration(): { env: Env; options: StartOptions } {
  loadDotenv({ path: path.join(ROOT, ".env"), quiet: true });
  try {
    return { env: parseEnv(process.env), options: parseStartOptions(process.argv.slice(2)) };
  } catch (error) {
    throw new ConfigurationError((error as Error).message);
  }
}

async function prepareDatabase(env: Env, dataDir: string): Promise<{ databaseUrl: string; sessionSecret: string }> {
  if (env.DATABASE_URL) {
    if (!env.SESSION_SECRET) {
      throw new ConfigurationError(
        "Invalid configuration:\n  SESSION_SECRET: is required when DATABASE_URL is set (at least 32 characters)",
      );
    }
    log("Using the PostgreSQL database from DATABASE_URL");
    return { databaseUrl: env.DATABASE_URL, sessionSecret: env.SESSION_SECRET };
  }
  const sessionSecret = env.SESSION_SECRET ?? (await loadOrCreateSessionSecret(dataDir));
  state.database = await openEmbeddedDatabase(dataDir);
  log(`Embedded PostgreSQL is running on localhost:${state.database.port} (data in ${state.database.clusterDir})`);
  return { databaseUrl: state.database.url, sessionSecret };
}

const SEED_MESSAGES: Record<SeedOutcome, string> = {
  seeded: "Demo data seeded",
  present: "Demo data is present",
  "skipped-has-accounts": "The database already has accounts: demo data not seeded",
  "reference-only": "Reference lists are up to date (SEED_DEMO is off)",
};

/** Returns whether the demo accounts are there to sign in with. */
async function migrateAndSeed(env: Env, databaseUrl: string): Promise<boolean> {
  const applied = await applyMigrations(databaseUrl);
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
      console.error(`[start] The Next server exited unexpectedly (${signal ?? `exit code ${code}`})`);
      // Killed by a signal: report it the way a shell does (128 + signal number).
      const exitCode = code ?? 128 + (signal ? os.constants.signals[signal] : 0);
      void (state.database?.stop() ?? Promise.resolve()).finally(() => process.exit(exitCode));
    }, CHILD_EXIT_SETTLE_MS);
  });
}

async function runServer(
  env: Env,
  options: StartOptions,
  childEnv: NodeJS.ProcessEnv,
  hasDemo: boolean,
): Promise<void> {
  if (!options.dev && !hasProductionBuild(ROOT)) {
    log("No production build yet: running `next build` (about 30 seconds)");
    await buildNext(ROOT, childEnv, (build) => (state.child = build));
  }
  if (state.shuttingDown) return;
  const child = spawnNextServer(ROOT, options.dev ? "dev" : "start", env.PORT, childEnv);
  state.child = child;
  watchChild(child);
  if (await waitForPort(env.PORT, 60_000)) {
    log(`Ready: ${env.APP_URL}/`);
    if (hasDemo) log(demoHint(env));
  }
}

async function main(): Promise<void> {
  takeOverShutdownSignals((signal) => void shutDown(signal));
  const { env, options } = readConfiguration();
  const dataDir = path.resolve(ROOT, env.DATA_DIR);
  const { databaseUrl, sessionSecret } = await prepareDatabase(env, dataDir);
  if (state.shuttingDown) return;
  const hasDemo = await migrateAndSeed(env, databaseUrl);
  if (state.shuttingDown) return;

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    DATA_DIR: dataDir,
    PORT: String(env.PORT),
    APP_URL: env.APP_URL,
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
  };
  if (options.server) {
    await runServer(env, options, childEnv, hasDemo);
    return;
  }
  log("Ready (--no-server): database prepared, no web server started");
  if (hasDemo) log(demoHint(env));
  // Nothing else holds the event loop open reliably; stay up until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

main().catch(fail);
