import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Runs the real start script as `npm start` would, in its own process group (like `setsid`),
// so a test can signal the whole group the way a terminal or CI does.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

// Every setting the script reads. Set to "" unless a test gives a value, so neither the test
// runner's environment nor a developer's .env (dotenv never overrides) leaks into the run.
const SETTINGS = [
  "DATABASE_URL",
  "DIRECT_DATABASE_URL",
  "DATABASE_POOL_SIZE",
  "DATA_DIR",
  "HOST",
  "PORT",
  "APP_URL",
  "SESSION_SECRET",
  "ENCRYPTION_KEY",
  "ENCRYPTION_KEY_PREVIOUS",
  "SMTP_URL",
  "MAIL_OUTBOX",
  "LOG_LEVEL",
  "MAIL_FROM",
  "SEED_DEMO",
  "DEMO_PASSWORD",
  "WORKER_IN_PROCESS",
  "MAIL_RETENTION_DAYS",
];

export interface StartedScript {
  child: ChildProcess;
  output: () => string;
  stderr: () => string;
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signalGroup: (signal: NodeJS.Signals) => void;
}

export function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-test-"));
  // As root, PostgreSQL runs as the OS user postgres, which must be able to create its folder here.
  fs.chmodSync(dir, 0o777);
  return dir;
}

export function runStartScript(settings: Record<string, string>, args: string[] = ["--no-server"]): StartedScript {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" };
  for (const name of SETTINGS) env[name] = "";
  Object.assign(env, settings);

  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/start.ts", ...args],
    { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let all = "";
  let errors = "";
  child.stdout!.on("data", (chunk: Buffer) => (all += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => {
    all += chunk.toString();
    errors += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );

  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    let finished = false;
    void exited.then(() => (finished = true));
    while (Date.now() < deadline) {
      const match = all.match(pattern);
      if (match) return match;
      if (finished) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`start script never printed ${pattern}; output:\n${all}`);
  };

  return {
    child,
    output: () => all,
    stderr: () => errors,
    waitFor,
    exited,
    signalGroup: (signal) => process.kill(-child.pid!, signal),
  };
}

/** Processes whose command line mentions the folder (e.g. `postgres -D <dir>/postgres`). */
export function processesUsing(dir: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      if (cmdline.includes(dir)) found.push(`${pid}: ${cmdline}`);
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Waits a moment for processes to go away: PostgreSQL's children exit just after the postmaster. */
export async function waitUntilNoneUse(dir: string, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let left = processesUsing(dir);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    left = processesUsing(dir);
  }
  return left;
}
