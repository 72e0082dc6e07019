import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LEVEL } from "@/lib/levels";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedReferenceLists } from "@/prisma/seed";
import { startEmbeddedPostgres, type RunningPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/migrate";
import { ApiClient } from "../helpers/api-client";
import { signInDirectly } from "../helpers/sign-in";
import { quietAppLogs } from "../security/support/quiet-logs";

// PostgreSQL stopped and started again under the running app: the app's own modules and
// connection pool, pointed at a cluster of this test's own. During the outage every call
// answers 503 with a clear message; afterwards the same app answers again without a restart,
// the session survives, and nothing tried during the outage was written.

quietAppLogs();

const OUTAGE_MESSAGE = "The database is not answering. Please try again shortly.";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outage-pg-"));
fs.chmodSync(dataDir, 0o755);
const originalUrl = process.env.DATABASE_URL;
let server: RunningPostgres;
let plain: PrismaClient;
let editor: ApiClient;
let projectId: number;

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir });
  await server.createDatabase("outage");
  const url = server.url("outage");
  await applyMigrations(url);
  plain = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  await seedReferenceLists(plain);
  const account = await plain.account.create({ data: { username: "outage-editor", email: "outage@example.org", level: 6 } });
  projectId = (
    await plain.project.create({
      data: { shortDescription: "Outage project", longDescription: "Must survive", startDate: new Date("2026-01-05"), statusId: 1 },
    })
  ).id;
  // A fresh copy of the app's modules whose database client points at this cluster.
  process.env.DATABASE_URL = url;
  delete (globalThis as { database?: unknown }).database;
  vi.resetModules();
  editor = await signInDirectly(new ApiClient({ ip: "10.88.0.1" }), { accountId: account.id, level: LEVEL.editor, kind: "account" });
}, 120_000);

afterAll(async () => {
  await plain?.$disconnect();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete (globalThis as { database?: unknown }).database;
  process.env.DATABASE_URL = originalUrl;
  vi.resetModules();
});

const save = (text: string) =>
  editor.post("/api/add_edit_project/", {
    id: projectId,
    version: 1,
    short_description: "Outage project",
    long_description: text,
    start_date: "2026-01-05",
    status: 1,
  });

describe("PostgreSQL stopped and restarted under the running app", () => {
  it("answers normally before the outage", async () => {
    expect((await editor.get("/api/health/")).status).toBe(200);
    expect((await editor.get("/api/existing_projects/all/")).status).toBe(200);
  });

  it("answers 503 with a clear message while PostgreSQL is down", async () => {
    await server.stop();
    const health = await editor.get("/api/health/");
    expect(health.status).toBe(503);
    expect(health.body.errorMessage).toBe(OUTAGE_MESSAGE);
    const list = await editor.get("/api/existing_projects/all/");
    expect(list.status).toBe(503);
    expect(list.body.errorMessage).toBe(OUTAGE_MESSAGE);
    const written = await save("written during the outage");
    expect(written.status).toBe(503);
    expect(written.text).not.toMatch(/ECONNREFUSED|\.ts:\d+|Prisma/);
  });

  it("recovers without a restart once PostgreSQL is back, with nothing from the outage written", async () => {
    server = await startEmbeddedPostgres({ dataDir, port: server.port });
    const deadline = Date.now() + 20_000;
    let health = await editor.get("/api/health/");
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      health = await editor.get("/api/health/");
    }
    expect(health.status).toBe(200);
    const list = await editor.get("/api/existing_projects/all/");
    expect(list.status).toBe(200);
    expect(list.body.projects.map((p: { long_description: string }) => p.long_description)).toEqual(["Must survive"]);
    expect((await editor.get("/api/usercheck/")).body.userLevel).toBe(6);
    expect((await save("written after the recovery")).status).toBe(200);
  });
});
