import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import { logger } from "../../lib/log";
import { forwardChildOutput } from "./child-output";
import { serverHookFiles } from "./server-hooks";

// Next is run as a child process (not in-process) so the start script keeps sole ownership of
// signals and of the database lifecycle, and a crash of the server cannot leave PostgreSQL behind.
// Its output is read line by line and written on as JSON lines (see child-output.ts); colours
// are turned off so Next's own lines arrive as plain text.

const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");
const KILL_AFTER_MS = 5000;

// What a production build is made from: a change to any of these after the build means the
// build no longer shows the code (a `git pull` since the last `npm start`).
const BUILD_SOURCES = ["app", "components", "lib", "emails", "public", "proxy.ts", "next.config.ts", "postcss.config.mjs", "package-lock.json"];

/** The newest modification time among the files under `entry` (0 when it does not exist). */
function newestChange(entry: string): number {
  let stat: Stats;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/** Whether the production build is there and newer than every source it is made from. */
export function productionBuildState(root: string): "missing" | "outdated" | "current" {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (!existsSync(buildId)) return "missing";
  const built = statSync(buildId).mtimeMs;
  return BUILD_SOURCES.some((source) => newestChange(path.join(root, source)) > built) ? "outdated" : "current";
}

/**
 * Runs `next build` in the foreground; rejects when the build fails. `track` receives the build
 * process so a shutdown during the build can stop it too.
 */
export function buildNext(
  root: string,
  env: NodeJS.ProcessEnv,
  track: (child: ChildProcess) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, "build"], {
      cwd: root,
      env: { ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    forwardChildOutput(child, logger(), "next.build");
    track(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`next build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** `host` undefined: Next's default, every interface. */
export function spawnNextServer(
  root: string,
  mode: "start" | "dev",
  port: number,
  env: NodeJS.ProcessEnv,
  host?: string,
): ChildProcess {
  // Through NODE_OPTIONS rather than an argument, so that the process `next dev` forks for its
  // server is hooked too.
  const hook = serverHookFiles(root).map((file) => `--require ${JSON.stringify(file)}`).join(" ");
  const args = [NEXT_BIN, mode, "-p", String(port), ...(host ? ["-H", host] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, NO_COLOR: "1", FORCE_COLOR: "0", NODE_OPTIONS: [env.NODE_OPTIONS, hook].filter(Boolean).join(" ") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  forwardChildOutput(child, logger(), "next");
  return child;
}

/** SIGTERM, then SIGKILL if the child has not exited after a grace period. */
export function stopChild(child: ChildProcess, graceMs = KILL_AFTER_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
