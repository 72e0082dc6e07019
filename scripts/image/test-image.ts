// The production image's own test (scripts/image/test-image.sh runs it; CI runs it after
// `npm test`). It runs the built image as an operator would, against a real PostgreSQL 18 on this
// machine and a real SMTP listener, and checks what an operator relies on:
//   size within budget; healthy; /login/ served; every `docker compose exec app …` command of the
//   docs runs inside the image as written; sign-in with an emailed code; a notice sent by the
//   worker beside the server; the project list revalidated and compressed once (the server's
//   preloaded hooks); a non-root process owning /app and the data folder; the worker role; a
//   clean stop on SIGTERM within 10 s - while serving, as a worker, and while migrating.
// IMAGE_TOOL=docker runs the same checks with Docker. IMAGE_TAG picks the image.
import assert from "node:assert/strict";
import pg from "pg";
import { containerCommands } from "../../tests/helpers/documented-commands";
import { SmtpCapture } from "../../tests/helpers/smtp-capture";
import { startTemporaryPostgres, type RunningPostgres } from "../lib/embedded-postgres";
import { ENGINE_LOCK_KEY } from "../lib/interrupted-migrations";
import { Browser } from "./http-browser";
import {
  CLEAN_STOP_CODE,
  containers,
  logs,
  MAX_IMAGE_BYTES,
  ROOT,
  run,
  startApp,
  step,
  STOP_LIMIT_MS,
  stopWithin,
  TAG,
  tool,
  TOOL,
  until,
  waitHealthy,
  type App,
} from "./containers";

async function checkSize(): Promise<void> {
  const bytes = Number(await tool("image", "inspect", TAG, "--format", "{{.Size}}"));
  console.log(`image ${TAG}: ${(bytes / 1e6).toFixed(0)} MB (limit ${MAX_IMAGE_BYTES / 1e6} MB)`);
  assert.ok(bytes <= MAX_IMAGE_BYTES, `the image is ${(bytes / 1e6).toFixed(0)} MB, over ${MAX_IMAGE_BYTES / 1e6} MB`);
  step("image size within budget");
}

async function checkServing(app: App, smtp: SmtpCapture): Promise<void> {
  console.log(`healthy after ${await waitHealthy(app)} ms`);
  step("/api/health/ answers 200");

  const login = await fetch(`${app.origin}/login/`);
  const html = await login.text();
  assert.equal(login.status, 200);
  assert.match(html, /<form[^>]*method="post"/);
  assert.match(html, /Username/);
  assert.match(html, /Password/);
  step("/login/ answers 200 with the sign-in form");

  // The app answers only as APP_URL's host (127.0.0.1 here); "localhost" is another name for it.
  const otherName = app.origin.replace("127.0.0.1", "localhost");
  assert.equal((await fetch(`${otherName}/api/health/`)).status, 200);
  assert.equal((await fetch(`${otherName}/login/`)).status, 421);
  assert.equal((await fetch(`${otherName}/api/usercheck/`)).status, 421);
  step("under a name other than APP_URL's: health answers (orchestrators call it by address), pages and API get 421");

  const email = await checkDocumentedCommands(app);

  const browser = new Browser(app.origin);
  assert.equal((await browser.request("GET", "/api/usercheck/")).status, 200);
  const { result: asked, mail } = await smtp.nextMailTo(email, () => browser.request("POST", "/api/auth/email_domain_login/", { email }), 15_000);
  assert.equal(asked.status, 200, asked.text);
  assert.ok(mail.code, `the mail has a code:\n${mail.text}`);
  const confirmed = await browser.request("POST", "/api/auth/confirm_email_login/", { code: mail.code, email });
  assert.equal(confirmed.status, 200, confirmed.text);
  assert.equal(confirmed.json?.response, "success", confirmed.text);
  const check = await browser.request("GET", "/api/usercheck/");
  assert.equal(check.json?.userLevel, 9, check.text);
  assert.equal((await logs(app.name)).includes(mail.code), false, "the code must not appear in the log");
  step("sign-in with an emailed code (SMTP) gives the level 9 session; the code is not in the log");

  const { result: ended, mail: notice } = await smtp.nextMailTo(email, () => browser.request("POST", "/api/auth/sessions/end_others/", {}), 15_000);
  assert.equal(ended.status, 200, ended.text);
  assert.match(notice.subject, /signed out everywhere else/);
  step("a security notice is queued with its change and sent by the worker beside the server");

  await checkPreparedList(browser);

  const uid = await tool("exec", app.name, "sh", "-c", "awk '/^Uid:/ { print $2 }' /proc/1/status");
  assert.equal(uid, "1000", "the container's main process runs as uid 1000");
  const owners = await tool("exec", app.name, "stat", "-c", "%U %n", "/app", "/data", "/app/.next");
  assert.deepEqual(owners.split("\n"), ["node /app", "node /data", "node /app/.next"]);
  await tool("exec", app.name, "sh", "-c", "touch /data/.writable && rm /data/.writable");
  step("runs as node (uid 1000), which owns /app and the data folder /data");

  if (TOOL === "podman") {
    await tool("healthcheck", "run", app.name);
    step("the image's HEALTHCHECK passes");
  }

  const stopped = await stopWithin(app.name);
  console.log(`stopped while serving in ${stopped.ms} ms, exit code ${stopped.exitCode}`);
  assert.ok(stopped.ms < STOP_LIMIT_MS && stopped.exitCode === CLEAN_STOP_CODE, `stop took ${stopped.ms} ms, exit code ${stopped.exitCode}`);
  step("SIGTERM while serving: stopped cleanly within 10 s");
}

