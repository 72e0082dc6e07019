// A migrating process that died leaves its migration recorded as started (killed-migration.test.ts
// kills a real one). The next start must settle that record and migrate, never touch a migration
// another process holds the engine's lock for, and leave a failure the engine recorded (with logs)
// to the operator.
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { ENGINE_LOCK_KEY, settleInterruptedMigrations } from "../../scripts/lib/interrupted-migrations";
import { applyMigrations, migrationScript, readMigrations } from "../../scripts/lib/migrate";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";

const names = () => readMigrations().migrationDirectories.map((d) => d.path);
let database: TemporaryDatabase | undefined;

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The state a stop in the first migration leaves: nothing of its schema, its record unfinished. */
async function interruptedInFirstMigration(url: string): Promise<void> {
  await sql(
    url,
    `CREATE SCHEMA keep;
     ALTER TABLE _prisma_migrations SET SCHEMA keep;
     DROP SCHEMA public CASCADE;
     CREATE SCHEMA public;
     ALTER TABLE keep._prisma_migrations SET SCHEMA public;
     DROP SCHEMA keep;
     DELETE FROM _prisma_migrations WHERE migration_name <> '${names()[0]}';
     UPDATE _prisma_migrations SET finished_at = NULL, applied_steps_count = 0, logs = NULL;`,
  );
}

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe("a migration interrupted by a stop", () => {
  it("is settled before migrating; then every migration is applied again", async () => {
    database = await createTemporaryDatabase({ migrate: true });
    await interruptedInFirstMigration(database.url);

    const settled: unknown[] = [];
    expect(await applyMigrations(database.url, { onSettled: (s) => settled.push(s) })).toEqual(names());
    expect(settled).toEqual([{ rolledBack: [names()[0]], finished: [] }]);
    const done = await sql<{ migration_name: string }>(
      database.url,
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1",
    );
    expect(done.map((r) => r.migration_name)).toEqual(names());
    expect(await sql(database.url, "SELECT count(*)::int AS n FROM status")).toEqual([{ n: expect.any(Number) }]);
  });

  it("marks a migration whose script had committed as finished, without applying it twice", async () => {
    database = await createTemporaryDatabase({ migrate: true });
    const last = names().at(-1)!;
    await sql(database.url, "UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1", [last]);
    expect(await settleInterruptedMigrations(database.url, migrationScript)).toEqual({ rolledBack: [], finished: [last] });
    expect(await applyMigrations(database.url)).toEqual([]);
  });

  it("knows a script that committed before its steps were counted (killed in between), and does not apply it twice", async () => {
    database = await createTemporaryDatabase({ migrate: true });
    const last = names().at(-1)!;
    await sql(database.url, "UPDATE _prisma_migrations SET finished_at = NULL, applied_steps_count = 0 WHERE migration_name = $1", [last]);
    expect(await settleInterruptedMigrations(database.url, migrationScript)).toEqual({ rolledBack: [], finished: [last] });
    expect(await applyMigrations(database.url)).toEqual([]);
  });

  it("leaves a failure the engine recorded (with logs) for the operator", async () => {
    database = await createTemporaryDatabase({ migrate: true });
    const last = names().at(-1)!;
    await sql(database.url, "UPDATE _prisma_migrations SET finished_at = NULL, logs = 'ERROR: boom' WHERE migration_name = $1", [last]);
    expect(await settleInterruptedMigrations(database.url, migrationScript)).toEqual({ rolledBack: [], finished: [] });
    await expect(applyMigrations(database.url)).rejects.toThrow(/failed migrations/i);
  });

  it("waits while another instance holds the migration lock (its migration is in progress, not interrupted)", async () => {
    database = await createTemporaryDatabase({ migrate: true });
    const last = names().at(-1)!;
    await sql(database.url, "UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1", [last]);
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query("SELECT pg_advisory_lock($1)", [ENGINE_LOCK_KEY]);
    let settled = false;
    const settling = settleInterruptedMigrations(database.url, migrationScript).then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(settled).toBe(false);
    // The other instance finishes its migration, then lets go of the lock: nothing is left to settle.
    await other.query("UPDATE _prisma_migrations SET finished_at = now() WHERE migration_name = $1", [last]);
    await other.query("SELECT pg_advisory_unlock($1)", [ENGINE_LOCK_KEY]);
    await other.end();
    expect(await settling).toEqual({ rolledBack: [], finished: [] });
  });

  it("does nothing on an empty database", async () => {
    database = await createTemporaryDatabase();
    expect(await settleInterruptedMigrations(database.url, migrationScript)).toEqual({ rolledBack: [], finished: [] });
  });
});
