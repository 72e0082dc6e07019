// Entry point of the production image (see Dockerfile): applies pending migrations, tops up the
// reference lists (plus demo data when SEED_DEMO=1 and the database has no accounts), then runs
// Next's standalone server. Migrations run before the server listens, so a new release never
// serves requests against an old schema. With several app containers, the schema engine's
// advisory lock lets only one of them migrate at a time.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv, type Env } from "../lib/env";
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
    return env as ContainerEnv;
  } catch (error) {
    // The message names the variable; a stack trace would only bury it.
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const env = readEnv();

  const applied = await applyMigrations(env.DATABASE_URL);
  console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date");
  const outcome = await seedOnStart(env.DATABASE_URL, { demo: env.SEED_DEMO, demoPassword: env.DEMO_PASSWORD });
  console.log(`Seed: ${outcome}`);

  // The standalone server reads PORT and HOSTNAME itself.
  // The hook records each connection's own address in a header the client cannot set.
  const hook = path.join(ROOT, "scripts", "server", "peer-address.cjs");
  const server = spawn(process.execPath, ["--require", hook, path.join(ROOT, "server.js")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(env.PORT), HOSTNAME: process.env.HOSTNAME ?? "0.0.0.0", NODE_ENV: "production" },
    stdio: "inherit",
  });
  // This process is PID 1 in the container: pass the stop signal on and leave with the server.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main().catch((error: unknown) => {
  console.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
