// Runs in each test worker before the test file is imported, so modules that read
// DATABASE_URL at import time (lib/db/index.ts) see this worker's test database: files that run
// at the same time never share one (global-db.ts).
// The server process is started with the peer-address hook preloaded (scripts/lib/start-next.ts);
// the test client then writes the connection's address the way the hook does
// (tests/helpers/api-client.ts).
import "../../scripts/server/peer-address.cjs";
import pg from "pg";
import { inject } from "vitest";

const made = inject("databaseUrls");
const prefix = inject("databasePrefix");
const DUPLICATE_DATABASE = "42P04";

/**
 * Claims the first of the group's databases no live worker holds, by a PostgreSQL advisory lock
 * on a connection that lives as long as this process: when the process ends, however it ends,
 * the lock goes with its connection. VITEST_POOL_ID cannot be the key: vitest gives two workers
 * of one run the same number (a unit file before database files was enough), and their files
 * emptied each other's tables. A worker still exiting keeps its database a moment longer; the
 * next one takes another, made from the template when the ones made ahead are all held.
 */
async function claimDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  // The lock's connection must not keep the worker alive once its file is done.
  (admin as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
  for (let index = 0; ; index++) {
    const { rows } = await admin.query<{ held: boolean }>("SELECT pg_try_advisory_lock(hashtext($1), $2) AS held", [prefix, index]);
    if (!rows[0].held) continue;
    if (index < made.length) return made[index];
    const name = `${prefix}_${index + 1}`;
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("templateDatabase")}"`).catch((error: { code?: string }) => {
      if (error.code !== DUPLICATE_DATABASE) throw error;
    });
    const url = new URL(made[0]);
    url.pathname = `/${name}`;
    return url.toString();
  }
}

process.env.DATABASE_URL = await claimDatabase();
