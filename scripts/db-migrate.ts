// `npm run db:migrate`: applies prisma/migrations to DIRECT_DATABASE_URL or DATABASE_URL, or, when it is unset, to the
// embedded PostgreSQL under DATA_DIR (default ./.data), started for the run and stopped after.
// The embedded cluster's modules load only when needed: a production image with DATABASE_URL
// may not carry the PostgreSQL binaries.
import type { RunningPostgres } from "./lib/embedded-postgres";
import { applyMigrations } from "./lib/migrate";

async function main(): Promise<void> {
  let embedded: RunningPostgres | undefined;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // embedded-postgres's own signal hooks do not exit: stop the cluster, then leave.
    process.once(signal, () => void Promise.resolve(embedded?.stop()).finally(() => process.exit(130)));
  }
  try {
    // Migrations need a session of their own (their lock): the direct URL when the app's
    // DATABASE_URL goes through a transaction-mode pooler.
    let url = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL;
    if (!url) {
      const { startEmbeddedPostgres } = await import("./lib/embedded-postgres");
      const { EMBEDDED_DATABASE_NAME } = await import("./lib/start-database");
      embedded = await startEmbeddedPostgres({ dataDir: process.env.DATA_DIR || "./.data" });
      await embedded.createDatabase(EMBEDDED_DATABASE_NAME).catch(ignoreIfExists);
      url = embedded.url(EMBEDDED_DATABASE_NAME);
    }
    const applied = await applyMigrations(url);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
  } finally {
    await embedded?.stop();
  }
}

function ignoreIfExists(error: unknown): void {
  if ((error as { code?: string }).code !== "42P04") throw error; // duplicate_database
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