/** The image started in the worker role: migrations, the worker, no server; a clean stop. */
async function checkWorkerRole(databaseUrl: string, smtpUrl: string): Promise<void> {
  const worker = await startApp("worker", databaseUrl, smtpUrl, ["node", "dist/container-start.mjs", "worker"]);
  await until("the worker role to start", 60_000, async () => ((await logs(worker.name)).includes("Worker running (role: worker") ? true : undefined));
  step("started with the argument `worker`: the job worker alone, no server");
  const stopped = await stopWithin(worker.name);
  assert.ok(stopped.ms < STOP_LIMIT_MS && stopped.exitCode === CLEAN_STOP_CODE, `stop took ${stopped.ms} ms, exit code ${stopped.exitCode}`);
  step("SIGTERM to the worker role: stopped cleanly within 10 s");
}

/**
 * The docs' container commands (`docker compose exec app …`), each run in the container as
 * written, with `podman exec` for `docker compose exec app`. Answers the address of the first
 * account they create, which then signs in.
 */
async function checkDocumentedCommands(app: App): Promise<string> {
  const commands = containerCommands(ROOT);
  assert.ok(commands.length > 0, "the docs show the container's commands");
  let created: string | undefined;
  for (const { command, argv } of commands) {
    const { stdout } = await run(TOOL, ["exec", app.name, ...argv]).catch((error: Error & { stderr?: string }) => {
      throw new Error(`${command} failed in the image: ${error.stderr ?? error.message}`);
    });
    const option = (name: string) => argv[argv.indexOf(name) + 1];
    switch (argv[2]) {
      case "create-admin":
        assert.ok(stdout.includes(`Created level 9 account ${option("--username")} <${option("--email")}>.`), stdout);
        assert.ok(stdout.includes(`${app.origin}/set_password/?token=`), stdout);
        created ??= option("--email");
        break;
      case "list-organisations":
        assert.match(stdout, /^No organisations\.$|\t/m);
        break;
      case "help":
        assert.match(stdout, /^Usage: /);
        break;
      case "rotate-encryption-key":
        assert.match(stdout, /^Re-encrypted \d+ stored secret\(s\)/);
        break;
    }
    step(`${command}: done in the image as written`);
  }
  assert.ok(created, "the docs show how to create the first administrator in the container");
  return created;
}

