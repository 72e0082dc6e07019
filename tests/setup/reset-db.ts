// Empties every app table (not the bookkeeping ones: scripts/lib/migrate.ts) and restarts their
// id sequences, for a test that needs a clean slate. Files running at the same time each have
// their own database (tests/setup/global-db.ts), so this cannot pull rows from under another file.
import pg from "pg";
import { BOOKKEEPING_TABLES } from "../../scripts/lib/migrate";

export async function resetDatabase(databaseUrl = process.env.DATABASE_URL): Promise<void> {
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: is tests/setup/global-db.ts in the vitest config?");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name
         FROM pg_tables
        WHERE schemaname = current_schema() AND tablename <> ALL($1::text[])`,
      [BOOKKEEPING_TABLES],
    );
    if (rows.length) {
      await client.query(`TRUNCATE ${rows.map((r) => r.name).join(", ")} RESTART IDENTITY CASCADE`);
    }
    // The queue's jobs name mail rows by id, and the ids start again: no job may outlive its row.
    const { rows: queue } = await client.query<{ found: string | null }>("SELECT to_regclass('pgboss.job')::text AS found");
    if (queue[0]?.found) await client.query("DELETE FROM pgboss.job");
  } finally {
    await client.end();
  }
}
