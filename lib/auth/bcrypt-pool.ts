import "server-only";
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";

// bcrypt at cost 12 is a quarter of a second of CPU. Run on the event loop it stalls every other
// request; run beside the requests at the same priority it takes the CPU they and PostgreSQL
// need. So hashing runs in helper processes that ask the scheduler to come last:
// - On Linux each starts its own session, and sets that session's autogroup to nice 19. Linux
//   shares a busy core between sessions (autogroups) first, then between the threads of each:
//   a nice-19 thread alone in its session still takes half a core from PostgreSQL, a nice-19
//   session next to nothing.
// - Each also sets its own nice to 19. Where cgroups replace autogroups (a container with the
//   CPU controller), that keeps it behind the request thread in the same cgroup.
// Same library, same `$2b$` hashes (docs/decisions/017-password-hashing-in-low-priority-processes.md).

// Inline code rather than a file, so that it survives bundling; bcryptjs is resolved from the
// app's node_modules at run time. The helper exits when the server does (its IPC channel closes).
const HASHER_CODE = `
try { require("node:fs").writeFileSync("/proc/self/autogroup", "19"); } catch {}
try { require("node:os").setPriority(19); } catch {}
const bcrypt = require("bcryptjs");
process.on("disconnect", () => process.exit(0));
process.on("message", ({ id, op, input, arg }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(input, arg) : bcrypt.compareSync(input, arg);
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: String((error && error.message) || error) });
  }
});`;

type Job = { id: number; op: "hash" | "compare"; input: string; arg: number | string };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

// One core fewer than the process may use (at least one, at most four): a burst of sign-ins
// never occupies every core that requests and PostgreSQL need.
const SIZE = Math.max(1, Math.min(4, os.availableParallelism() - 1));
// Jobs waiting for a helper, at most. A compare takes a quarter of a second per helper on an idle
// machine, so this many is about four seconds of waiting; a burst beyond it is refused at once (the sign-in
// answers 503 with Retry-After) instead of queueing without end while every caller times out.
export const HASH_QUEUE_LIMIT = 16 * SIZE;
export const HASH_HELPERS = SIZE;

/** Thrown instead of queueing a job beyond HASH_QUEUE_LIMIT. */
export class HashQueueFullError extends Error {
  constructor() {
    super("The password hashing queue is full");
  }
}

const idle: ChildProcess[] = [];
const queue: Job[] = [];
const pending = new Map<number, Pending>();
const busy = new Map<ChildProcess, number>();
let started = 0;
let nextId = 1;

/** An idle helper must not keep a script (seed, CLI, test) from exiting; a busy one must. */
function holdOpen(helper: ChildProcess, hold: boolean): void {
  if (hold) {
    helper.ref();
    helper.channel?.ref();
  } else {
    helper.unref();
    helper.channel?.unref();
  }
}

function startHelper(): ChildProcess {
  started++;
  const helper = spawn(process.execPath, ["-e", HASHER_CODE], {
    cwd: process.cwd(),
    // Its own session, hence its own autogroup (elsewhere, detached would open a console window).
    detached: process.platform === "linux",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // The server's NODE_OPTIONS (an --inspect port, a preloaded module) are not for the helper.
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  helper.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const job = pending.get(message.id);
    pending.delete(message.id);
    busy.delete(helper);
    if (message.error !== undefined) job?.reject(new Error(message.error));
    else job?.resolve(message.result);
    holdOpen(helper, false);
    idle.push(helper);
    dispatch();
  });
  let gone = false;
  const lost = (reason: string) => {
    if (gone) return;
    gone = true;
    // A helper that died fails its job only; the next job starts a new helper.
    started--;
    const index = idle.indexOf(helper);
    if (index >= 0) idle.splice(index, 1);
    const id = busy.get(helper);
    busy.delete(helper);
    if (id !== undefined) {
      pending.get(id)?.reject(new Error(`The password hashing process stopped (${reason})`));
      pending.delete(id);
    }
    dispatch();
  };
  helper.on("error", (error) => lost(error.message));
  helper.on("exit", (code, signal) => lost(signal ?? `exit code ${code}`));
  return helper;
}

function dispatch(): void {
  while (queue.length) {
    const helper = idle.pop() ?? (started < SIZE ? startHelper() : undefined);
    if (!helper) return;
    const job = queue.shift()!;
    busy.set(helper, job.id);
    holdOpen(helper, true);
    helper.send(job);
  }
}

function run<T>(op: Job["op"], input: string, arg: Job["arg"]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (queue.length >= HASH_QUEUE_LIMIT) {
      reject(new HashQueueFullError());
      return;
    }
    const id = nextId++;
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    queue.push({ id, op, input, arg });
    dispatch();
  });
}

export const bcryptHash = (input: string, cost: number) => run<string>("hash", input, cost);
export const bcryptCompare = (input: string, hash: string) => run<boolean>("compare", input, hash);
