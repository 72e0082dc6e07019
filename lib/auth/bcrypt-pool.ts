import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";

// bcrypt at cost 12 is a quarter of a second of CPU. Run on the event loop (bcryptjs's async
// mode works in 100 ms slices) it stalls every other request; on the libuv pool it still takes
// the same CPU as the requests. So hashing runs in worker threads that lower their own
// scheduling priority (Linux: per-thread nice 19): the request thread comes first. Nice only
// ranks threads within one scheduling group, though: PostgreSQL in another container, service
// or session does not outrank the hashing, so the pool also leaves one core to the rest.
// Same library, same `$2b$` hashes (docs/decisions/012-password-hashing-off-the-event-loop.md).

// The worker is inline code (not a file) so that it survives bundling; bcryptjs is resolved
// from the app's node_modules at run time.
const WORKER_CODE = `
const { parentPort } = require("node:worker_threads");
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, 19);
} catch {}
const bcrypt = require("bcryptjs");
parentPort.on("message", ({ id, op, input, arg }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(input, arg) : bcrypt.compareSync(input, arg);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

type Job = { id: number; op: "hash" | "compare"; input: string; arg: number | string };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

// One core fewer than the process may use (at least one, at most four): a burst of sign-ins
// never occupies every core that requests and PostgreSQL need.
const SIZE = Math.max(1, Math.min(4, os.availableParallelism() - 1));
const idle: Worker[] = [];
const queue: Job[] = [];
const pending = new Map<number, Pending>();
const busy = new Map<Worker, number>();
let started = 0;
let nextId = 1;

function startWorker(): Worker {
  started++;
  const worker = new Worker(WORKER_CODE, { eval: true });
  worker.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const job = pending.get(message.id);
    pending.delete(message.id);
    busy.delete(worker);
    if (message.error !== undefined) job?.reject(new Error(message.error));
    else job?.resolve(message.result);
    // An idle worker must not keep a script (seed, CLI) from exiting; a busy one must.
    worker.unref();
    idle.push(worker);
    dispatch();
  });
  worker.on("error", (error) => {
    // A worker that died fails its job only; the next job starts a new worker.
    const id = busy.get(worker);
    busy.delete(worker);
    started--;
    if (id !== undefined) pending.get(id)?.reject(error);
    if (id !== undefined) pending.delete(id);
    dispatch();
  });
  return worker;
}

function dispatch(): void {
  while (queue.length) {
    const worker = idle.pop() ?? (started < SIZE ? startWorker() : undefined);
    if (!worker) return;
    const job = queue.shift()!;
    busy.set(worker, job.id);
    worker.ref();
    worker.postMessage(job);
  }
}

function run<T>(op: Job["op"], input: string, arg: Job["arg"]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    queue.push({ id, op, input, arg });
    dispatch();
  });
}

export const bcryptHash = (input: string, cost: number) => run<string>("hash", input, cost);
export const bcryptCompare = (input: string, hash: string) => run<boolean>("compare", input, hash);
