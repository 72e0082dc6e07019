import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openEmbeddedDatabase } from "../scripts/lib/start-database";
import { appBuild } from "../tests/helpers/app-build";
import { SmtpCapture } from "../tests/helpers/smtp-capture";
import { APP_SERVERS } from "./servers";

// Builds the app (or finds the build of these sources: tests/helpers/app-build.ts), starts
// PostgreSQL, an SMTP listener, the app through the start script (as an operator would, with
// DATABASE_URL: one server per test worker) and the job worker, and tears all of it down after.

const ROOT = path.resolve(__dirname, "..");
const SESSION_SECRET = "e2e-session-secret-0123456789-abcdefghijklmnop";

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT);
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  const workDir = mkdtempSync(path.join(os.tmpdir(), "directory-e2e-"));
  chmodSync(workDir, 0o777);
  const mailFile = path.join(workDir, "mail.jsonl");
  writeFileSync(mailFile, "");
  const distDir = appBuild();
  console.log(`[e2e] the app's build: ${distDir}`);
  const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" };

  const database = await openEmbeddedDatabase(path.join(workDir, "data"));
  // The specs run in worker processes of their own: they read the mails from this file.
  const smtp = await SmtpCapture.start({ port: smtpPort, file: mailFile });
  const settings = {
    ...env,
    DATABASE_URL: database.url,
    SESSION_SECRET,
    SEED_DEMO: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Project Directory <no-reply@example.org>",
    DATA_DIR: path.join(workDir, "data"),
    // The browsers play clients behind one proxy: a spec's X-Forwarded-For header stands for
    // the entry the proxy would append (uniqueClientIp), so per-IP limits stay per spec file.
    TRUST_PROXY: "1",
    // Each test worker has a server of its own on the one database (APP_SERVERS), with a clock
    // of its own (e2e/clock.ts): a spec moves its server's time without moving the other
    // worker's codes and sessions. The job worker runs apart, on the real clock.
    WORKER_IN_PROCESS: "0",
  };
  const children: ChildProcess[] = [];
  const servers = APP_SERVERS.map((index) => ({ port: port + 2 * index, clockFile: path.join(workDir, `clock-${index}`) }));
  for (const { port: serverPort, clockFile } of servers) {
    writeFileSync(clockFile, "0");
    const server = spawnApp(["scripts/start.ts"], {
      ...settings,
      PORT: String(serverPort),
      APP_URL: `http://localhost:${serverPort}`,
      CLOCK_OFFSET_FILE: clockFile,
    });
    children.push(server);
    // One after the other: the first applies the migrations and seeds the demo data.
    await waitForHealth(`http://localhost:${serverPort}/api/health/`, 120_000);
  }
  children.push(spawnApp(["scripts/worker.ts"], { ...settings, APP_URL: `http://localhost:${port}` }));
  process.env.E2E_MAIL_FILE = mailFile;
  // The start scripts' processes, by worker: the specs that measure the server's memory find it under these.
  process.env.E2E_APP_PIDS = children.slice(0, servers.length).map((child) => child.pid).join(",");
  process.env.E2E_CLOCK_FILES = servers.map((s) => s.clockFile).join(",");
  process.env.E2E_DATABASE_URL = database.url;

  return async () => {
    await Promise.all(children.map(stop));
    await smtp.stop();
    await database.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

/** Runs one of the app's scripts as an operator would, in a process group of its own. */
function spawnApp(script: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", ...script], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
}

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not answer on ${url}`);
}
