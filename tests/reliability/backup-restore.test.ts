import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBackup } from "../../scripts/lib/logical-backup";
import { resetToDemoData } from "../helpers/demo";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";

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

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A project with everything that hangs off it, as one JSON document. */
const FULL_PROJECT = `
  SELECT json_build_object(
    'project', (SELECT to_jsonb(p) FROM project p WHERE p.id = $1),
    'domains', (SELECT json_agg(d ORDER BY d.domain_id) FROM project_domain d WHERE d.project_id = $1),
    'people', (SELECT json_agg(x ORDER BY x.person_id) FROM (SELECT pp.*, pe.first_name, pe.last_name, pe.email
                 FROM project_person pp JOIN person pe ON pe.id = pp.person_id WHERE pp.project_id = $1) x),
    'milestones', (SELECT json_agg(m ORDER BY m.id) FROM (SELECT mi.*,
                     (SELECT json_agg(md ORDER BY md.domain_id) FROM milestone_domain md WHERE md.milestone_id = mi.id) AS domains,
                     (SELECT json_agg(mp ORDER BY mp.person_id) FROM milestone_person mp WHERE mp.milestone_id = mi.id) AS people
                   FROM milestone mi WHERE mi.project_id = $1) m)
  )::text AS doc`;

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

  it("restores into an empty database with the same project count and the same full project", async () => {
    const source = process.env.DATABASE_URL!;
    await restoreBackup(target.url, file);
    const count = (url: string) => query<{ n: number }>(url, "SELECT count(*)::int AS n FROM project");
    expect(await count(target.url)).toEqual(await count(source));
    expect((await count(source))[0].n).toBeGreaterThan(5);
    // The demo project with the most milestones and people.
    const [{ id }] = await query<{ id: number }>(
      source,
      `SELECT p.id FROM project p ORDER BY (SELECT count(*) FROM milestone m WHERE m.project_id = p.id) DESC,
              (SELECT count(*) FROM project_person pp WHERE pp.project_id = p.id) DESC, p.id LIMIT 1`,
    );
    const [original] = await query<{ doc: string }>(source, FULL_PROJECT, [id]);
    const [restored] = await query<{ doc: string }>(target.url, FULL_PROJECT, [id]);
    expect(JSON.parse(restored.doc)).toEqual(JSON.parse(original.doc));
    expect(JSON.parse(original.doc).milestones.length).toBeGreaterThan(0);
  });

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
