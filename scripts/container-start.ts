// Entry point of the production image (see Dockerfile): applies pending migrations, seeds the
// reference lists (plus demo data when SEED_DEMO=1 and the database has no accounts), then runs
// Next's standalone server. Migrations run before the server listens, so a new release never
// serves requests against an old schema. With several app containers, the schema engine's
// advisory lock lets only one of them migrate at a time.
//
// The image runs the compiled form of this file (dist/container-start.mjs, made at build time by
// scripts/image/bundle-scripts.mjs). It is PID 1 there: a stop signal that arrives before the
// server runs (while migrating or seeding) ends it at once - PID 1 has no default handler, so
// without one the container would only die when the runtime's stop timeout kills it.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ENCRYPTION_KEY_ADVICE, mailProblem, migrationUrl, parseEnv, type Env } from "../lib/env";
import { logger } from "../lib/log";
import { forwardChildOutput } from "./lib/child-output";
import { serverHookFiles } from "./lib/server-hooks";
import { settleInterruptedMigrations } from "./lib/interrupted-migrations";
import { applyMigrations } from "./lib/migrate";
import { seedOnStart } from "./lib/start-seed";

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

let server: ChildProcess | undefined;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Once the server runs, it stops itself (it finishes its requests); we leave with it.
    if (server) {
      server.kill(signal);
      return;
    }
    // Before that, nothing needs finishing: an interrupted migration is rolled back by PostgreSQL
    // (its script is one transaction) and settled by the next start.
    // Exit code 128 + signal number, as the server's own stop does (143 for SIGTERM).
    log(`${signal} received before the server started: stopping.`);
    process.exit(signal === "SIGTERM" ? 143 : 130);
  });
}

async function main(): Promise<void> {
  const env = readEnv();
  if (!env.ENCRYPTION_KEY) logger().warn({ event: "start", message: ENCRYPTION_KEY_ADVICE });

  log("Applying migrations");
  // Migrations and their lock go to DIRECT_DATABASE_URL when the app sits behind a pooler.
  const migrationTarget = migrationUrl(env)!;
  const settled = await settleInterruptedMigrations(migrationTarget);
  if (settled.rolledBack.length) log(`Interrupted migrations to apply again: ${settled.rolledBack.join(", ")}`);
  if (settled.finished.length) log(`Interrupted migrations found applied: ${settled.finished.join(", ")}`);
  const applied = await applyMigrations(migrationTarget);
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");
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
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main().catch((error: unknown) => {
  logger().fatal({ event: "start.failed", message: `Start failed: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(1);
});
