// Vitest global setup: ONE throwaway PostgreSQL for the whole run, with a migrated database for
// each test worker (files run two at a time, each worker on its own database), their URLs handed
// to the workers; all of it removed at the end. Each group of files (vitest.config.ts projects)
// runs this setup: the first starts the server and migrates a template, and every group's
// workers get copies of it (a copy takes a moment; the migrations take seconds, and the schema
// engine cannot run twice at once in one process).
import type { TestProject } from "vitest/node";
import pg from "pg";
import { startTemporaryPostgres, type RunningPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** The group's migrated test databases made ahead: `<prefix>_1` … (worker-env.ts claims one). */
    databaseUrls: string[];
    /** The names of the group's databases without their number, and the template they copy. */
    databasePrefix: string;
    templateDatabase: string;
    /** The cluster's `postgres` database, for creating and dropping extra databases. */
    postgresAdminUrl: string;
  }
}

const TEMPLATE = "test_template";
const SHARED = Symbol.for("project-directory.test-postgres");
type Shared = { server: RunningPostgres; groups: number };

function sharedServer(): Promise<Shared> {
  const holder = globalThis as unknown as Record<symbol, Promise<Shared> | undefined>;
  holder[SHARED] ??= (async () => {
    const server = await startTemporaryPostgres();
    try {
      await server.createDatabase(TEMPLATE);
      await applyMigrations(server.url(TEMPLATE));
    } catch (error) {
      await server.stop();
      throw error;
    }
    return { server, groups: 0 };
  })();
  return holder[SHARED];
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = await sharedServer();
  shared.groups++;
  const { server } = shared;
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const group = (project.name || "tests").replace(/\W+/g, "_");
  const names = Array.from({ length: workers }, (_, i) => `test_${group}_${i + 1}`);
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  project.provide("databaseUrls", names.map((name) => server.url(name)));
  project.provide("databasePrefix", `test_${group}`);
  project.provide("templateDatabase", TEMPLATE);
  project.provide("postgresAdminUrl", server.url());
  process.env.DATABASE_URL ??= server.url(names[0]);
  return async () => {
    if (--shared.groups === 0) await server.stop();
  };
}
