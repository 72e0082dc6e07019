import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { clock, setClock } from "@/lib/clock";

// The rate limits count in fixed windows aligned to the clock (lib/rate-limit/limits.ts). A test
// that counts up to a limit must do all its counting inside one window, or the count starts
// again half-way and the limit seems not to hold. Rather than wait for a window to begin, the
// test moves the app's clock (lib/clock.ts) to the start of the next one.

/** Moves the app's clock to just after the next boundary of `windowMs` windows. */
export function startFreshWindow(windowMs: number): void {
  const next = Math.floor(clock.ms() / windowMs + 1) * windowMs;
  setClock(next + 50);
}

/** The same for the 30-second steps of TOTP codes: a test then has a whole step to use. */
export function startFreshTotpStep(): void {
  startFreshWindow(30_000);
}

/**
 * For servers the test started with CLOCK_OFFSET_FILE=`file`: moves their clock to just after
 * the next boundary of `windowMs` windows (the file holds the offset from the system clock).
 */
export function startFreshWindowOf(file: string, windowMs: number): void {
  const current = Number(existsSync(file) ? readFileSync(file, "utf8") : 0) || 0;
  const appNow = Date.now() + current;
  const next = Math.floor(appNow / windowMs + 1) * windowMs;
  writeFileSync(file, String(next + 50 - Date.now()));
}
