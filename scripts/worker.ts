// `npm run worker`: the job worker alone, for an operator who runs workers apart from the web
// servers (those then run with WORKER_IN_PROCESS=0). It needs DATABASE_URL (the embedded database
// belongs to `npm start`) and the settings the web servers have: SESSION_SECRET, ENCRYPTION_KEY,
// SMTP_URL, MAIL_FROM, APP_URL (links in mail). It applies no migrations: the web servers' start
// does. SIGINT or SIGTERM stops it after the job in progress (up to 8 s).
import path from "node:path";
import { config as loadDotenv } from "dotenv";
import { mailProblem, parseEnv } from "../lib/env";
import { logger } from "../lib/log";
import { startWorkerInProcess, WORKER_STOP_TIMEOUT_MS } from "./lib/worker-process";

async function main(): Promise<void> {
  loadDotenv({ path: path.join(process.cwd(), ".env"), quiet: true });
  let problem: string | null = null;
  try {
    const env = parseEnv(process.env);
    if (!env.DATABASE_URL) problem = "Invalid configuration:\n  DATABASE_URL: is required for `npm run worker` (the embedded database belongs to `npm start`)";
    else if (!env.SESSION_SECRET) problem = "Invalid configuration:\n  SESSION_SECRET: is required with DATABASE_URL";
    else problem = mailProblem(env);
  } catch (error) {
    problem = (error as Error).message;
  }
  if (problem) {
    logger().fatal({ event: "start.configuration", message: problem });
    process.exit(1);
  }
  const worker = await startWorkerInProcess({});
  logger().info({ event: "start", message: "Worker running (no web server)" });
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger().info({ event: "start", message: `${signal} received, stopping the worker` });
      void worker.stop(WORKER_STOP_TIMEOUT_MS).finally(() => process.exit(signal === "SIGTERM" ? 143 : 130));
    });
  }
}

main().catch((error: unknown) => {
  logger().fatal({ event: "start.failed", message: `Start failed: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(1);
});
