import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTemporaryPostgres, type RunningPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/migrate";
import type { RunningWorker } from "../../lib/worker/worker";
import { SmtpCapture } from "../helpers/smtp-capture";
import { waitFor } from "../helpers/wait-for";

// The stop of `npm start` in the order its script stops things (scripts/start.ts): the worker as
// the start script runs it in its own process (scripts/lib/worker-process.ts) on an embedded
// PostgreSQL of this test's own, stopped while it sends a mail, then the database. The mail it
// held is handed back (queued, its lease ended) and the stop logs no error: no pool is left for
// PostgreSQL to cut ("terminating connection due to administrator command").

let server: RunningPostgres;
let url: string;
let smtp: SmtpCapture;
let worker: RunningWorker;
let written = "";
const originals = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
const originalUrl = process.env.DATABASE_URL;

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function queueNotice(to: string): Promise<number> {
  const { db } = await import("@/lib/db");
  const { queueMail } = await import("@/lib/mail/queue-mail");
  return db.$transaction((tx) => queueMail(tx, { kind: "test.notice", to, subject: "A notice", text: "A notice", html: "<p>A notice</p>" }));
}

beforeAll(async () => {
  server = await startTemporaryPostgres();
  await server.createDatabase("stop");
  url = server.url("stop");
  await applyMigrations(url);
  smtp = await SmtpCapture.start();
  // A fresh copy of the app's modules whose pool points at this cluster.
  process.env.DATABASE_URL = url;
  delete (globalThis as { database?: unknown }).database;
  vi.resetModules();
  const capture = (write: typeof originals.out) =>
    ((chunk: string | Uint8Array, ...rest: never[]) => ((written += String(chunk)), write(chunk, ...rest))) as typeof process.stdout.write;
  process.stdout.write = capture(originals.out);
  process.stderr.write = capture(originals.err);
  const { startWorkerInProcess } = await import("../../scripts/lib/worker-process");
  worker = await startWorkerInProcess({});
}, 120_000);

afterAll(async () => {
  process.stdout.write = originals.out;
  process.stderr.write = originals.err;
  await smtp?.stop();
  await server?.stop();
  delete (globalThis as { database?: unknown }).database;
  process.env.DATABASE_URL = originalUrl;
  vi.resetModules();
});

describe("stopping the worker, then the embedded database", () => {
  it("hands back the mail it was sending, closes its pool first and logs no error", { timeout: 120_000 }, async () => {
    await queueNotice("first@example.org");
    await smtp.lastMailTo("first@example.org", 30_000);

    const hold = smtp.holdMail();
    const held = await queueNotice("held@example.org");
    await hold.started;
    // The start script's order: the worker (up to its timeout), then PostgreSQL.
    await worker.stop(3000);
    const [row] = await query<{ status: string; lease_until: Date | null; attempts: number; last_error: string }>(
      "SELECT status::text, lease_until, attempts, last_error FROM mail WHERE id = $1",
      [held],
    );
    expect(row).toMatchObject({ status: "queued", lease_until: null, attempts: 1 });
    expect(row.last_error).toMatch(/worker was stopping/);
    const clients = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname = 'stop'",
    );
    expect(clients[0].n).toBe(0);
    hold.release();
    await server.stop();
    // (a pool left open would report its connections cut as the cluster went)
    await new Promise((resolve) => setTimeout(resolve, 500));

    await waitFor("the stop logged", async () => written.includes('"event":"jobs.worker_stopped"'));
    const errors = written.split("\n").filter((line) => /"level":"(error|fatal)"/.test(line));
    expect(errors).toEqual([]);
    expect(written).not.toMatch(/terminating connection due to administrator command/);
    expect(smtp.mailsTo("held@example.org")).toEqual([]);
  });
});
