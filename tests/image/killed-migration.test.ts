// A migrating process killed outright (SIGKILL, out of memory, a node lost) gets no chance to
// finish: PostgreSQL keeps running the script it was sent, and may commit it after the process
// is gone. The next start must still end up with every migration applied exactly once.
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "../../scripts/lib/migrate";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";

const ROOT = path.resolve(__dirname, "../..");
const names = () => readMigrations().migrationDirectories.map((d) => d.path);
let database: TemporaryDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** Starts `npm run db:migrate` on `url` and kills it `delayMs` after its first migration is recorded as started. */
async function killWhileMigrating(url: string, delayMs: number): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DIRECT_DATABASE_URL: "" },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    for (let started = false; !started; ) {
      const { rows } = await watcher.query<{ table: string | null }>("SELECT to_regclass('_prisma_migrations')::text AS table");
      started = rows[0].table !== null && (await watcher.query("SELECT 1 FROM _prisma_migrations LIMIT 1")).rowCount === 1;
      if (child.exitCode !== null) throw new Error("the migration finished before it could be killed");
      if (!started) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    child.kill("SIGKILL");
    await exited;
  } finally {
    await watcher.end();
  }
}

describe("a migration whose process was killed", () => {
  it.each([0, 10, 40])("is settled by the next start, which applies every migration once (killed %i ms in)", async (delayMs) => {
    database = await createTemporaryDatabase();
    await killWhileMigrating(database.url, delayMs);

    expect(await applyMigrations(database.url)).toEqual(expect.arrayContaining([names().at(-1)]));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string }>(
        "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1",
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names());
      expect((await client.query("SELECT count(*)::int AS n FROM status")).rows).toEqual([{ n: expect.any(Number) }]);
    } finally {
      await client.end();
    }
  });
});
