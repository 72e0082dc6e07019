// Vitest global setup: ONE throwaway PostgreSQL for the whole run, with a migrated database for
// each test worker (test files run two at a time, each worker on its own database), their URLs
// handed to the workers; all of it removed at the end.
import type { TestProject } from "vitest/node";
import pg from "pg";
import { startTemporaryPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** One migrated test database per worker, by VITEST_POOL_ID - 1 (see worker-env.ts). */
    databaseUrls: string[];
    /** The cluster's `postgres` database, for creating and dropping extra databases. */
    postgresAdminUrl: string;
  }
}

export const TEST_DATABASE = "test";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const server = await startTemporaryPostgres();
  const names = Array.from({ length: workers }, (_, i) => (i === 0 ? TEST_DATABASE : `${TEST_DATABASE}_${i + 1}`));
  try {
    await server.createDatabase(TEST_DATABASE);
    await applyMigrations(server.url(TEST_DATABASE));
    // The other workers' databases are copies of the migrated one: a copy takes a moment, the
    // migrations take seconds.
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    try {
      for (const name of names.slice(1)) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEST_DATABASE}"`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("databaseUrls", names.map((name) => server.url(name)));
  project.provide("postgresAdminUrl", server.url());
  process.env.DATABASE_URL = server.url(TEST_DATABASE);
  return () => server.stop();
}
