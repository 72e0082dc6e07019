// The bench's own throwaway PostgreSQL: a fresh cluster, one migrated database, and a way to
// count the SQL statements the app sends while doing something (log_statement = all for a
// moment, each logged line tagged with its database by log_line_prefix).
import pg from "pg";
import { startTemporaryPostgres, type RunningPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/migrate";

export const BENCH_DATABASE = "bench";
const PREFIX = `${BENCH_DATABASE}|`;
const SETTLE_MS = 300;

export type BenchDatabase = {
  url: string;
  /** Statements (simple or extended protocol) sent to the bench database while `run` ran. */
  countStatements(run: () => Promise<void>): Promise<{ count: number; statements: string[] }>;
  stop(): Promise<void>;
};

async function admin(server: RunningPostgres, sql: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    for (const statement of sql) await client.query(statement);
  } finally {
    await client.end();
  }
}

const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));

export async function startBenchDatabase(): Promise<BenchDatabase> {
  let pending = "";
  let capture: string[] | null = null;
  const server = await startTemporaryPostgres({
    onLog: (message) => {
      if (!capture) return;
      pending += message.replace(/^\[STDERR\] /, "");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      capture.push(...lines);
    },
  });
  try {
    await server.createDatabase(BENCH_DATABASE);
    await applyMigrations(server.url(BENCH_DATABASE));
    await admin(server, ["ALTER SYSTEM SET log_line_prefix = '%d|'", "SELECT pg_reload_conf()"]);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: server.url(BENCH_DATABASE),
    async countStatements(run) {
      await admin(server, ["ALTER SYSTEM SET log_statement = 'all'", "SELECT pg_reload_conf()"]);
      await settle();
      capture = [];
      pending = "";
      try {
        await run();
        await settle();
      } finally {
        await admin(server, ["ALTER SYSTEM RESET log_statement", "SELECT pg_reload_conf()"]);
      }
      const lines = capture;
      capture = null;
      // One line per statement: "statement: ..." (simple protocol) or "execute <name>: ..."
      const statements = lines.filter((l) => l.startsWith(PREFIX) && /LOG:\s+(statement|execute [^:]*):/.test(l));
      return { count: statements.length, statements: statements.map((l) => l.slice(0, 160)) };
    },
    stop: () => server.stop(),
  };
}
