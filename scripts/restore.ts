// `node --import tsx scripts/restore.ts <file>`: loads a backup made by scripts/backup.ts into
// an EMPTY database (DATABASE_URL, or else the embedded database under DATA_DIR with the app
// stopped): the schema from prisma/migrations, then every row, in one transaction.
import path from "node:path";
import { config } from "dotenv";
import { restoreBackup } from "./lib/logical-backup";
import { openEmbeddedDatabase } from "./lib/start-database";

async function main(): Promise<void> {
  config({ quiet: true });
  const file = process.argv[2];
  if (!file) throw new Error("Usage: node --import tsx scripts/restore.ts <backup-file.json>");
  const embedded = process.env.DATABASE_URL ? undefined : await openEmbeddedDatabase(path.resolve(process.env.DATA_DIR || "./.data"));
  try {
    const { rows } = await restoreBackup(process.env.DATABASE_URL || embedded!.url, file);
    console.log(`Restored ${rows} rows from ${file}`);
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
