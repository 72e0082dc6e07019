// A migrating process that dies (a container killed, a node lost) leaves the migration it was
// applying recorded as started but never finished, and the schema engine would refuse every later
// start ("failed migrations in the target database"). PostgreSQL may even still be running the
// script it was sent: a backend does not notice that its client has gone until it next talks to
// it, so the script can commit after the process died. Before migrating, both are settled: the
// dead process's sessions are ended (rolling back a script still running), then its records are
// marked by what PostgreSQL kept.
import pg from "pg";

/** SQLSTATEs of "already exists": what a committed script meets when it runs a second time. */
const ALREADY_EXISTS = new Set(["42710", "42P07", "42701", "42723", "42P06", "42P16"]);

/** Whether `script` meets objects it creates (its own earlier commit); tried in a transaction rolled back. */
async function alreadyApplied(client: pg.Client, script: string): Promise<boolean> {
  await client.query("BEGIN");
  try {
    await client.query(script);
    return false;
  } catch (error) {
    return ALREADY_EXISTS.has((error as { code?: string }).code ?? "");
  } finally {
    await client.query("ROLLBACK");
  }
}

/** The key of the schema engine's advisory lock (the same for `prisma migrate deploy`). */
export const ENGINE_LOCK_KEY = 72707369;

/** The `application_name` of the schema engine's connections while it applies migrations. */
export const MIGRATING_APPLICATION_NAME = "project-directory:migrate";

/**
 * Ends the sessions a dead migrating process left, and waits until they are gone. Only call it
 * while holding the project's migration lock: no live process is migrating then, so every
 * session with the migrating name belongs to one that died.
 */
export async function endOrphanedMigrationSessions(client: pg.Client): Promise<number> {
  const { rows } = await client.query(
    `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
    [MIGRATING_APPLICATION_NAME],
  );
  return rows.length;
}

export interface SettledMigrations {
  rolledBack: string[];
  finished: string[];
}

/**
 * Runs under the engine's own advisory lock, so a migration that `prisma migrate deploy` is
 * applying right now is never touched (it holds that lock until it has finished). Records with
 * neither `finished_at` nor `logs` (a failure the engine saw has logs: those stay for the
 * operator) are settled by what PostgreSQL kept: no applied step means the script was rolled
 * back, so the record is marked rolled back and the migration is applied again; an applied step
 * means the script committed and only the finishing mark was lost.
 */
export async function settleInterruptedMigrations(databaseUrl: string, readScript: (migration: string) => string): Promise<SettledMigrations> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Taken even on an empty database: a start that waits while another process (such as
    // `prisma migrate deploy`) holds it is then waiting here, before applying, where a stop
    // signal ends it at once (scripts/container-start.ts).
    await client.query("SELECT pg_advisory_lock($1)", [ENGINE_LOCK_KEY]);
    try {
      const { rows } = await client.query<{ exists: boolean }>(
        "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
      );
      if (!rows[0]?.exists) return { rolledBack: [], finished: [] };
      const interrupted = "finished_at IS NULL AND rolled_back_at IS NULL AND logs IS NULL";
      // The step count is written after the script, so a process killed between the script's
      // commit and that write leaves 0 steps over a schema that has them: the script is tried
      // again inside a transaction that is rolled back, and refusing for objects that already
      // exist shows it had committed.
      const unsure = await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM _prisma_migrations WHERE ${interrupted} AND applied_steps_count = 0`,
      );
      for (const { migration_name: name } of unsure.rows) {
        if (await alreadyApplied(client, readScript(name))) {
          await client.query("UPDATE _prisma_migrations SET applied_steps_count = 1 WHERE migration_name = $1 AND " + interrupted, [name]);
        }
      }
      const rolledBack = await client.query<{ migration_name: string }>(
        `UPDATE _prisma_migrations SET rolled_back_at = now() WHERE ${interrupted} AND applied_steps_count = 0 RETURNING migration_name`,
      );
      const finished = await client.query<{ migration_name: string }>(
        `UPDATE _prisma_migrations SET finished_at = now() WHERE ${interrupted} AND applied_steps_count > 0 RETURNING migration_name`,
      );
      return {
        rolledBack: rolledBack.rows.map((r) => r.migration_name),
        finished: finished.rows.map((r) => r.migration_name),
      };
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [ENGINE_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
