import pg from "pg";

// A plain PostgreSQL connection of the test's own, for holding locks and transactions open
// while the app's requests run into them.

export async function openConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

/** Waits until `count` other connections are waiting for a lock (the requests got that far). */
export async function waitForLockWaiters(observer: pg.Client, count = 1, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await observer.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    if (rows[0].n >= count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no request reached the lock within ${timeoutMs} ms`);
}
