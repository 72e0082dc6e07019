import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, projectRoot } from "../../scripts/lib/migrate";
import { freePort } from "../../scripts/lib/free-port";
import { startDebianPostgres, type DebianPostgres } from "./support/debian-postgres";
import { readRecipes, writeDockerStandIn } from "./support/doc-recipes";
import { fullProject, projectCount, richestProjectId } from "./support/full-project";

// Data safety (docs/operations.md): the backup and restore recipes of the page, read from it
// and run as written with `sh`, on a database of the app (migrations and demo data), restore
// the same projects into a new database. pg_dump refuses a server newer than itself and the
// embedded PostgreSQL ships none, so this runs on the distribution's PostgreSQL and its tools.
// The compose recipes run with a stand-in `docker` that executes the tool as the db container
// would; what the host's shell does (variables, redirections) is real.

const recipes = readRecipes(path.join(projectRoot, "docs", "operations.md"));
let server: DebianPostgres;
let port: number;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pg-dump-test-"));

/** Runs a recipe in `cwd` with only the variables the doc tells the operator to set. */
function runRecipe(name: string, cwd: string, env: Record<string, string> = {}, pathPrefix = ""): string {
  const script = recipes.get(name);
  expect(script, `docs/operations.md has the recipe ${name}`).toBeDefined();
  fs.mkdirSync(cwd, { recursive: true });
  const bin = path.join(folder, "host-bin");
  const result = spawnSync("sh", ["-e", "-c", script!], {
    cwd,
    env: { PATH: `${pathPrefix}${bin}:/usr/bin:/bin`, HOME: folder, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
  });
  expect(result.status, `${name} failed:\n${result.stderr}`).toBe(0);
  return result.stdout;
}

async function seedAppDatabase(url: string) {
  await applyMigrations(url);
  const seed = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/db-seed.ts"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: url, DEMO_PASSWORD: "Backup-Test-Password-2026" },
    encoding: "utf8",
  });
  expect(seed.status, seed.stderr).toBe(0);
}

async function sameData(source: string, restored: string) {
  expect(await projectCount(source)).toBeGreaterThan(5);
  expect(await projectCount(restored)).toBe(await projectCount(source));
  const id = await richestProjectId(source);
  const original = await fullProject(source, id);
  expect(original.milestones.length).toBeGreaterThan(0);
  expect(await fullProject(restored, id)).toEqual(original);
}

beforeAll(async () => {
  port = await freePort();
  server = await startDebianPostgres(port);
  // The host has the PostgreSQL client tools on its PATH, as the plain recipes expect.
  const hostBin = path.join(folder, "host-bin");
  fs.mkdirSync(hostBin);
  for (const tool of ["pg_dump", "pg_restore", "createdb", "psql"]) fs.symlinkSync(server.bin(tool), path.join(hostBin, tool));
  await server.createDatabase("directory");
  await seedAppDatabase(server.url("directory"));
}, 180_000);
afterAll(() => {
  server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("the documented recipes for your own PostgreSQL", () => {
  it("restore the same project count and the same full project into a new database", async () => {
    const cwd = path.join(folder, "plain");
    runRecipe("plain-backup", cwd, { DATABASE_URL: server.url("directory") });
    expect(fs.statSync(path.join(cwd, "directory.dump")).size).toBeGreaterThan(1000);
    runRecipe("plain-restore", cwd, { DATABASE_URL: server.url("directory"), RESTORE_URL: server.url("directory_restored") });
    await sameData(server.url("directory"), server.url("directory_restored"));
  }, 120_000);
});

describe("the documented recipes for Docker Compose", () => {
  it("back up on the host, restore into a new database, swap it in: same projects", async () => {
    // The compose file's database: user and database `directory`.
    const admin = new pg.Client({ connectionString: server.url("postgres") });
    await admin.connect();
    try {
      await admin.query("CREATE ROLE directory LOGIN SUPERUSER");
      // Left by the plain recipes' test.
      await admin.query("DROP DATABASE IF EXISTS directory_restored");
    } finally {
      await admin.end();
    }
    const cwd = path.join(folder, "compose");
    const standIn = path.join(folder, "compose-bin");
    fs.mkdirSync(standIn, { recursive: true });
    writeDockerStandIn(standIn, path.dirname(server.bin("pg_dump")), port);

    // No DATABASE_URL or any other variable on the host: the recipe must not need one.
    runRecipe("compose-backup", cwd, {}, `${standIn}:`);
    expect(fs.statSync(path.join(cwd, "directory.dump")).size).toBeGreaterThan(1000);
    runRecipe("compose-restore", cwd, {}, `${standIn}:`);
    await sameData(server.url("directory"), server.url("directory_restored"));

    const before = await projectCount(server.url("directory"));
    runRecipe("compose-swap", cwd, {}, `${standIn}:`);
    expect(fs.readFileSync(path.join(standIn, "compose-actions"), "utf8").trim().split("\n")).toEqual(["stop app", "start app"]);
    expect(await projectCount(server.url("directory"))).toBe(before);
    expect(await projectCount(server.url("directory_before_restore"))).toBe(before);
  }, 120_000);

  it("a recipe that runs exec without -T is refused by the stand-in (it would garble the dump)", () => {
    const standIn = path.join(folder, "compose-bin");
    const result = spawnSync("sh", ["-c", "docker compose exec db pg_dump --username=directory > x.dump"], {
      cwd: folder,
      env: { PATH: `${standIn}:/usr/bin:/bin` } as unknown as NodeJS.ProcessEnv,
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("-T");
  });
});
