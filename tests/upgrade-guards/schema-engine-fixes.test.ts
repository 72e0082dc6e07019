import { PrismaPg } from "@prisma/adapter-pg";
import { ColumnTypeEnum, type SqlDriverAdapter, type SqlQuery } from "@prisma/driver-adapter-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OfflinePgAdapterFactory } from "../../scripts/lib/schema-engine";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";

// scripts/lib/schema-engine.ts mends three faults of Prisma's pg adapter before the migration
// engine uses it (decision 026). For each: the adapter as Prisma ships it still has the fault,
// and the project's adapter does not. When an upgrade of @prisma/adapter-pg mends one, the first
// half fails and says which fix to remove; when an upgrade breaks what a fix leans on, the
// second half fails.

const FILE = "scripts/lib/schema-engine.ts";
const removeFix = (n: number, what: string) =>
  `@prisma/adapter-pg now ${what} by itself: remove fix ${n} in ${FILE} and its test here (decision 026)`;
const fixBroken = (n: number) => `fix ${n} in ${FILE} no longer works with this @prisma/adapter-pg: see decision 026`;

const sql = (text: string): SqlQuery => ({ sql: text, args: [], argTypes: [] });
const CHAR_QUERY = sql(`SELECT 'r'::"char" AS kind`);
const functionScript = (name: string) => `CREATE FUNCTION ${name}() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$;`;

let database: TemporaryDatabase;
let shipped: PrismaPg;
let ours: OfflinePgAdapterFactory;
const opened: SqlDriverAdapter[] = [];

async function connect(factory: PrismaPg | OfflinePgAdapterFactory): Promise<SqlDriverAdapter> {
  const adapter = await factory.connect();
  opened.push(adapter);
  return adapter;
}

async function databaseNames(adapter: SqlDriverAdapter): Promise<string[]> {
  const result = await adapter.queryRaw(sql("SELECT datname::text FROM pg_database"));
  return result.rows.map(([name]) => String(name));
}

beforeAll(async () => {
  database = await createTemporaryDatabase();
  shipped = new PrismaPg({ connectionString: database.url });
  ours = new OfflinePgAdapterFactory(database.url);
});
afterAll(async () => {
  for (const adapter of opened) await adapter.dispose();
  await ours?.close();
  await database?.drop();
});

describe(`fix 1 in ${FILE}: PostgreSQL's "char" columns`, () => {
  it("the shipped adapter refuses a \"char\" column (the catalogue's relkind, contype…)", async () => {
    const adapter = await connect(shipped);
    const read = adapter.queryRaw(CHAR_QUERY).then(
      () => "read",
      (error: { cause?: unknown }) => error.cause,
    );
    expect(await read, removeFix(1, 'reads "char" columns')).toMatchObject({ kind: "UnsupportedNativeDataType", type: "char" });
  });

  it("the project's adapter reads it as the character the engine expects", async () => {
    const result = await (await ours.connect()).queryRaw(CHAR_QUERY);
    expect(result.columnTypes, fixBroken(1)).toEqual([ColumnTypeEnum.Character]);
    expect(result.rows).toEqual([["r"]]);
  });
});

describe(`fix 2 in ${FILE}: scripts sent whole`, () => {
  it("the shipped adapter cuts a script at every ';', even inside a function body", async () => {
    const adapter = await connect(shipped);
    const run = adapter.executeScript(functionScript("guard_shipped")).then(
      () => "ran",
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    // 42601: syntax error, "unterminated dollar-quoted string"
    expect(await run, removeFix(2, "sends a script with function bodies intact")).toBe("42601");
  });

  it("the project's adapter runs the script as written", async () => {
    const adapter = await ours.connect();
    await adapter.executeScript(functionScript("guard_ours"));
    expect((await adapter.queryRaw(sql("SELECT guard_ours() AS one"))).rows, fixBroken(2)).toEqual([[1]]);
  });
});

describe(`fix 3 in ${FILE}: a shadow database of our own`, () => {
  it("the shipped adapter's shadow connection does not reach the shadow database it created", async () => {
    const shadow = await shipped.connectToShadowDb();
    const [[reached]] = (await shadow.queryRaw(sql("SELECT current_database()"))).rows;
    const created = (await databaseNames(await connect(shipped))).find((name) => name.startsWith("prisma_migrate_shadow_db_"));
    const disposed = await shadow.dispose().then(
      () => true,
      () => false,
    );
    const left = (await databaseNames(await connect(shipped))).filter((name) => name.startsWith("prisma_migrate_shadow_db_"));
    const clean = reached === created && disposed && left.length === 0;
    expect(clean, removeFix(3, "connects to its shadow database and drops it cleanly")).toBe(false);
    // what it does instead: the "shadow" connection works in the database the engine migrates
    expect(reached).toBe(new URL(database.url).pathname.slice(1));
  });

  it("the project's adapter works in a shadow database it creates and drops it when done", async () => {
    const shadow = await ours.connectToShadowDb();
    const [[reached]] = (await shadow.queryRaw(sql("SELECT current_database()"))).rows;
    expect(String(reached), fixBroken(3)).toMatch(/^prisma_shadow_/);
    await shadow.dispose();
    expect(await databaseNames(await ours.connect())).not.toContain(reached);
  });
});
