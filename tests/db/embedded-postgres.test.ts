// The embedded PostgreSQL's life cycle: start, query, stop, restart on the same folder, start
// after a crash left a stale postmaster.pid, and nothing left running after stop().
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type RunningPostgres } from "../../scripts/lib/embedded-postgres";

// Under the OS temp dir and open to others, so that PostgreSQL can run as `postgres` when root.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-pg-test-"));
fs.chmodSync(dataDir, 0o755);
const clusterDir = path.join(dataDir, "postgres");

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function query(server: RunningPostgres, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** PostgreSQL processes serving this cluster folder, read from /proc (Linux). */
function postgresProcessesFor(dir: string): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function deadPid(): number {
  for (let pid = 999_999; pid > 1000; pid -= 7) {
    try {
      process.kill(pid, 0);
    } catch {
      return pid;
    }
  }
  throw new Error("no free pid found");
}

describe("embedded PostgreSQL", () => {
  it("initialises, answers queries, keeps data across a restart, and stops cleanly", async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    await query(first, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('hello')");
    expect(await query(first, "SHOW server_version")).toEqual([{ server_version: expect.stringMatching(/^18\./) }]);
    expect(fs.statSync(path.join(dataDir, "postgres-password")).mode & 0o777).toBe(0o600);
    await first.stop();
    expect(fs.existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
    if (fs.existsSync("/proc/self")) expect(postgresProcessesFor(clusterDir)).toEqual([]);

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(second, "SELECT v FROM kept")).toEqual([{ v: "hello" }]);
    } finally {
      await second.stop();
    }
  });

  it("offers the contrib extensions the schema needs", async () => {
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const rows = await query(server, "SELECT name FROM pg_available_extensions WHERE name IN ('pg_trgm', 'unaccent', 'citext') ORDER BY name");
      expect(rows).toEqual([{ name: "citext" }, { name: "pg_trgm" }, { name: "unaccent" }]);
    } finally {
      await server.stop();
    }
  });

  it("starts after a crash left a stale postmaster.pid", async () => {
    const pidFile = path.join(clusterDir, "postmaster.pid");
    fs.writeFileSync(pidFile, `${deadPid()}\n${clusterDir}\n1700000000\n5432\n\nlocalhost\n  5432001         0\nready   \n`);
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(server, "SELECT v FROM kept")).toEqual([{ v: "hello" }]);
    } finally {
      await server.stop();
    }
    if (fs.existsSync("/proc/self")) expect(postgresProcessesFor(clusterDir)).toEqual([]);
  });

  it("stop() can be called twice", async () => {
    const server = await startEmbeddedPostgres({ dataDir });
    await Promise.all([server.stop(), server.stop()]);
    await server.stop();
  });
});
