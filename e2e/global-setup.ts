import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openEmbeddedDatabase } from "../scripts/lib/start-database";
import { appBuild } from "../tests/helpers/app-build";
import { SmtpCapture } from "../tests/helpers/smtp-capture";

// Builds the app (or finds the build of these sources: tests/helpers/app-build.ts), starts
// PostgreSQL, an SMTP listener and the app through the start script (as an operator would, with
// DATABASE_URL), and tears all of it down after.

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
  const app = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/start.ts"],
    {
      cwd: ROOT,
      env: {
        ...env,
        DATABASE_URL: database.url,
        SESSION_SECRET,
        SEED_DEMO: "1",
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Project Directory <no-reply@example.org>",
        DATA_DIR: path.join(workDir, "data"),
        // The browsers play clients behind one proxy: a spec's X-Forwarded-For header stands for
        // the entry the proxy would append (uniqueClientIp), so per-IP limits stay per spec file.
        TRUST_PROXY: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  process.env.E2E_MAIL_FILE = mailFile;
  // The start script's process: the specs that measure the server's memory find it under this.
  process.env.E2E_APP_PID = String(app.pid);
  process.env.E2E_DATABASE_URL = database.url;
  await waitForHealth(`http://localhost:${port}/api/health/`, 120_000);

  return async () => {
    if (app.pid) {
      try {
        process.kill(-app.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
    await new Promise((resolve) => (app.exitCode !== null ? resolve(null) : app.once("exit", resolve)));
    await smtp.stop();
    await database.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
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
