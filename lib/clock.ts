import "server-only";
import { readFileSync } from "node:fs";
import { env } from "@/lib/env";

// The one source of "now" for every decision the app takes by time: rate-limit windows, the
// lifetimes of codes, links, challenges and sessions, share-link expiry and scheduled work.
// SQL statements take their time from here as a parameter, never from the database's now(), so
// that moving this clock moves all of it together.
//
// In production this is the system clock. Tests move it instead of waiting:
// - in the test's own process with setClock / advanceClock / resetClock;
// - in a server the test started (end-to-end, two instances, the worker) by writing an offset
//   in milliseconds into the file named by CLOCK_OFFSET_FILE, which each process reads on every
//   call. Nothing in production sets that variable.

let offsetMs = 0;
function fileOffset(): number {
  const offsetFile = env().CLOCK_OFFSET_FILE;
  if (!offsetFile) return 0;
  try {
    const value = Number(readFileSync(offsetFile, "utf8").trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export const clock = {
  /** Milliseconds since the epoch, on the app's clock. */
  ms(): number {
    return Date.now() + offsetMs + fileOffset();
  },
  /** The current instant, on the app's clock. */
  now(): Date {
    return new Date(clock.ms());
  },
};

/** Tests: from here on the clock reads `at`, and runs on from there. */
export function setClock(at: Date | number): void {
  offsetMs = +at - Date.now() - fileOffset();
}

/** Tests: moves the clock on by `ms` (a week of alerts in a moment). */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Tests: back to the system clock. */
export function resetClock(): void {
  offsetMs = 0;
}
