import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { migrationsDir } from "../../scripts/lib/migrate";
import type { Project } from "../../lib/projects/types";
import { milestoneSaveBody as milestoneBody, projectSaveBody as projectBody } from "../../lib/projects/save-bodies";
import { SoftPasskey } from "../api/auth/soft-passkey";
import { DEMO_PASSWORD } from "../helpers/demo";
import { startFreshWindowOf } from "../helpers/rate-window";
import { SmtpCapture } from "../helpers/smtp-capture";
import { makeDataDir, runStartScript, type StartedScript } from "../start/start-process";
import { appBuild } from "../helpers/app-build";
import { HttpBrowser } from "./support/http-browser";
import { signInAtProvider, startTestProvider } from "../helpers/oidc-test-provider";

const CALLBACK_PATH = "/sso/callback/";

// Several instances on one PostgreSQL behave as one app. Two real app processes, started by
// the start script as an operator would: A on the embedded database (which it owns), B with
// DATABASE_URL pointing at A's database and the same secrets; both with the same public
// APP_URL, as behind one load balancer. A browser's requests go to either. Then two start
// scripts at once on an EMPTY database show that it is migrated once.
// The app is the production build the end-to-end suite uses too (tests/helpers/app-build.ts).

let distDir: string;
const STARTED = /Ready: http/;
const scripts: StartedScript[] = [];
const folders: string[] = [];

let smtp: SmtpCapture;
let a: string;
let b: string;
let appUrl: string;
let databaseUrl: string;
let clusterUrl: (database: string) => string;
let outputA: () => string;
let outputB: () => string;
/** Both instances read their clock's offset from here (lib/clock.ts). */
let clockFile: string;

function folder(): string {
  const dir = makeDataDir();
  folders.push(dir);
  return dir;
}

function start(settings: Record<string, string>, args: string[] = []): StartedScript {
  const script = runStartScript({ NEXT_DIST_DIR: distDir, SMTP_URL: smtp.url, CLOCK_OFFSET_FILE: clockFile, ...settings }, args);
  scripts.push(script);
  return script;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  smtp = await SmtpCapture.start();
  clockFile = path.join(folder(), "clock-offset");
  distDir = appBuild();
  const [portA, portB] = [await freePort(), await freePort()];
  a = `http://127.0.0.1:${portA}`;
  b = `http://127.0.0.1:${portB}`;
  appUrl = `http://localhost:${portA}`;

  const dataA = folder();
  const first = start({ DATA_DIR: dataA, PORT: String(portA), APP_URL: appUrl });
  await first.waitFor(STARTED, 240_000);
  outputA = first.output;
  const [, pgPort] = first.output().match(/Embedded PostgreSQL is running on localhost:(\d+)/)!;
  const password = fs.readFileSync(path.join(dataA, "postgres-password"), "utf8").trim();
  clusterUrl = (database) => `postgresql://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/${database}`;
  databaseUrl = clusterUrl("directory");

  const second = start({
    DATA_DIR: folder(),
    PORT: String(portB),
    APP_URL: appUrl,
    // The test reaches B by its own address, where a load balancer would pass the public name.
    ALLOWED_HOSTS: `127.0.0.1:${portB}`,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: fs.readFileSync(path.join(dataA, "session-secret"), "utf8").trim(),
    ENCRYPTION_KEY: fs.readFileSync(path.join(dataA, "encryption-key"), "utf8").trim(),
  });
  await second.waitFor(STARTED, 120_000);
  outputB = second.output;
}, 600_000);

