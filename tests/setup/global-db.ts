// Vitest global setup: ONE throwaway PostgreSQL for the whole run, a fresh database with the
// migrations applied, its URL handed to the test workers; all of it removed at the end.
import type { TestProject } from "vitest/node";
import { startTemporaryPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated test database (also in process.env.DATABASE_URL inside tests). */
    databaseUrl: string;
    /** The cluster's `postgres` database, for creating and dropping extra databases. */
    postgresAdminUrl: string;
  }
}

export const TEST_DATABASE = "test";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTemporaryPostgres();
  try {
    await server.createDatabase(TEST_DATABASE);
    await applyMigrations(server.url(TEST_DATABASE));
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("databaseUrl", server.url(TEST_DATABASE));
  project.provide("postgresAdminUrl", server.url());
  process.env.DATABASE_URL = server.url(TEST_DATABASE);
  return () => server.stop();
}
