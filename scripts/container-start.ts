// Entry point of the production image (see Dockerfile): applies pending migrations, tops up the
// reference lists (plus demo data when SEED_DEMO=1 and the database has no accounts), then runs
// Next's standalone server. Migrations run before the server listens, so a new release never
// serves requests against an old schema. With several app containers, the schema engine's
// advisory lock lets only one of them migrate at a time.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ENCRYPTION_KEY_ADVICE, mailProblem, migrationUrl, parseEnv, type Env } from "../lib/env";
import { logger } from "../lib/log";
import { forwardChildOutput } from "./lib/child-output";
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

async function main(): Promise<void> {
  const env = readEnv();
  if (!env.ENCRYPTION_KEY) logger().warn({ event: "start", message: ENCRYPTION_KEY_ADVICE });

  // Migrations and their lock go to DIRECT_DATABASE_URL when the app sits behind a pooler.
  const applied = await applyMigrations(migrationUrl(env)!);
  log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");
  const outcome = await seedOnStart(env.DATABASE_URL, { demo: env.SEED_DEMO, demoPassword: env.DEMO_PASSWORD });
  log(`Seed: ${outcome}`);

  // The standalone server reads PORT and HOSTNAME itself.
  const server = spawn(process.execPath, [path.join(ROOT, "server.js")], {
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
  // This process is PID 1 in the container: pass the stop signal on and leave with the server.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main().catch((error: unknown) => {
  logger().fatal({ event: "start.failed", message: `Start failed: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(1);
});