afterAll(async () => {
  for (const script of scripts) {
    try {
      script.signalGroup("SIGTERM");
    } catch {
      // already gone
    }
  }
  await Promise.all(scripts.map((s) => s.exited));
  await smtp?.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function signIn(base: string, username: string): Promise<HttpBrowser> {
  const browser = new HttpBrowser(appUrl);
  const res = await browser.post(base, "/api/login/", { username, password: DEMO_PASSWORD });
  expect(res.status, res.text).toBe(200);
  return browser;
}

const levelOn = async (browser: HttpBrowser, base: string) => (await browser.get(base, "/api/usercheck/")).body.userLevel;

describe("two instances on one PostgreSQL", () => {
  it("a session made on one works on the other; a logout on either ends it on both", { timeout: 180_000 }, async () => {
    const first = await signIn(a, "lead");
    expect(await levelOn(first, b)).toBe(3);
    expect((await first.get(b, "/api/logout/")).status).toBe(200);
    expect(await levelOn(first, a)).toBe(0);

    const second = await signIn(b, "lead");
    expect(await levelOn(second, a)).toBe(3);
    expect((await second.get(a, "/api/logout/")).status).toBe(200);
    expect(await levelOn(second, b)).toBe(0);
  });

  it("a save on one shows in the other's next list", { timeout: 120_000 }, async () => {
    const editor = await signIn(a, "editor");
    const [project] = await query<{ id: number; version: number; start_date: Date | null; status_id: number; long_description: string }>(
      databaseUrl,
      "SELECT id, version, start_date, status_id, long_description FROM project ORDER BY id LIMIT 1",
    );
    const title = `Saved on A, listed by B ${Date.now()}`;
    expect((await editor.get(b, "/api/existing_projects/all/")).text).not.toContain(title);
    const saved = await editor.post(a, "/api/add_edit_project/", {
      id: project.id,
      version: project.version,
      short_description: title,
      long_description: project.long_description,
      start_date: (project.start_date ?? new Date("2026-02-02")).toISOString().slice(0, 10),
      status: project.status_id,
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await editor.get(b, "/api/existing_projects/all/")).text).toContain(title);
  });

  it("a passkey challenge issued by one is verified by the other, once", { timeout: 120_000 }, async () => {
    const owner = await signIn(a, "admin");
    const passkey = new SoftPasskey();
    const creation = (await owner.get(b, "/api/auth/get_passkey_options/")).body;
    const registered = await owner.post(a, "/api/auth/confirm_passkey_registration/", {
      credential: passkey.register(creation, { origin: appUrl, rpID: "localhost" }),
      name: "Two instances",
    });
    expect(registered.body.data, registered.text).toBe("success");

    const visitor = new HttpBrowser(appUrl);
    const request = (await visitor.get(a, "/api/auth/get_authentication_options/")).body;
    const assertion = passkey.authenticate(request, { origin: appUrl, rpID: "localhost" });
    const signedIn = await visitor.post(b, "/api/auth/login_with_passkey/", assertion);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.success).toBe(true);
    expect(await levelOn(visitor, a)).toBe(9);
    // The challenge row was consumed by B: the same assertion replayed on A is refused.
    const replay = await visitor.post(a, "/api/auth/login_with_passkey/", assertion);
    expect(replay.status).toBe(422);
  });

  it("failures counted on both lock the account on both", async () => {
    // The five failures must fall in one 15-minute window (lib/rate-limit/limits.ts).
    startFreshWindowOf(clockFile, 15 * 60_000);
    const wrong = { username: "member", password: "Not-The-Member-Password-1" };
    for (const base of [a, b, a, b, a]) {
      expect((await new HttpBrowser(appUrl).post(base, "/api/login/", wrong)).status).toBe(401);
    }
    for (const base of [a, b]) {
      const right = await new HttpBrowser(appUrl).post(base, "/api/login/", { username: "member", password: DEMO_PASSWORD });
      expect(right.status, `the right password on ${base === a ? "A" : "B"} after five failures`).toBe(401);
    }
  });
});

describe("the prepared project lists on two instances", () => {
  type Listed = { projects: { id: number; short_description: string; status_display: string; people: { name: string }[]; milestones: { description: string }[] }[] };
  const ALL = "/api/existing_projects/all/";
  const firstProject = async () =>
    (await query<{ id: number }>(databaseUrl, "SELECT id FROM project ORDER BY id LIMIT 1"))[0].id;
  /** The project as A lists it, with the payload that saves it unchanged. */
  async function current(browser: HttpBrowser, id: number) {
    const project = (await browser.get<{ projects: Project[] }>(a, ALL)).body.projects.find((p) => p.id === id)!;
    return { project, body: projectBody(project) };
  }
  async function saved(answer: Promise<{ status: number; text: string }>) {
    const res = await answer;
    expect(res.status, res.text).toBe(200);
  }

  it("B lists every kind of write made through A, and never answers 304 for a list that changed", { timeout: 240_000 }, async () => {
    const admin = await signIn(a, "admin");
    // (not "member": the lockout test above locks it for 15 minutes)
    const reader = await signIn(b, "lead");
    const id = await firstProject();
    /** B's list after `write` on A: 200 with a new ETag to the ETag it gave before, never 304. */
    async function afterWrite(name: string, write: () => Promise<void>): Promise<Listed> {
      const before = await reader.get(b, ALL);
      expect(before.status, name).toBe(200);
      await write();
      const after = await reader.get<Listed>(b, ALL, { "if-none-match": before.headers.get("etag")! });
      expect(after.status, name).toBe(200);
      expect(after.headers.get("etag"), name).not.toBe(before.headers.get("etag"));
      // and A, asked with B's new ETag, has the same version: a browser may go to either
      expect((await reader.get(a, ALL, { "if-none-match": after.headers.get("etag")! })).status, name).toBe(304);
      return after.body;
    }
    const project = (list: Listed) => list.projects.find((p) => p.id === id)!;
    const stamp = Date.now();

    let list = await afterWrite("project", async () => {
      const { body } = await current(admin, id);
      await saved(admin.post(a, "/api/add_edit_project/", { ...body, short_description: `Renamed on A ${stamp}` }));
    });
    expect(project(list).short_description).toBe(`Renamed on A ${stamp}`);

    list = await afterWrite("milestone", async () => {
      const { project } = await current(admin, id);
      await saved(admin.post(a, "/api/add_edit_milestone/", { ...milestoneBody(project.milestones[0]), description: `Milestone changed on A ${stamp}` }));
    });
    expect(project(list).milestones.map((m) => m.description)).toContain(`Milestone changed on A ${stamp}`);

    const [newcomer] = await query<{ id: number; first_name: string; last_name: string }>(databaseUrl,
      "SELECT id, first_name, last_name FROM person WHERE id NOT IN (SELECT person_id FROM project_person WHERE project_id = $1) ORDER BY id LIMIT 1", [id]);
    list = await afterWrite("people and roles", async () => {
      const { project, body } = await current(admin, id);
      const people = [...project.people.map((p) => ({ id: p.id, role: p.role })), { id: newcomer.id, role: 2 }];
      await saved(admin.post(a, "/api/add_edit_project/", { ...body, people }));
    });
    expect(project(list).people.map((p) => p.name)).toContain(`${newcomer.first_name} ${newcomer.last_name}`);

    list = await afterWrite("person details", async () => {
      await saved(admin.post(a, "/api/admin/people/", { action: "update", id: newcomer.id, first_name: "Renamed", last_name: `Person${stamp}`, email: `renamed${stamp}@example.org` }));
    });
    expect(project(list).people.map((p) => p.name)).toContain(`Renamed Person${stamp}`);

    const [status] = await query<{ id: number }>(databaseUrl, "SELECT p.status_id AS id FROM project p WHERE p.id = $1", [id]);
    list = await afterWrite("reference list", async () => {
      await saved(admin.post(a, "/api/admin/reference/", { list: "status", action: "rename", id: status.id, description: `Status ${stamp}` }));
    });
    expect(project(list).status_display).toBe(`Status ${stamp}`);

    const [level] = await query<{ id: number }>(databaseUrl, "SELECT id FROM account WHERE username = 'lead'");
    await saved(admin.post(a, "/api/admin/accounts/", { action: "set_level", id: level.id, level: 6 }));
    expect(await levelOn(reader, b)).toBe(6);
    const { body } = await current(admin, id);
    await saved(reader.post(b, "/api/add_edit_project/", { ...body, long_description: "Saved by the lead made editor" }));
    await saved(admin.post(a, "/api/admin/accounts/", { action: "set_level", id: level.id, level: 3 }));
  });

  it("a quick-access visitor on B sees the projects a domain added on A brings, and only their organisation's", { timeout: 120_000 }, async () => {
    const admin = await signIn(a, "admin");
    const [northern] = await query<{ id: number }>(databaseUrl, "SELECT id FROM organisation WHERE name = 'Northern School of Anaesthesia'");
    const visitor = new HttpBrowser(appUrl);
    const email = `visitor-${Date.now()}@northern-school.example`;
    const { mail } = await smtp.nextMailTo(email, () => visitor.post(b, "/api/auth/email_domain_login/", { email }));
    await saved(visitor.post(b, "/api/auth/confirm_email_login/", { code: mail.code, email }));
    const before = await visitor.get<Listed>(b, ALL);
    expect(before.headers.get("etag")).toMatch(new RegExp(`\\.organisation-${northern.id}"$`));
    const accountsEtag = (await admin.get(b, ALL)).headers.get("etag")!;
    expect((await visitor.get(b, ALL, { "if-none-match": accountsEtag })).status).toBe(200);

    // a domain no organisation has, of someone on a project the visitor does not see yet
    const seen = new Set(before.body.projects.map((p) => p.id));
    const owned = new Set((await query<{ domain: string }>(databaseUrl, "SELECT domain::text FROM organisation_domain")).map((r) => r.domain));
    const hidden = (await admin.get<{ projects: Project[] }>(b, ALL)).body.projects.filter((p) => !seen.has(p.id));
    const domain = hidden.flatMap((p) => p.people.map((x) => x.email.split("@")[1])).find((d) => !owned.has(d))!;
    expect(domain).toBeTruthy();
    await saved(admin.post(a, "/api/admin/organisations/", { action: "add_domain", id: northern.id, domain }));
    try {
      const after = await visitor.get<Listed>(b, ALL, { "if-none-match": before.headers.get("etag")! });
      expect(after.status).toBe(200);
      expect(after.body.projects.length).toBeGreaterThan(before.body.projects.length);
    } finally {
      await saved(admin.post(a, "/api/admin/organisations/", { action: "remove_domain", id: northern.id, domain }));
    }
    // (removing a domain ends the organisation's quick-access sessions: issue of its own)
  });

  it("sends the list compressed once, brotli or gzip as asked, the same bytes as plain", { timeout: 60_000 }, async () => {
    const admin = await signIn(b, "admin");
    const plain = await admin.get(b, ALL, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    // sent with its length (not chunked), as a file would be
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(plain.text)));
    expect(plain.headers.get("transfer-encoding")).toBeNull();
    for (const encoding of ["br", "gzip"]) {
      // compressed in the background after the list is prepared: ready within moments
      let res = await admin.get(b, ALL, { "accept-encoding": encoding });
      for (let i = 0; i < 50 && res.headers.get("content-encoding") !== encoding; i++) {
        await new Promise((r) => setTimeout(r, 100));
        res = await admin.get(b, ALL, { "accept-encoding": encoding });
      }
      expect(res.headers.get("content-encoding"), encoding).toBe(encoding);
      expect(res.headers.get("x-prepared-content-encoding"), encoding).toBeNull();
      expect(res.headers.get("x-prepared-content-length"), encoding).toBeNull();
      expect(res.text, encoding).toBe(plain.text);
      // Brotli is only ever the prepared bytes (Next compresses with gzip alone): their length
      const length = Number(res.headers.get("content-length"));
      if (encoding === "br") expect(length > 0 && length < Buffer.byteLength(plain.text), `${length}`).toBe(true);
    }
  });
});

