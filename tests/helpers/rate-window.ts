// The rate limits count in fixed windows aligned to the clock (lib/rate-limit/limits.ts). A test
// that counts up to a limit must do all its counting inside one window, or the count starts
// again half-way and the limit seems not to hold.

/** Waits, on the real clock, until at least `seconds` remain in the current window. */
export async function waitForFreshWindow(windowMs: number, seconds: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 200));
}
