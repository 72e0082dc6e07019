import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type RunningPostgres } from "./embedded-postgres";

export const EMBEDDED_DATABASE_NAME = "directory";
const STOP_DEADLINE_MS = 15_000;

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
    stop: () => stopSurely(server),
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

/**
 * Stops the cluster, resolving also when PostgreSQL already went away by itself: Ctrl-C in a
 * terminal signals the whole process group, so PostgreSQL may be shutting down before we ask,
 * and embedded-postgres then waits for an exit event that has already happened.
 */
function stopSurely(server: RunningPostgres): Promise<void> {
  const pidFile = path.join(server.clusterDir, "postmaster.pid");
  const pid = readPid(pidFile);
  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(poll);
      clearTimeout(deadline);
      resolve();
    };
    const poll = setInterval(() => {
      if (pid === undefined || !isAlive(pid)) finish();
    }, 100);
    const deadline = setTimeout(() => {
      if (pid !== undefined && isAlive(pid)) process.kill(pid, "SIGKILL");
      finish();
    }, STOP_DEADLINE_MS);
    server.stop().then(finish, finish);
  });
}

function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