describe("safe defaults of the instances", () => {
  it("the embedded demo listens on 127.0.0.1 only and says how to change it; B (DATABASE_URL) on every interface", async () => {
    expect(outputA()).toContain("Listening on 127.0.0.1 only");
    expect(outputA()).toContain("HOST=0.0.0.0");
    expect(outputB()).toContain("Listening on every interface");
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
    // A machine with no network interface besides loopback has nothing else to listen on.
    if (!external) return;
    const accepts = (port: number) =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: external, port });
        socket.setTimeout(2000);
        socket.once("connect", () => (socket.destroy(), resolve(true)));
        socket.once("error", () => resolve(false));
        socket.once("timeout", () => (socket.destroy(), resolve(false)));
      });
    expect(await accepts(Number(new URL(a).port))).toBe(false);
    expect(await accepts(Number(new URL(b).port))).toBe(true);
  });

  it("every line the start script and the servers wrote is JSON with a level and UTC time", () => {
    for (const line of [...outputA().split("\n"), ...outputB().split("\n")].filter(Boolean)) {
      const parsed = JSON.parse(line) as { level: string; time: string };
      expect(parsed.level, line).toMatch(/^(trace|debug|info|warn|error|fatal)$/);
      expect(parsed.time, line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });
});

describe("an organisation's own sign-in on two instances", () => {
  it("a session made through the provider on B ends on B the moment an admin switches the provider off on A", { timeout: 180_000 }, async () => {
    const provider = await startTestProvider({
      redirectUris: [`${appUrl}${CALLBACK_PATH}`],
      accounts: [{ sub: "tom", email: "member@example-hospital.org", email_verified: true }],
    });
    try {
      const admin = await signIn(a, "admin");
      const [{ id: organisationId }] = await query<{ id: number }>(databaseUrl, "SELECT id FROM organisation WHERE name = 'Example Teaching Hospital'");
      const common = { organisationId, issuer: provider.issuer, clientId: provider.clientId };
      expect((await admin.post(a, "/api/admin/identity_providers/", { action: "save", ...common, clientSecret: provider.clientSecret })).status).toBe(200);
      expect((await admin.post(a, "/api/admin/identity_providers/", { action: "enable", organisationId })).status).toBe(200);
      const { body: providers } = await admin.get(b, "/api/auth/sso/providers/");
      const providerId = providers.providers.find((p: { name: string }) => p.name === "Example Teaching Hospital").id;

      // Started on B, back on A (behind a load balancer either may answer), used on both.
      const browser = new HttpBrowser(appUrl);
      const start = await browser.post(b, "/api/auth/sso/start/", { provider: providerId });
      expect(start.status, start.text).toBe(200);
      const search = await signInAtProvider(start.body.url, "tom", `${appUrl}${CALLBACK_PATH}`);
      expect((await browser.post(a, "/api/auth/sso/callback/", { search })).status).toBe(200);
      expect(await levelOn(browser, b)).toBe(3);

      expect((await admin.post(a, "/api/admin/identity_providers/", { action: "disable", organisationId })).status).toBe(200);
      expect(await levelOn(browser, b)).toBe(0);
      expect(await levelOn(browser, a)).toBe(0);
      expect((await admin.post(a, "/api/admin/identity_providers/", { action: "remove", organisationId })).status).toBe(200);
    } finally {
      await provider.stop();
    }
  });
});

