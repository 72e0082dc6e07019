import { execFileSync } from "node:child_process";
import os from "node:os";

// The server side (PostgreSQL, the app, the baselines) runs on core 0 and the load on core 1,
// so the load tool never takes CPU from what it measures. Without taskset (or with one core)
// everything runs unpinned and the report says so.

export const SERVER_CORE = "0";
export const LOAD_CORE = "1";

function hasTaskset(): boolean {
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export const canPin = process.platform === "linux" && hasTaskset() && os.availableParallelism() >= 2;

/** The command and arguments that run `command` on one core (unchanged when pinning is off). */
export function pinned(core: string, command: string, args: string[]): [string, string[]] {
  return canPin ? ["taskset", ["-c", core, command, ...args]] : [command, args];
}

/** Moves this process (all its threads) to a core; children started later inherit it. */
export function pinSelf(core: string): void {
  if (canPin) execFileSync("taskset", ["-a", "-p", "-c", core, String(process.pid)], { stdio: "ignore" });
}
