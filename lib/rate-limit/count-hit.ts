import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";

// Fixed-window counters kept in PostgreSQL, so every app instance sees the same counts.
// One statement increments and reads, so parallel requests cannot both slip under a limit:
// callers reserve first (count the attempt), decide on the count that came back, and give the
// reservation back only when the attempt turned out not to count (a success, a mail not sent).

export function windowStartOf(windowMs: number, now = clock.ms()): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

async function increment(key: string, start: Date, windowMs: number): Promise<number> {
  // Kept one window longer than it counts: a lockout that carries over (reserveHit's
  // `carryOver`) reads the window before.
  const expires = new Date(start.getTime() + 2 * windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit (key, window_start, count, expires_at)
    VALUES (${key}, ${start}, 1, ${expires})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
    RETURNING count`;
  return rows[0]?.count ?? 1;
}

/** Adds one to the counter of `key` in the current window and returns the new count. */
export async function countHit(key: string, windowMs: number): Promise<number> {
  return increment(key, windowStartOf(windowMs), windowMs);
}

export type Reservation = {
  /** The count including this attempt, as the increment returned it. */
  count: number;
  /** Takes this attempt off the window it was counted in; returns what is left there. */
  giveBack(): Promise<number>;
};

async function countIn(key: string, start: Date): Promise<number> {
  const row = await db.rateLimit.findUnique({ where: { key_windowStart: { key, windowStart: start } }, select: { count: true } });
  return row?.count ?? 0;
}

/**
 * Counts an attempt before it is judged, so parallel attempts each see the ones before. With
 * `carryOver`, a window that ended full is added on top (as `previous`): a lockout reached late
 * in one window then lasts at least one whole window, not until the clock's next quarter.
 */
export async function reserveHit(
  key: string,
  windowMs: number,
  options: { carryOver?: boolean } = {},
): Promise<Reservation & { previous: number }> {
  const start = windowStartOf(windowMs);
  // The window before is closed: nothing adds to it any more, so reading it races with nothing.
  const [count, previous] = await Promise.all([
    increment(key, start, windowMs),
    options.carryOver ? countIn(key, new Date(start.getTime() - windowMs)) : Promise.resolve(0),
  ]);
  let given = false;
  return {
    count,
    previous,
    async giveBack() {
      if (given) return 0;
      given = true;
      const rows = await db.$queryRaw<{ count: number }[]>`
        UPDATE rate_limit SET count = count - 1
         WHERE key = ${key} AND window_start = ${start} AND count > 0
        RETURNING count`;
      return rows[0]?.count ?? 0;
    },
  };
}

/** Forgets every window of `key` (a successful password sign-in clears the password failures). */
export async function clearCount(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}
