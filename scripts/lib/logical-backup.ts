// The project's own backup format: every table's rows as JSON, in one file, with the list of
// migrations the data belongs to. It needs no pg_dump (the embedded PostgreSQL ships none) and
// restores into an empty database of any PostgreSQL version the app supports: the schema comes
// from prisma/migrations, the rows from the file, in foreign-key order, in one transaction.
// With a PostgreSQL of your own, `pg_dump -Fc` / `pg_restore` do the same (docs/operations.md).
import fs from "node:fs";
import pg from "pg";
import { applyMigrations, BOOKKEEPING_TABLES } from "./migrate";

export const BACKUP_FORMAT = "project-directory-backup/1";

type Backup = { format: string; createdAt: string; migrations: string[]; tables: Record<string, unknown[]> };

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** App tables, parents before children (each table after the tables its foreign keys name). */
async function tablesInOrder(c: pg.Client): Promise<string[]> {
  const { rows: tables } = await c.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = current_schema() AND tablename <> ALL($1::text[]) ORDER BY 1`,
    [BOOKKEEPING_TABLES],
  );
  const { rows: edges } = await c.query<{ child: string; parent: string }>(
    `SELECT cl.relname AS child, pa.relname AS parent FROM pg_constraint k
       JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
      WHERE k.contype = 'f' AND cl.relnamespace = current_schema()::regnamespace AND cl.relname <> pa.relname`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((t) => t.name));
  while (pending.size) {
    const ready = [...pending].filter((t) => !edges.some((e) => e.child === t && pending.has(e.parent)));
    if (!ready.length) throw new Error(`circular foreign keys between ${[...pending].join(", ")}`);
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

async function appliedMigrations(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.name);
}

/** Writes every row of the database at `url` to `file` (one consistent snapshot). */
export async function writeBackup(url: string, file: string): Promise<{ tables: number; rows: number }> {
  const backup = await withClient(url, async (c) => {
    await c.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      const tables: Record<string, unknown[]> = {};
      for (const table of await tablesInOrder(c)) {
        const { rows } = await c.query<{ data: unknown[] }>(
          `SELECT coalesce(json_agg(t), '[]'::json) AS data FROM ${c.escapeIdentifier(table)} t`,
        );
        tables[table] = rows[0].data;
      }
      return { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations: await appliedMigrations(c), tables };
    } finally {
      await c.query("COMMIT");
    }
  });
  fs.writeFileSync(file, JSON.stringify(backup), { mode: 0o600 });
  const rows = Object.values(backup.tables).reduce((n, t) => n + t.length, 0);
  return { tables: Object.keys(backup.tables).length, rows };
}

/** Loads `file` into the database at `url`, which must hold no app data yet. */
export async function restoreBackup(url: string, file: string): Promise<{ rows: number }> {
  const backup = JSON.parse(fs.readFileSync(file, "utf8")) as Backup;
  if (backup.format !== BACKUP_FORMAT) throw new Error(`${file} is not a backup of this app (format ${backup.format})`);
  await applyMigrations(url);
  return withClient(url, async (c) => {
    const migrations = await appliedMigrations(c);
    const missing = backup.migrations.filter((m) => !migrations.includes(m));
    if (missing.length) throw new Error(`the backup needs migrations this version does not have: ${missing.join(", ")}`);
    const order = await tablesInOrder(c);
    for (const table of order) {
      const { rowCount } = await c.query(`SELECT 1 FROM ${c.escapeIdentifier(table)} LIMIT 1`);
      if (rowCount) throw new Error(`the target database already holds data (${table}); restore into an empty one`);
    }
    await c.query("BEGIN");
    try {
      let rows = 0;
      for (const table of order) {
        const data = backup.tables[table] ?? [];
        if (!data.length) continue;
        const t = c.escapeIdentifier(table);
        await c.query(`INSERT INTO ${t} SELECT * FROM json_populate_recordset(NULL::${t}, $1::json)`, [JSON.stringify(data)]);
        rows += data.length;
      }
      // Serial ids continue after the restored rows.
      const { rows: serials } = await c.query<{ tab: string; col: string }>(
        `SELECT table_name AS tab, column_name AS col FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
      );
      for (const { tab, col } of serials) {
        await c.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${c.escapeIdentifier(col)}) FROM ${c.escapeIdentifier(tab)}), 0) + 1, false)`,
          [tab, col],
        );
      }
      await c.query("COMMIT");
      return { rows };
    } catch (error) {
      await c.query("ROLLBACK");
      throw error;
    }
  });
}
