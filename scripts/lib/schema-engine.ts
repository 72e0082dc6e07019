// Prisma's schema engine, in its WebAssembly build, driven through the pg driver adapter.
// The Prisma CLI's migrate commands need a native engine binary that it downloads; this build
// ships in an npm package, so migrations work offline and inside the production image.
//
// Three fixes over using the adapter as is (each marked below):
//  1. PostgreSQL's internal "char" columns (pg_catalog) are not understood by the adapter;
//  2. the adapter splits scripts on ";", which breaks function bodies and string literals;
//  3. the adapter's own shadow database is not dropped cleanly.
// tests/upgrade-guards/schema-engine-fixes.test.ts says when an upgrade of the adapter makes a
// fix unneeded or breaks it (decision 026).
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQueryable,
} from "@prisma/driver-adapter-utils";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

export type { SchemaEngine };

type Runtime = typeof import("@prisma/schema-engine-wasm");

let lastPanic: string | undefined;
let runtime: Promise<Runtime> | undefined;

/** Loads and starts the WebAssembly module once per process. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    // An engine panic reports its message here before the WebAssembly call traps.
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
      set_message(message: string) {
        lastPanic = message;
      },
    };
    const bindings = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const rt = (await import(pathToFileURL(bindings).href)) as Runtime & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const wasmFile = path.join(path.dirname(bindings), "schema_engine_bg.wasm");
    const imports: WebAssembly.ModuleImports = { ...(rt as unknown as WebAssembly.ModuleImports) };
    // The engine arms 10 s timeouts it never clears; unref'd, they no longer keep a finished
    // script (or a test run) alive for 10 s.
    for (const name of Object.keys(imports).filter((n) => n.startsWith("__wbg_setTimeout_"))) {
      imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
    }
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), {
      "./schema_engine_bg.js": imports,
    });
    rt.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return rt;
  })();
  return runtime;
}

export interface SchemaEngineSession {
  engine: SchemaEngine;
  /** Frees the engine, ends every pool it opened and drops leftover shadow databases. */
  close(): Promise<void>;
}

/**
 * An engine connected to `databaseUrl` (also used to create temporary shadow databases).
 * `schemaFiles` are [path, content] pairs of the Prisma schema.
 */
export async function openSchemaEngine(
  databaseUrl: string,
  schemaFiles: [string, string][],
  options: { applicationName?: string } = {},
): Promise<SchemaEngineSession> {
  const rt = await loadRuntime();
  const factory = new OfflinePgAdapterFactory(databaseUrl, options.applicationName);
  const log = (message: string) => {
    if (process.env.DEBUG?.includes("schema-engine")) console.error("[schema-engine]", message);
  };
  const engine = await rt.SchemaEngine.new(
    { datamodels: schemaFiles },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  ).catch(explainPanic);
  return {
    engine,
    close: async () => {
      engine.free();
      await factory.close();
    },
  };
}

/** Runs an engine call and turns a WebAssembly trap into the panic message the engine left. */
export async function callEngine<T>(call: () => Promise<T>): Promise<T> {
  lastPanic = undefined;
  return call().catch(explainPanic);
}

function explainPanic(error: unknown): never {
  if (lastPanic) throw new Error(`Schema engine panicked: ${lastPanic}`, { cause: error });
  if (error instanceof Error) throw error;
  throw new Error(typeof error === "string" ? error : JSON.stringify(error));
}

// Fix 1: pg reports "char" (OID 18) columns, which the adapter refuses ("could not be
// deserialized"). The client reports them as text (OID 25) and notes their positions; the
// queryRaw wrapper then marks those columns as Character, which is what the engine expects.
const CHAR_OID = 18;
const TEXT_OID = 25;
const CHAR_COLUMNS = Symbol("charColumns");

type Result = pg.QueryResult & { rows: unknown[] & { [CHAR_COLUMNS]?: number[] } };

function reportCharAsText<R>(result: R): R {
  for (const one of Array.isArray(result) ? result : [result]) {
    const res = one as Result | undefined;
    if (!res?.fields) continue;
    const positions: number[] = [];
    res.fields.forEach((field, i) => {
      if (field.dataTypeID === CHAR_OID) {
        field.dataTypeID = TEXT_OID;
        positions.push(i);
      }
    });
    if (positions.length) Object.defineProperty(res.rows, CHAR_COLUMNS, { value: positions });
  }
  return result;
}

class CharAsTextClient extends pg.Client {}
const baseQuery = pg.Client.prototype.query;
CharAsTextClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === "function") {
    args[last] = (error: unknown, result: unknown) => callback(error, error ? result : reportCharAsText(result));
  }
  const returned = (baseQuery as (...a: unknown[]) => unknown).apply(this, args);
  return returned instanceof Promise ? returned.then(reportCharAsText) : returned;
} as typeof baseQuery;

function markCharColumns<Q extends SqlQueryable>(queryable: Q): Q {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const resultSet = await queryRaw(query);
    const positions = (resultSet.rows as Result["rows"])[CHAR_COLUMNS] ?? [];
    for (const i of positions) resultSet.columnTypes[i] = ColumnTypeEnum.Character;
    return resultSet;
  };
  return queryable;
}

/** The adapter with fixes 1 and 2 applied to it and to its transactions. */
async function connectFixed(pool: pg.Pool): Promise<SqlDriverAdapter> {
  const adapter = markCharColumns(await new PrismaPg(pool).connect());
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => markCharColumns(await startTransaction(isolationLevel));
  // Fix 2: send a script whole, as the native engine does. PostgreSQL then runs it as one
  // implicit transaction, and `$$ … ; … $$` bodies or ';' inside literals stay intact.
  adapter.executeScript = async (script) => {
    await pool.query(script);
  };
  return adapter;
}

export class OfflinePgAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "@prisma/adapter-pg";
  private readonly pools = new Set<pg.Pool>();
  private readonly shadowDatabases = new Set<string>();

  constructor(
    private readonly databaseUrl: string,
    /** Names the engine's connections in pg_stat_activity, so they can be found after a crash. */
    private readonly applicationName?: string,
  ) {}

  connect(): Promise<SqlDriverAdapter> {
    return connectFixed(this.pool(this.databaseUrl));
  }

  // Fix 3: a temporary database we create, and drop with FORCE once the engine is done with it.
  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
    await this.admin(`CREATE DATABASE "${name}"`);
    this.shadowDatabases.add(name);
    const url = new URL(this.databaseUrl);
    url.pathname = `/${name}`;
    const pool = this.pool(url.toString());
    const adapter = await connectFixed(pool);
    adapter.dispose = async () => {
      await this.endPool(pool);
      await this.dropShadow(name);
    };
    return adapter;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools].map((pool) => this.endPool(pool)));
    for (const name of this.shadowDatabases) await this.dropShadow(name);
  }

  private pool(connectionString: string): pg.Pool {
    const pool = new pg.Pool({
      connectionString,
      Client: CharAsTextClient,
      max: 4,
      ...(this.applicationName ? { application_name: this.applicationName } : {}),
    });
    pool.on("error", () => {}); // an idle client dropped by the server: the pool replaces it
    this.pools.add(pool);
    return pool;
  }

  private async endPool(pool: pg.Pool): Promise<void> {
    if (!this.pools.delete(pool)) return;
    await pool.end();
  }

  private async dropShadow(name: string): Promise<void> {
    if (!this.shadowDatabases.delete(name)) return;
    await this.admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }

  private async admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}
