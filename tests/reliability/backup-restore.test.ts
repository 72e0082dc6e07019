import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBackup } from "../../scripts/lib/logical-backup";
import { resetToDemoData } from "../helpers/demo";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";
import { fullProject, projectCount, query, richestProjectId } from "./support/full-project";

// Data safety: the documented backup (scripts/backup.ts) of the demo database, restored
// (scripts/restore.ts) into an empty database, gives back the same projects, row for row.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const file = path.join(folder, "directory-backup.json");
let target: TemporaryDatabase;

beforeAll(async () => {
  await resetToDemoData();
  target = await createTemporaryDatabase();
}, 120_000);
afterAll(async () => {
  await target?.drop();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("scripts/backup.ts writes the running database to a file", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", file], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^Backup written to .+: \d+ rows from \d+ tables/);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  }, 60_000);

  it("scripts/restore.ts restores into an empty database with the same project count and the same full project", async () => {
    const source = process.env.DATABASE_URL!;
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/restore.ts", file], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, DATABASE_URL: target.url },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^Restored \d+ rows from /);
    expect(await projectCount(target.url)).toBe(await projectCount(source));
    expect(await projectCount(source)).toBeGreaterThan(5);
    const id = await richestProjectId(source);
    const original = await fullProject(source, id);
    expect(await fullProject(target.url, id)).toEqual(original);
    expect(original.milestones.length).toBeGreaterThan(0);
  }, 60_000);

  it("the restored database keeps working: accounts sign-in data and new ids continue after the old ones", async () => {
    const [a] = await query<{ hash: string }>(process.env.DATABASE_URL!, "SELECT password_hash AS hash FROM account WHERE username = 'admin'");
    const [b] = await query<{ hash: string }>(target.url, "SELECT password_hash AS hash FROM account WHERE username = 'admin'");
    expect(b.hash).toBe(a.hash);
    const [{ max }] = await query<{ max: number }>(target.url, "SELECT max(id) AS max FROM project");
    const [{ id }] = await query<{ id: number }>(
      target.url,
      "INSERT INTO project (short_description, long_description, start_date, status_id, updated_at) VALUES ('after', 'restore', '2026-01-01', 1, now()) RETURNING id",
    );
    expect(id).toBeGreaterThan(max);
  });

  it("refuses to restore over a database that already holds data", async () => {
    await expect(restoreBackup(target.url, file)).rejects.toThrow(/already holds data/);
  });
});
