import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { startTemporaryPostgres, type RunningPostgres } from "../../scripts/lib/embedded-postgres";
import { DEMO_PASSWORD } from "../helpers/demo";
import { SmtpCapture } from "../helpers/smtp-capture";
import { waitFor } from "../helpers/wait-for";
import { makeDataDir, runStartScript, type StartedScript } from "../start/start-process";
import { appBuild } from "../helpers/app-build";
import { HttpBrowser } from "./support/http-browser";

// The queue with the real parts an operator has: two app instances started by the start script
// (each with its worker in the process) on one PostgreSQL, a real SMTP server that goes away and
// comes back on the same port, and real kills. Mail arrives exactly once: after an outage, with
// two workers racing for it, after a worker killed mid-send (sent again: the first send never
// completed) and after a worker killed once the send had completed (not sent again).

let distDir: string;
const STARTED = /Ready: http/;
const LEAD = "lead@example-hospital.org";
const ADMIN = "admin@example.org";

let database: RunningPostgres;
let databaseUrl: string;
let smtp: SmtpCapture;
let smtpPort: number;
let appUrl: string;
let clockFile: string;
const folders: string[] = [];
const scripts: StartedScript[] = [];
const instances: Record<"a" | "b", { base: string; script: StartedScript }> = {} as never;

function folder(): string {
  const dir = makeDataDir();
  folders.push(dir);
  return dir;
}

