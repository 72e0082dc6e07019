// Extra databases on the test run's PostgreSQL, for a test that needs one of its own
// (an empty one, or a freshly migrated one) instead of the shared test database.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { applyMigrations } from "../../scripts/lib/migrate";

export interface TemporaryDatabase {
  url: string;
  /** Drops the database, closing any connection still open on it. */
  drop(): Promise<void>;
}

export async function createTemporaryDatabase(options: { migrate?: boolean } = {}): Promise<TemporaryDatabase> {
  const name = `tmp_${randomUUID().replaceAll("-", "")}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(inject("postgresAdminUrl"));
  url.pathname = `/${name}`;
  const database = { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
  if (options.migrate) {
    try {
      await applyMigrations(database.url);
    } catch (error) {
      await database.drop();
      throw error;
    }
  }
  return database;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
