import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { logError } from "@/lib/log";

// One connection pool per process, used by the Prisma client and by `directReads`.

function createPool(): pg.Pool {
  const settings = env();
  // `next build` imports route modules without a database; a query without one fails clearly.
  const connectionString = settings.DATABASE_URL ?? "postgresql://database-url-not-set.invalid/none";
  // Timestamps are stored as UTC without a zone (Prisma's DateTime); a statement that compares
  // them with a time of the database's own must see it in UTC too, whatever TimeZone the server
  // was set up with. DATABASE_POOL_SIZE is per instance: instances × pool size must stay under
  // the server's max_connections (or the pooler's pool).
  const max = settings.DATABASE_POOL_SIZE;
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000, options: "-c TimeZone=UTC" });
  // An idle connection that breaks (PostgreSQL restarting) must not crash the process; the next
  // query gets a new connection, or an error the route maps to 503.
  pool.on("error", (error) => logError("database.idle_connection_lost", error));
  return pool;
}

// Secrets are omitted by default: code that needs a password hash or TOTP secret asks for it
// explicitly with `omit: { passwordHash: false }`. The stored list documents (project.doc,
// milestone.doc) are omitted too: only the lists' SQL reads them.
function createClient(pool: pg.Pool) {
  return new PrismaClient({
    // $disconnect() ends the pool, as it did when the adapter made its own.
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    omit: {
      account: { passwordHash: true, totpSecret: true },
      project: { doc: true },
      milestone: { doc: true },
    },
  });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Runs one read statement: the Prisma client, a transaction and `directReads` all can. */
export type SqlReader = { $queryRaw<T>(query: Prisma.Sql): PromiseLike<T> };

function openDatabase() {
  const pool = createPool();
  return { pool, db: createClient(pool) };
}

// Kept on globalThis so that development's module reloads do not open pool after pool; tests
// that need a client on another database delete `database` and import the modules afresh.
const globalForDb = globalThis as unknown as { database?: ReturnType<typeof openDatabase> };
const { pool, db: client } = (globalForDb.database ??= openDatabase());

export const db: Db = client;

/**
 * Reads on the pool without Prisma's handling of the rows, for statements whose answer is large
 * text (the project lists). Prisma's raw-query path allocates about an answer's size in objects
 * that V8 places straight in the old generation, so steady searching keeps the server running
 * full collections (docs/decisions/016-list-reads-past-prisma-and-remembered-session-cookies.md).
 * pg hands the rows over as they came.
 */
export const directReads: SqlReader = {
  async $queryRaw<T>(query: Prisma.Sql): Promise<T> {
    return (await pool.query(query.text, query.values)).rows as T;
  },
};

/**
 * Runs reads in one snapshot (REPEATABLE READ, read only) on one connection of the pool, past
 * Prisma like `directReads`: every statement of `reads` sees the same committed state.
 */
export async function readInOneSnapshot<T>(reads: (reader: SqlReader) => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const result = await reads({
      async $queryRaw<R>(query: Prisma.Sql): Promise<R> {
        return (await connection.query(query.text, query.values)).rows as R;
      },
    });
    await connection.query("COMMIT");
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped from the pool, not handed out again.
    await connection.query("ROLLBACK").catch((failure: Error) => (broken = failure));
    throw error;
  } finally {
    connection.release(broken);
  }
}

/**
 * Ends this process's pool (its idle connections close now, busy ones once released). A stop
 * calls it after the work that used the pool has finished and before PostgreSQL stops, so that
 * no connection is left for the database to cut ("terminating connection due to administrator
 * command") and nothing is logged on an ordinary stop.
 */
export async function closeDatabase(): Promise<void> {
  await client.$disconnect();
}