async function startInstance(name: "a" | "b"): Promise<void> {
  const port = await freePort();
  const script = runStartScript(
    {
      NEXT_DIST_DIR: distDir,
      DATA_DIR: folder(),
      PORT: String(port),
      APP_URL: appUrl,
      // Each instance is called at its own address, as behind a load balancer.
      ALLOWED_HOSTS: `127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "mail-queue-session-secret-0123456789abcdef",
      ENCRYPTION_KEY: "mail-queue-encryption-key-0123456789abcdef",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SEED_DEMO: "1",
      CLOCK_OFFSET_FILE: clockFile,
    },
    [],
  );
  scripts.push(script);
  await script.waitFor(STARTED, 180_000);
  instances[name] = { base: `http://127.0.0.1:${port}`, script };
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function signIn(base: string, username: string, password = DEMO_PASSWORD): Promise<HttpBrowser> {
  const browser = new HttpBrowser(appUrl);
  const res = await browser.post(base, "/api/login/", { username, password });
  expect(res.status, res.text).toBe(200);
  return browser;
}

async function ok(answer: Promise<{ status: number; text: string }>): Promise<void> {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
}

type MailRow = { id: number; status: string; attempts: number; message_id: string };

/** The newest mail row to `to` of `kind`, once it exists. */
async function mailRow(to: string, kind: string): Promise<MailRow> {
  return waitFor(`a ${kind} mail to ${to}`, async () => (await query<MailRow>(
    "SELECT id, status::text, attempts, message_id FROM mail WHERE recipient = $1 AND kind = $2 ORDER BY id DESC LIMIT 1", [to, kind]))[0]);
}

/** How many times the SMTP server accepted this one mail (other mails to the same person, such
 * as a review reminder retried after the outage, may arrive meanwhile and are not counted). */
function arrivals(row: MailRow): number {
  return smtp.mails.filter((m) => m.headers["message-id"] === row.message_id).length;
}

/** The queue's jobs of one mail, once none is waiting or running. */
async function settledJobs(mailId: number): Promise<{ state: string; retry_count: number }[]> {
  return waitFor(`the jobs of mail ${mailId} to settle`, async () => {
    const jobs = await query<{ state: string; retry_count: number }>(
      "SELECT state::text, retry_count FROM pgboss.job WHERE name = 'mail' AND (data->>'mailId')::int = $1", [mailId]);
    return jobs.length > 0 && jobs.every((j) => j.state === "completed") && jobs;
  }, 120_000);
}

beforeAll(async () => {
  clockFile = path.join(folder(), "clock-offset");
  distDir = appBuild();
  database = await startTemporaryPostgres();
  await database.createDatabase("directory");
  databaseUrl = database.url("directory");
  smtp = await SmtpCapture.start();
  smtpPort = Number(new URL(smtp.url).port);
  appUrl = `http://localhost:${await freePort()}`;
  await startInstance("a");
  await startInstance("b");
}, 600_000);

afterAll(async () => {
  for (const script of scripts) {
    try {
      script.signalGroup("SIGKILL");
    } catch {
      // already gone
    }
  }
  await Promise.all(scripts.map((s) => s.exited));
  await smtp?.stop();
  await database?.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("mail through the queue, two instances", () => {
  it("the mail server down while a password change, its notice and another mail are queued: the admin sees the refusals and retries, then every mail arrives exactly once", { timeout: 300_000 }, async () => {
    const { a, b } = instances;
    await smtp.stop();
    const admin = await signIn(a.base, "admin");
    const lead = await signIn(b.base, "lead");
    const newPassword = "Lead-Queue-Password-2026!";
    await ok(lead.post(b.base, "/api/auth/change_password/", { old: DEMO_PASSWORD, new1: newPassword, new2: newPassword }));
    await ok(admin.post(a.base, "/api/admin/accounts/", { action: "create", username: "queued", email: "queued@example.org", level: 3 }));
    await ok(admin.post(b.base, "/api/auth/sessions/end_others/", {}));
    const expected = [
      { to: LEAD, kind: "security.password_changed" },
      { to: "queued@example.org", kind: "set_password" },
      { to: ADMIN, kind: "security.signed_out_everywhere" },
    ];

    // The admin's Mail tab (either instance) shows each one refused and retried.
    type Listed = { id: number; recipient: string; kind: string; status: string; attempts: number; lastError: string | null };
    const refused = await waitFor("every mail refused twice", async () => {
      const res = await admin.get<{ mails: Listed[] }>(b.base, "/api/admin/mail/?status=queued");
      const rows = expected.map((e) => res.body.mails.find((m) => m.recipient === e.to && m.kind === e.kind));
      return rows.every((r) => r && r.attempts >= 2) && (rows as Listed[]);
    }, 120_000);
    for (const row of refused) expect(row.lastError).toMatch(/ECONNREFUSED/);

    smtp = await SmtpCapture.start({ port: smtpPort });
    for (const { to, kind } of expected) {
      const row = await mailRow(to, kind);
      await settledJobs(row.id);
      expect((await mailRow(to, kind)).status).toBe("sent");
      expect(arrivals(row), kind).toBe(1);
    }
    const listed = await admin.get<{ mails: Listed[] }>(a.base, "/api/admin/mail/?status=sent");
    for (const { to, kind } of expected) expect(listed.body.mails.find((m) => m.recipient === to && m.kind === kind)?.lastError).toBeNull();
    // Each was delivered once, by one of the two workers.
    const delivered = [...a.script.output().split("\n"), ...b.script.output().split("\n")].filter((l) => l.includes('"event":"mail.delivered"'));
    for (const { kind } of expected) expect(delivered.filter((l) => l.includes(`"kind":"${kind}"`)), kind).toHaveLength(1);
    await ok(lead.post(b.base, "/api/auth/change_password/", { old: newPassword, new1: DEMO_PASSWORD, new2: DEMO_PASSWORD }));
  });
});

describe("a worker killed with kill -9 while it sends", () => {
  async function restartA(): Promise<void> {
    instances.a.script.signalGroup("SIGKILL");
    await instances.a.script.exited;
    await startInstance("a");
  }

  it("one worker only from here: B stops gracefully", { timeout: 60_000 }, async () => {
    instances.b.script.signalGroup("SIGTERM");
    const exit = await instances.b.script.exited;
    expect(exit.code ?? exit.signal).not.toBe(1);
    expect(instances.b.script.output()).toContain('"event":"jobs.worker_stopped"');
  });

  it("before the server accepted the mail: after the restart the job runs again and the mail arrives once", { timeout: 240_000 }, async () => {
    const lead = await signIn(instances.a.base, "lead");
    const hold = smtp.holdMail();
    const closed = smtp.closed.size;
    await ok(lead.post(instances.a.base, "/api/auth/sessions/end_others/", {}));
    await hold.started;
    const row = await mailRow(LEAD, "security.signed_out_everywhere");
    await restartA();
    await waitFor("the killed sender's connection to close", () => smtp.closed.size > closed);
    hold.release();
    expect(arrivals(row)).toBe(0);
    const jobs = await settledJobs(row.id);
    expect(Math.max(...jobs.map((j) => j.retry_count))).toBeGreaterThanOrEqual(1);
    expect(arrivals(row)).toBe(1);
  });

  it("after the server accepted it and the outcome was written: the job runs again and does not send it twice", { timeout: 240_000 }, async () => {
    const lead = await signIn(instances.a.base, "lead");
    const hold = smtp.holdMail();
    await ok(lead.post(instances.a.base, "/api/auth/sessions/end_others/", {}));
    await hold.started;
    const row = await mailRow(LEAD, "security.signed_out_everywhere");
    // Keep the job from being marked done: the worker is killed between the send and that.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query("BEGIN");
    const locked = await blocker.query("SELECT id FROM pgboss.job WHERE name = 'mail' AND (data->>'mailId')::int = $1 AND state = 'active' FOR UPDATE", [row.id]);
    expect(locked.rowCount).toBe(1);
    hold.release();
    await waitFor("the mail accepted and recorded sent", async () => arrivals(row) === 1 && (await mailRow(LEAD, "security.signed_out_everywhere")).status === "sent");
    // The kill: the worker's "done" waits on the lock in a server process of its own, which
    // PostgreSQL would finish after the client died. Ending it too leaves the job as a kill
    // before that statement went out leaves it: active, its heartbeat stopping.
    instances.a.script.signalGroup("SIGKILL");
    await instances.a.script.exited;
    await blocker.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))");
    await blocker.query("ROLLBACK");
    await blocker.end();
    await startInstance("a");
    const jobs = await settledJobs(row.id);
    expect(Math.max(...jobs.map((j) => j.retry_count))).toBeGreaterThanOrEqual(1);
    expect(arrivals(row)).toBe(1);
  });

  it("a stop (SIGTERM) waits for the mail being sent, then leaves", { timeout: 120_000 }, async () => {
    const lead = await signIn(instances.a.base, "lead");
    const hold = smtp.holdMail();
    await ok(lead.post(instances.a.base, "/api/auth/sessions/end_others/", {}));
    await hold.started;
    const row = await mailRow(LEAD, "security.signed_out_everywhere");
    let exited = false;
    void instances.a.script.exited.then(() => (exited = true));
    instances.a.script.signalGroup("SIGTERM");
    await instances.a.script.waitFor(/SIGTERM received/);
    expect(exited).toBe(false);
    hold.release();
    await instances.a.script.exited;
    expect(arrivals(row)).toBe(1);
    expect((await mailRow(LEAD, "security.signed_out_everywhere")).status).toBe("sent");
    const jobs = await query<{ state: string; retry_count: number }>("SELECT state::text, retry_count FROM pgboss.job WHERE name = 'mail' AND (data->>'mailId')::int = $1", [row.id]);
    expect(jobs.map((j) => [j.state, j.retry_count])).toEqual([["completed", 0]]);
  });
});
