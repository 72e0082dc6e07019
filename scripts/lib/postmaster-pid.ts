// The `postmaster.pid` of a cluster folder and the process it names: whether that PostgreSQL
// is still running, still ours (pids are reused), or orphaned by a killed parent, and making a
// file left by a killed run harmless (embedded-postgres.ts).
import fs from "node:fs";
import path from "node:path";

/** How long a PostgreSQL is given to stop before it is told more firmly. */
export const STOP_DEADLINE_MS = 10_000;

export function readPostmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Makes a `postmaster.pid` left by a killed run harmless before PostgreSQL reads it. */
export async function clearStalePid(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = readPostmasterPid(clusterDir);
  if (pid === undefined || !isAlive(pid) || !isPostgresOf(pid, clusterDir)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  if (!isOrphan(pid)) {
    throw new Error(`PostgreSQL (pid ${pid}) is already running on ${clusterDir}; stop the other app first`);
  }
  // Its parent was killed: shut the orphan down (SIGINT = fast shutdown) and take over.
  kill(pid, "SIGINT");
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === STOP_DEADLINE_MS) kill(pid, "SIGKILL");
    if (waited > 15_000) throw new Error(`Could not stop the orphaned PostgreSQL (pid ${pid})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(pidFile, { force: true });
}

export function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Guards against pid reuse: is that pid a postgres serving this folder? (Assumed yes without /proc.) */
function isPostgresOf(pid: number, clusterDir: string): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return path.basename(cmdline[0] ?? "") === "postgres" && cmdline.includes(clusterDir);
  } catch {
    return !fs.existsSync("/proc/self");
  }
}

/** True when the process that started PostgreSQL is gone (re-parented to init or a reaper). */
function isOrphan(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const parent = fs.readFileSync(`/proc/${ppid}/cmdline`, "utf8");
    return ppid === 1 || !/node|tsx|vitest/.test(parent);
  } catch {
    return false;
  }
}
