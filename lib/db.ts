import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

// One Prisma client per process. Secrets are omitted by default: code that needs a password
// hash or TOTP secret asks for it explicitly with `omit: { passwordHash: false }`. The stored
// list documents (project.doc, milestone.doc) are omitted too: only the lists' SQL reads them.
function createClient() {
  // `next build` imports route modules without a database; a query without one fails clearly.
  const connectionString = process.env.DATABASE_URL ?? "postgresql://database-url-not-set.invalid/none";
  // Timestamps are stored as UTC without a zone (Prisma's DateTime); SQL that compares them
  // with now() must see now() in UTC too, whatever TimeZone the server was set up with.
  const adapter = new PrismaPg({ connectionString, max: 10, connectionTimeoutMillis: 5000, options: "-c TimeZone=UTC" });
  return new PrismaClient({
    adapter,
    omit: {
      account: { passwordHash: true, totpSecret: true },
      project: { doc: true },
      milestone: { doc: true },
    },
  });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { db?: Db };

export const db: Db = globalForDb.db ?? createClient();
globalForDb.db = db;
