import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, projectRoot } from "../../scripts/lib/migrate";
import { freePort } from "../../scripts/lib/free-port";
import { startDebianPostgres, type DebianPostgres } from "./support/debian-postgres";
import { fullProject, projectCount, richestProjectId } from "./support/full-project";

// Data safety with your own PostgreSQL (docs/operations.md): the documented `pg_dump -Fc` and
// `pg_restore` commands, run on a database of the app (migrations and demo data), restore the
// same projects into a new database. pg_dump refuses a server newer than itself and the
// embedded PostgreSQL ships none, so this runs on the distribution's PostgreSQL and its tools.

let server: DebianPostgres;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pg-dump-test-"));
const dump = path.join(folder, "directory.dump");

beforeAll(async () => {
  server = await startDebianPostgres(await freePort());
  await server.createDatabase("directory");
  await applyMigrations(server.url("directory"));
  const seed = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/db-seed.ts"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: server.url("directory"), DEMO_PASSWORD: "Backup-Test-Password-2026" },
    encoding: "utf8",
  });
  expect(seed.status, seed.stderr).toBe(0);
}, 180_000);
afterAll(() => {
  server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("pg_dump -Fc and pg_restore, as docs/operations.md says", () => {
  it("restore the same project count and the same full project into a new database", async () => {
    execFileSync(server.bin("pg_dump"), ["-Fc", "--no-owner", "-d", server.url("directory"), "-f", dump]);
    expect(fs.statSync(dump).size).toBeGreaterThan(1000);
    await server.createDatabase("directory_restored");
    execFileSync(server.bin("pg_restore"), ["--no-owner", "--exit-on-error", "-d", server.url("directory_restored"), dump]);

    const source = server.url("directory");
    const restored = server.url("directory_restored");
    expect(await projectCount(source)).toBeGreaterThan(5);
    expect(await projectCount(restored)).toBe(await projectCount(source));
    const id = await richestProjectId(source);
    const original = await fullProject(source, id);
    expect(original.milestones.length).toBeGreaterThan(0);
    expect(await fullProject(restored, id)).toEqual(original);
  }, 120_000);
});
