// `node --import tsx scripts/backup.ts <file>`: writes every row of the app's database to <file>
// (see scripts/lib/logical-backup.ts). Uses DATABASE_URL, or else the embedded database under
// DATA_DIR (the app must be stopped then, as the cluster can have one owner only).
import path from "node:path";
import { config } from "dotenv";
import { writeBackup } from "./lib/logical-backup";
import { openEmbeddedDatabase } from "./lib/start-database";

async function main(): Promise<void> {
  config({ quiet: true });
  const file = process.argv[2];
  if (!file) throw new Error("Usage: node --import tsx scripts/backup.ts <backup-file.json>");
  const embedded = process.env.DATABASE_URL ? undefined : await openEmbeddedDatabase(path.resolve(process.env.DATA_DIR || "./.data"));
  try {
    const { tables, rows } = await writeBackup(process.env.DATABASE_URL || embedded!.url, file);
    console.log(`Backup written to ${file}: ${rows} rows from ${tables} tables`);
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