describe("two instances started at once on an empty database", () => {
  it("migrate it once: one applies every migration, the other finds nothing to do", { timeout: 180_000 }, async () => {
    await query(clusterUrl("postgres"), "CREATE DATABASE directory_empty");
    const url = clusterUrl("directory_empty");
    const settings = { DATABASE_URL: url, SESSION_SECRET: "s".repeat(40), MAIL_OUTBOX: "1" };
    const both = [start({ ...settings, DATA_DIR: folder() }, ["--no-server"]), start({ ...settings, DATA_DIR: folder() }, ["--no-server"])];
    await Promise.all(both.map((s) => s.waitFor(/Ready \(--no-server\)/, 150_000)));

    const folders = fs.readdirSync(migrationsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const rows = await query<{ migration_name: string; finished: boolean }>(
      url,
      "SELECT migration_name, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished FROM _prisma_migrations ORDER BY migration_name",
    );
    expect(rows.map((r) => r.migration_name)).toEqual([...folders].sort((x, y) => x.localeCompare(y)));
    expect(rows.every((r) => r.finished)).toBe(true);
    const applied = both.filter((s) => s.output().includes("Applied migrations:"));
    const upToDate = both.filter((s) => s.output().includes("Database schema is up to date"));
    expect([applied.length, upToDate.length]).toEqual([1, 1]);
    // The reference lists were filled once too.
    const [{ count }] = await query<{ count: number }>(url, "SELECT count(*)::int AS count FROM status");
    expect(count).toBe(4);
  });
});
