// The job worker beside the app server, as `npm start` and the container run it (in the start
// process, next to the Next server): started for the whole run, on the server's core, so every
// budget is measured with it there. It is `npm run worker` (scripts/worker.ts) with the app's
// settings.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pinned, SERVER_CORE } from "./pin";

export type WorkerProcess = { process: ChildProcess; stop(): Promise<void> };

export async function startWorker(options: { databaseUrl: string; sessionSecret: string; smtpUrl: string; appUrl: string; workDir: string }): Promise<WorkerProcess> {
  const log = fs.openSync(path.join(options.workDir, "worker.log"), "a");
  const [command, args] = pinned(SERVER_CORE, process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"]);
  const child = spawn(command, args, {
    cwd: process.cwd(),
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: options.sessionSecret,
      SMTP_URL: options.smtpUrl,
      APP_URL: options.appUrl,
      // Its polls and heartbeats are not the app's requests: kept out of the statement counts
      // (list_statements_*), which read PostgreSQL's statement log of every connection.
      PGOPTIONS: "-c log_statement=none",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const file = path.join(options.workDir, "worker.log");
  // Ready once it says so (pg-boss started, handlers registered, the cron set).
  const deadline = Date.now() + 60_000;
  while (!fs.readFileSync(file, "utf8").includes("Worker running")) {
    if (child.exitCode !== null) throw new Error(`The worker exited at start; see ${file}`);
    if (Date.now() > deadline) throw new Error(`The worker did not start within 60 s; see ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}
