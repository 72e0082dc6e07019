import pg from "pg";
import { startEmbeddedPostgres, type RunningPostgres } from "./embedded-postgres";

export const EMBEDDED_DATABASE_NAME = "directory";

export interface EmbeddedDatabase {
  url: string;
  port: number;
  clusterDir: string;
  stop(): Promise<void>;
}

/** Starts the cluster under DATA_DIR/postgres and makes sure the app's database exists. */
export async function openEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    await createDatabaseIfMissing(server, EMBEDDED_DATABASE_NAME);
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
  return {
    url: server.url(EMBEDDED_DATABASE_NAME),
    port: server.port,
    clusterDir: server.clusterDir,
    // Resolves once the postmaster is gone, also when it went away by itself (embedded-postgres.ts).
    stop: () => server.stop(),
  };
}

async function createDatabaseIfMissing(server: RunningPostgres, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await server.createDatabase(name);
  } finally {
    await client.end();
  }
}
