// The app server's resident memory with the 10,000-project list prepared, idle and then while
// 32 connections load that list at once without pause. The prepared list is held once (a Buffer
// and its two encodings) and each answer streams views of it, so the memory must not grow with
// the number of readers: 32 copies of the list would be 32 times its size. RSS is read from
// /proc/<pid>/status (VmRSS) of the Next server process itself (`next start` serves in the
// process it was started as), every 250 ms through the window; the figure is the highest
// reading, so it is never below the reading at the window's end.
import fs from "node:fs";
import type { AppServer } from "./app-server";
import type { BenchContext } from "./context";
import { LIST_PATH, listSpec } from "./list-phase";
import { round, runLoads } from "./measure";
import type { LoadResult } from "../load";

export const BUSY_READERS = 32;
const POLL_MS = 250;
const SETTLE_MS = 2000;

/** Resident memory of a process in MiB (VmRSS of /proc/<pid>/status). */
export function residentMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  if (!line) throw new Error(`No VmRSS for process ${pid}`);
  return round(Number(line.split(/\s+/)[1]) / 1024, 1);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the list goes out in both prepared encodings (compressed in the background). */
async function encodingsReady(ctx: BenchContext): Promise<void> {
  for (const encoding of ["br", "gzip"]) {
    for (let tries = 0; ; tries++) {
      const response = await fetch(`${ctx.appOrigin}${LIST_PATH}`, { headers: { cookie: ctx.cookies, "accept-encoding": encoding } });
      await response.arrayBuffer();
      if (response.headers.get("content-encoding") === encoding) break;
      if (tries > 120) throw new Error(`The list was not sent in ${encoding} after a minute: is the server hook preloaded?`);
      await sleep(500);
    }
  }
}

export type MemoryFigures = {
  /** after the list and its encodings were prepared, no request running */
  idleMb: number;
  /** highest reading during the window */
  peakMb: number;
  /** last reading during the window */
  endMb: number;
  readers: number;
  load: Pick<LoadResult, "requests" | "rps" | "p50" | "p99" | "bytes">;
};

export async function measureServerMemory(ctx: BenchContext, app: AppServer): Promise<MemoryFigures> {
  const pid = app.process.pid!;
  await encodingsReady(ctx);
  await sleep(SETTLE_MS);
  const idleMb = residentMb(pid);
  ctx.log(`Server memory: ${idleMb} MiB idle with the 10,000-project list; ${BUSY_READERS} readers for ${ctx.options.duration} s`);
  const readings: number[] = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      readings.push(residentMb(pid));
      await sleep(POLL_MS);
    }
  })();
  let load: LoadResult;
  try {
    // For the window's length only: each reader takes a few seconds per list while all 32 run.
    [load] = await runLoads([{ ...listSpec(ctx), name: "busy", connections: BUSY_READERS, minRequests: 1 }]);
  } finally {
    running = false;
    await poll;
  }
  if (load.errors || load.non2xx) throw new Error(`busy readers: ${load.errors} errors, ${load.non2xx} not 2xx`);
  const figures: MemoryFigures = {
    idleMb,
    peakMb: Math.max(...readings),
    endMb: readings[readings.length - 1],
    readers: BUSY_READERS,
    load: { requests: load.requests, rps: round(load.rps), p50: round(load.p50), p99: round(load.p99), bytes: load.bytes },
  };
  ctx.log(`  ${figures.peakMb} MiB at most during the window (${figures.endMb} MiB at its end), ${load.requests} lists sent`);
  return figures;
}
