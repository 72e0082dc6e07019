// Mail through the queue, with the worker beside the app server as in production:
// - the time from a queued notice to its delivery: `POST /api/auth/sessions/end_others/` queues
//   the "signed out everywhere else" notice in the transaction of its change; the clock starts
//   when its answer arrives (the change and the notice have committed) and stops when the SMTP
//   listener here has received the whole mail. One at a time, so each figure is one notice's way
//   through NOTIFY, the worker, the row lock and SMTP.
// - memory with 10,000 mails queued and the mail server down: 10,000 mail rows and their jobs
//   are queued at once (one transaction, as many changes would), the listener is closed, and the
//   worker works through them for 30 s, each try refused; the highest VmRSS of the worker and of
//   the app server over the window is reported, and how many tries it made. The rows and jobs are removed afterwards.
import type { AddressInfo } from "node:net";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { SMTPServer } from "smtp-server";
import type { AppServer } from "./app-server";
import type { BenchContext } from "./context";
import { postHeaders } from "./http";
import { round } from "./measure";
import { residentMb } from "./memory-phase";
import type { WorkerProcess } from "./worker-process";

const QUEUED_MAILS = 10_000;
const POLL_MS = 250;
const WINDOW_MS = 30_000;

export type MailFigures = {
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  queued: number;
  workerIdleMb: number;
  workerPeakMb: number;
  serverPeakMb: number;
  /** tries the worker made during the window (all refused) */
  triesInWindow: number;
};

export type MailListener = { url: string; port: number; received: number[]; close(): Promise<void> };

/** An SMTP listener that notes when each mail has fully arrived (ms, performance.now()). */
export async function startMailListener(port = 0): Promise<MailListener> {
  const received: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function measureMail(
  ctx: BenchContext,
  app: AppServer,
  worker: WorkerProcess,
  listener: MailListener,
): Promise<{ figures: MailFigures; listener: MailListener }> {
  const notices = ctx.options.quick ? 40 : 200;
  ctx.log(`Mail: ${notices} notices queued one at a time, each timed to its arrival over SMTP`);
  const latencies: number[] = [];
  for (let i = 0; i < notices + 5; i++) {
    const before = listener.received.length;
    const response = await fetch(`${ctx.appOrigin}/api/auth/sessions/end_others/`, { method: "POST", headers: postHeaders(ctx.appOrigin, ctx.cookies), body: "{}" });
    if (!response.ok) throw new Error(`end_others: ${response.status}`);
    await response.arrayBuffer();
    const queuedAt = performance.now();
    const deadline = Date.now() + 30_000;
    while (listener.received.length === before) {
      if (Date.now() > deadline) throw new Error("A queued notice did not arrive within 30 s: see worker.log");
      await new Promise((r) => setTimeout(r, 1));
    }
    // The first few warm the worker's connections and the SMTP transport.
    if (i >= 5) latencies.push(listener.received[before] - queuedAt);
  }
  latencies.sort((a, b) => a - b);

  ctx.log(`Mail: ${QUEUED_MAILS.toLocaleString("en-GB")} mails queued with the mail server down; memory of the worker and the app server`);
  const workerPid = worker.process.pid!;
  const workerIdleMb = residentMb(workerPid);
  await listener.close();
  const boss = new PgBoss({ connectionString: ctx.databaseUrl, schema: "pgboss", migrate: false, supervise: false, schedule: false, registerInstance: false, max: 2 });
  boss.on("error", () => {});
  await boss.start();
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO mail (kind, recipient, subject, body, message_id, created_at, queued_at)
       SELECT 'bench.queued', 'queued' || n || '@example.org', 'Queued mail ' || n,
              '{"text":"A queued mail.","html":"<p>A queued mail.</p>"}', '<bench-' || n || '@localhost>', now(), now()
         FROM generate_series(1, $1) AS n
       RETURNING id`,
      [QUEUED_MAILS],
    );
    await boss.insert("mail", rows.map((r) => ({ data: { mailId: r.id } })), { db: { executeSql: (text, values) => client.query(text, values) } });
    await client.query("COMMIT");
    const triesBefore = await tries(client);
    let workerPeakMb = workerIdleMb;
    let serverPeakMb = 0;
    // Long enough for the worker to see the backlog and work through it without pause (it
    // reads the queue's size every 10 s).
    const until = Date.now() + WINDOW_MS;
    while (Date.now() < until) {
      workerPeakMb = Math.max(workerPeakMb, residentMb(workerPid));
      serverPeakMb = Math.max(serverPeakMb, residentMb(app.process.pid!));
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const triesInWindow = (await tries(client)) - triesBefore;
    await client.query("DELETE FROM pgboss.job WHERE name = 'mail' AND (data->>'mailId')::int IN (SELECT id FROM mail WHERE kind = 'bench.queued')");
    await client.query("DELETE FROM mail WHERE kind = 'bench.queued'");
    return {
      figures: {
        deliveries: latencies.length,
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        queued: QUEUED_MAILS,
        workerIdleMb,
        workerPeakMb: round(workerPeakMb, 1),
        serverPeakMb: round(serverPeakMb, 1),
        triesInWindow,
      },
      listener: await startMailListener(listener.port),
    };
  } finally {
    await client.end();
    await boss.stop({ graceful: false, close: true });
  }
}

async function tries(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>("SELECT coalesce(sum(attempts), 0)::int AS n FROM mail WHERE kind = 'bench.queued'");
  return rows[0].n;
}
