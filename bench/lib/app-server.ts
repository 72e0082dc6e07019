// Starts the existing production build (`next start`) pinned to the server core, with the
// server hooks `npm start` and the container preload (the connection's address, the prepared
// lists' own encodings: scripts/lib/server-hooks.ts) and the event-loop monitor. The bench never
// builds: it stops with a clear message instead.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serverHookFiles } from "../../scripts/lib/server-hooks";
import { pinned, SERVER_CORE } from "./pin";
import { waitForHttp } from "./http";

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const LOOP_MONITOR = path.join(ROOT, "bench", "loop-monitor.mjs");

export type AppServer = {
  origin: string;
  process: ChildProcess;
  /** Event-loop delay since the previous call (the first call only starts the window). */
  loopDelay(): Promise<{ p50: number; p99: number; max: number; samples: number }>;
  stop(): Promise<void>;
};

export function buildDir(): string {
  return path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");
}

/** Throws with the command to run when there is no production build. */
export function requireProductionBuild(): void {
  if (fs.existsSync(path.join(buildDir(), "BUILD_ID"))) return;
  throw new Error(
    `No production build in ${path.relative(ROOT, buildDir()) || "."}/ (BUILD_ID is missing).\n` +
      "The bench measures an existing build and never builds one itself: run `npx next build` " +
      "(or `npm start` once), then run the bench again.",
  );
}

export async function startAppServer(options: {
  port: number;
  databaseUrl: string;
  sessionSecret: string;
  workDir: string;
  /** names the log and loop files of a second instance */
  name?: string;
  /** more environment for the server (PREPARED_LISTS=0) */
  env?: Record<string, string>;
}): Promise<AppServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const name = options.name ?? "app";
  const loopFile = path.join(options.workDir, `${name}-loop`);
  const log = fs.openSync(path.join(options.workDir, `${name}.log`), "a");
  // Through NODE_OPTIONS, as scripts/lib/start-next.ts does.
  const preload = [
    ...serverHookFiles(ROOT).map((file) => `--require ${JSON.stringify(file)}`),
    `--import ${pathToFileURL(LOOP_MONITOR).href}`,
  ];
  const [command, args] = pinned(SERVER_CORE, process.execPath, [NEXT_BIN, "start", "-p", String(options.port), "-H", "127.0.0.1"]);
  const child = spawn(command, args, {
    cwd: ROOT,
    // Own process group: the loop monitor signal reaches every process of the server.
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: options.sessionSecret,
      APP_URL: origin,
      SMTP_URL: "",
      BENCH_LOOP_FILE: loopFile,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, ...preload].filter(Boolean).join(" "),
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHttp(`${origin}/api/health/`, 60_000, exited);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${path.join(options.workDir, `${name}.log`)}`);
  }
  return { origin, process: child, loopDelay: () => readLoopDelay(child, loopFile), stop };
}

// `next start` serves requests in the process it was started as (taskset execs it in place).
async function readLoopDelay(child: ChildProcess, loopFile: string) {
  const file = `${loopFile}.${child.pid}`;
  fs.rmSync(file, { force: true });
  process.kill(child.pid!, "SIGUSR2");
  for (let waited = 0; waited < 5000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
    if (fs.existsSync(file)) {
      return JSON.parse(fs.readFileSync(file, "utf8")) as { p50: number; p99: number; max: number; samples: number };
    }
  }
  throw new Error("The app server did not report its event-loop delay");
}
