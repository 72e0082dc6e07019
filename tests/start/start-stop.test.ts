import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { makeDataDir, processesUsing, runStartScript, waitUntilNoneUse, type StartedScript } from "./start-process";

// The real start script, end to end, without the Next server (--no-server): embedded
// PostgreSQL, migrations, demo seed, shutdown on signals, restart after a crash.

const READY = /Ready \(--no-server\)/;
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = makeDataDir();
  dataDirs.push(dir);
  return dir;
}

async function startEmbedded(dataDir: string): Promise<{ script: StartedScript; url: string }> {
  const script = runStartScript({ DATA_DIR: dataDir });
  await script.waitFor(READY);
  const [, port] = await script.waitFor(/localhost:(\d+)/);
  const password = fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return { script, url: `postgresql://postgres:${encodeURIComponent(password)}@localhost:${port}/directory` };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function stopWith(script: StartedScript, signal: NodeJS.Signals) {
  script.signalGroup(signal);
  return script.exited;
}

describe("npm start with the embedded database", () => {
  it("prepares the database, stops on SIGTERM and starts again after a crash", { timeout: 180_000 }, async () => {
    const dataDir = freshDataDir();

    const first = await startEmbedded(dataDir);
    const migrations = await query<{ migration_name: string }>(
      first.url,
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL",
    );
    expect(migrations.length).toBeGreaterThan(0);
    const [{ count }] = await query<{ count: number }>(first.url, "SELECT count(*)::int AS count FROM account");
    expect(count).toBe(4);
    expect(first.script.output()).toContain("Demo accounts:");

    const secretFile = path.join(dataDir, "session-secret");
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = fs.readFileSync(secretFile, "utf8").trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);

    expect(await stopWith(first.script, "SIGTERM")).toEqual({ code: 0, signal: null });
    expect(await waitUntilNoneUse(dataDir)).toEqual([]);

    // A killed run leaves postmaster.pid behind; the next start must cope with it.
    const second = await startEmbedded(dataDir);
    await stopWith(second.script, "SIGKILL");
    expect(await waitUntilNoneUse(dataDir)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);

    const third = await startEmbedded(dataDir);
    const [{ count: after }] = await query<{ count: number }>(third.url, "SELECT count(*)::int AS count FROM account");
    expect(after).toBe(4);
    expect(fs.readFileSync(secretFile, "utf8").trim()).toBe(secret);
    // Ctrl-C in a terminal: every process of the group gets SIGINT at once.
    expect(await stopWith(third.script, "SIGINT")).toEqual({ code: 0, signal: null });
    expect(await waitUntilNoneUse(dataDir)).toEqual([]);
  });
});

describe("npm start with bad settings", () => {
  it.each([
    ["PORT", { PORT: "abc" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.org" }],
    ["SESSION_SECRET", { DATABASE_URL: "postgresql://u:p@localhost:1/x" }],
    ["ENCRYPTION_KEY", { ENCRYPTION_KEY: "too-short" }],
    ["LOG_LEVEL", { LOG_LEVEL: "chatty" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "0" }],
    ["DIRECT_DATABASE_URL", { DIRECT_DATABASE_URL: "mysql://db/x" }],
  ])("exits 1 naming %s, without a stack trace or a database", { timeout: 30_000 }, async (name, settings) => {
    const dataDir = freshDataDir();
    const script = runStartScript({ DATA_DIR: dataDir, ...settings });
    expect((await script.exited).code).toBe(1);
    expect(script.stderr()).toContain(`${name}: `);
    expect(script.stderr()).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
  });
});

// The global test setup provides a PostgreSQL in DATABASE_URL; a throwaway database on it
// stands in for a production one.
describe.skipIf(!process.env.DATABASE_URL)("npm start with DATABASE_URL", () => {
  it("uses that database and creates no embedded cluster", { timeout: 120_000 }, async () => {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `start_test_${process.pid}_${Date.now()}`;
    await query(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = freshDataDir();
    try {
      const script = runStartScript({
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SESSION_SECRET: "x".repeat(40),
        // Production without SMTP_URL must choose the file outbox explicitly (tested below).
        MAIL_OUTBOX: "1",
      });
      await script.waitFor(READY);
      expect(script.output()).toContain("DATABASE_URL");
      const [{ count }] = await query<{ count: number }>(url.toString(), "SELECT count(*)::int AS count FROM account");
      expect(count).toBe(0); // SEED_DEMO is off by default against a real database
      expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, "session-secret"))).toBe(false);
      expect(processesUsing(dataDir)).toEqual([]);
      expect(await stopWith(script, "SIGTERM")).toEqual({ code: 0, signal: null });
    } finally {
      await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});

describe("npm start in production without mail", () => {
  it("refuses to start without SMTP_URL unless MAIL_OUTBOX=1, naming both", { timeout: 30_000 }, async () => {
    const dataDir = freshDataDir();
    const script = runStartScript({ DATA_DIR: dataDir, DATABASE_URL: "postgresql://u:p@localhost:1/x", SESSION_SECRET: "x".repeat(40) });
    expect((await script.exited).code).toBe(1);
    expect(script.stderr()).toContain("SMTP_URL: is required when DATABASE_URL is set");
    expect(script.stderr()).toContain("MAIL_OUTBOX=1");
    expect(script.stderr()).not.toMatch(/^\s+at /m);
  });
});
