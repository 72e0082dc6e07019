import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

// A Prisma client on the test database whose pg pool counts every SQL statement sent to
// PostgreSQL (BEGIN/COMMIT included), so a test can show that a call costs a fixed number of
// statements however much data there is.

class CountingClient extends pg.Client {
  static onQuery: (text: string) => void = () => {};
  // pg's query has many overloads; counting needs only the first argument.
  query(...args: unknown[]): never {
    const first = args[0];
    const text = typeof first === "string" ? first : ((first as { text?: string })?.text ?? "");
    CountingClient.onQuery(text);
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export type StatementCounter = {
  db: PrismaClient;
  /** Statements sent since the last reset. */
  readonly count: number;
  readonly statements: string[];
  reset(): void;
  close(): Promise<void>;
};

export function createStatementCounter(databaseUrl = process.env.DATABASE_URL): StatementCounter {
  const statements: string[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: CountingClient });
  CountingClient.onQuery = (text) => statements.push(text);
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    db,
    get count() {
      return statements.length;
    },
    statements,
    reset: () => void statements.splice(0),
    close: async () => {
      await db.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
