// Sign-ins still running when a window closes are cut off by the load tool, not by the app: it
// goes on hashing them. Each is counted against the address until it is judged (the app's
// reserve-then-judge counters, lib/auth/sign-in-attempts.ts), and all the bench's sign-ins come
// from one address, so a new window opened on top of them would go over the address's limit
// (429) and its list-alone rounds would measure the leftover hashing. The phase waits for them.
import pg from "pg";

const POLL_MS = 250;

/** Resolves once no sign-in attempt is counted against any address (none in flight, none failed). */
export async function waitForSignInsToEnd(databaseUrl: string, timeoutMs = 120_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT coalesce(sum(count), 0)::int AS n FROM rate_limit WHERE key LIKE 'login-fail:ip:%' AND expires_at > (now() AT TIME ZONE 'UTC')",
      );
      if (rows[0].n === 0) return;
      if (Date.now() > deadline) throw new Error(`${rows[0].n} sign-ins still counted after ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    await client.end();
  }
}
