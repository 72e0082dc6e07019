// A start that is stopped while it migrates (SIGTERM during a deploy, a container killed) leaves
// the migration it was applying recorded as started but never finished. PostgreSQL has already
// rolled the migration's script back (the script runs as one transaction), but the schema engine
// would refuse every later start ("failed migrations in the target database"). Before migrating,
// such records are settled - under the engine's own advisory lock, so a migration another instance
// is applying right now is never touched (its lock is held until it has finished).
import pg from "pg";

/** The key of the schema engine's advisory lock (the same for `prisma migrate deploy`). */
export const MIGRATION_LOCK_KEY = 72707369;

export interface SettledMigrations {
  rolledBack: string[];
  finished: string[];
}

/**
 * Records with neither `finished_at` nor `logs` (a failure the engine saw has logs: those stay for
 * the operator) are settled by what PostgreSQL kept: no applied step means the script was rolled
 * back, so the record is marked rolled back and the migration is applied again; an applied step
 * means the script committed and only the finishing mark was lost.
 */
export async function settleInterruptedMigrations(databaseUrl: string): Promise<SettledMigrations> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ exists: boolean }>(
      "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
    );
    if (!rows[0]?.exists) return { rolledBack: [], finished: [] };
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      const interrupted = "finished_at IS NULL AND rolled_back_at IS NULL AND logs IS NULL";
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
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
