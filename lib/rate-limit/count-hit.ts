import "server-only";
import { db } from "@/lib/db";

// Fixed-window counters kept in PostgreSQL, so every app instance sees the same counts.
// One statement increments and reads, so parallel requests cannot both slip under a limit.

export function windowStartOf(windowMs: number, now = Date.now()): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/** Adds one to the counter of `key` in the current window and returns the new count. */
export async function countHit(key: string, windowMs: number): Promise<number> {
  const start = windowStartOf(windowMs);
  const expires = new Date(start.getTime() + windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit (key, window_start, count, expires_at)
    VALUES (${key}, ${start}, 1, ${expires})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
    RETURNING count`;
  // Old windows are useless; clearing a few now and then keeps the table small.
  if (Math.random() < 0.02) {
    await db.rateLimit.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  }
  return rows[0]?.count ?? 1;
}

/** The count of `key` in the current window, without adding to it. */
export async function readCount(key: string, windowMs: number): Promise<number> {
  const row = await db.rateLimit.findUnique({
    where: { key_windowStart: { key, windowStart: windowStartOf(windowMs) } },
    select: { count: true },
  });
  return row?.count ?? 0;
}

/** Forgets every window of `key` (a successful sign-in clears the account's failures). */
export async function clearCount(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}