/** The project list as the server's preloaded hooks send it: revalidated, and compressed once. */
async function checkPreparedList(browser: Browser): Promise<void> {
  const LIST = "/api/existing_projects/all/";
  const plain = await browser.request("GET", LIST, undefined, { "accept-encoding": "identity" });
  assert.equal(plain.status, 200, plain.text);
  const etag = plain.headers.get("etag") ?? "";
  assert.match(etag, /^W\//);
  assert.equal((await browser.request("GET", LIST, undefined, { "if-none-match": etag })).status, 304);
  // brotli is made in the background once the list is prepared: there within moments
  const brotli = await until("the list in brotli", 10_000, async () => {
    const res = await browser.request("GET", LIST, undefined, { "accept-encoding": "br" });
    return res.headers.get("content-encoding") === "br" ? res : undefined;
  });
  assert.equal(brotli.text, plain.text, "the brotli bytes decode to the plain list");
  step("the project list answers 304 to its ETag and is sent in brotli prepared once (the server's hooks are loaded)");
}

/**
 * SIGTERM while the start is migrating. The migration lock is held from here so the start is
 * certainly inside the migration step when the signal comes; then the same database must start.
 */
async function checkStopWhileMigrating(postgres: RunningPostgres, smtp: SmtpCapture): Promise<void> {
  await postgres.createDatabase("directory_locked");
  const url = postgres.url("directory_locked");
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query("SELECT pg_advisory_lock($1)", [ENGINE_LOCK_KEY]);
  const app = await startApp("locked", url, smtp.url);
  await until("the start to begin migrating", 60_000, async () => ((await logs(app.name)).includes("Applying migrations") ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stopped = await stopWithin(app.name);
  await holder.end();
  console.log(`stopped while waiting to migrate in ${stopped.ms} ms, exit code ${stopped.exitCode}`);
  assert.ok(stopped.ms < STOP_LIMIT_MS && stopped.exitCode === CLEAN_STOP_CODE, `stop took ${stopped.ms} ms, exit code ${stopped.exitCode}`);
  assert.doesNotMatch(await logs(app.name), /Applied migrations|Ready in/);
  step("SIGTERM while migrating (waiting for the migration lock): stopped cleanly within 10 s, server never started");

  // A fresh database, stopped as soon as the start says it migrates: the next start must work.
  await postgres.createDatabase("directory_interrupted");
  const fresh = postgres.url("directory_interrupted");
  const first = await startApp("interrupted", fresh, smtp.url);
  await until("the start to begin migrating", 60_000, async () => ((await logs(first.name)).includes("Applying migrations") ? true : undefined));
  const interrupted = await stopWithin(first.name);
  const firstLog = await logs(first.name);
  console.log(`stopped while migrating a fresh database in ${interrupted.ms} ms, exit code ${interrupted.exitCode}`);
  assert.ok(interrupted.ms < STOP_LIMIT_MS && interrupted.exitCode === CLEAN_STOP_CODE, `stop took ${interrupted.ms} ms, exit code ${interrupted.exitCode}`);
  // A migration being applied is finished before the start leaves (PostgreSQL would otherwise
  // go on running its script unrecorded); the server never starts.
  if (/received while migrating/.test(firstLog)) assert.match(firstLog, /Applied migrations[\s\S]*Migrations done; stopping/);
  assert.doesNotMatch(firstLog, /Ready in/);
  step("SIGTERM while migrating a fresh database: stopped cleanly within 10 s (a migration in progress is finished first)");
  const second = await startApp("resumed", fresh, smtp.url);
  await waitHealthy(second);
  const secondLog = await logs(second.name);
  console.log(
    `first start: ${firstLog.split("\n").filter((l) => /SIGTERM|migrations|Migrations/.test(l)).map((l) => l.replace(/^.*"message":"|"}$/g, "")).join(" | ")}; ` +
      `second start: ${secondLog.split("\n").filter((l) => /migrations|schema/i.test(l)).join(" | ")}`,
  );
  step("the next start on the interrupted database migrates and serves");
  await stopWithin(second.name);
}

async function main(): Promise<void> {
  console.log(`image test: ${TOOL}, ${TAG}`);
  await checkSize();
  const postgres = await startTemporaryPostgres();
  const smtp = await SmtpCapture.start();
  try {
    await postgres.createDatabase("directory");
    const app = await startApp("main", postgres.url("directory"), smtp.url);
    await checkServing(app, smtp);
    await checkWorkerRole(postgres.url("directory"), smtp.url);
    await checkStopWhileMigrating(postgres, smtp);
  } finally {
    for (const name of containers) await run(TOOL, ["rm", "--force", name]).catch(() => {});
    await smtp.stop();
    await postgres.stop();
  }
  console.log("image test passed");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
