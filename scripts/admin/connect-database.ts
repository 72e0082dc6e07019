import fs from "node:fs";
import path from "node:path";
import { readSecretFile, SECRET_FILES } from "../lib/secrets";
import type { EmbeddedDatabase } from "../lib/start-database";

// With DATABASE_URL the command line uses that database. Without it, the embedded cluster under
// DATA_DIR - but only when no app is using it: two PostgreSQL servers on one data folder would
// corrupt it, so a live postmaster.pid stops us with advice instead.

export class DatabaseInUseError extends Error {}

function livePostmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? Number.NaN : undefined;
  }
}

/** Sets process.env.DATABASE_URL for the app's modules; returns how to let go of the database. */
export async function connectDatabase(): Promise<{ description: string; close(): Promise<void> }> {
  if (process.env.DATABASE_URL?.trim()) {
    return { description: "the database in DATABASE_URL", close: async () => {} };
  }
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./.data");
  const clusterDir = path.join(dataDir, "postgres");
  if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
    throw new Error(
      `There is no database in ${clusterDir} yet. Run \`npm start\` once to create it, or set DATABASE_URL to your PostgreSQL database.`,
    );
  }
  const pid = livePostmasterPid(clusterDir);
  if (pid !== undefined) {
    throw new DatabaseInUseError(
      `The embedded database in ${clusterDir} is in use by a running app (PostgreSQL pid ${Number.isNaN(pid) ? "unknown" : pid}). ` +
        "Stop the app (Ctrl-C where `npm start` runs) and run this command again, or set DATABASE_URL to the app's database.",
    );
  }
  // The secrets `npm start` generated for this data folder, so commands that read or write
  // stored secrets (rotate-encryption-key) use the same keys as the app.
  process.env.SESSION_SECRET ||= await readSecretFile(dataDir, SECRET_FILES.session);
  process.env.ENCRYPTION_KEY ||= await readSecretFile(dataDir, SECRET_FILES.encryption);
  // Loaded only here: the production image has no embedded PostgreSQL (its DATABASE_URL is set).
  const { openEmbeddedDatabase } = await import("../lib/start-database");
  const database: EmbeddedDatabase = await openEmbeddedDatabase(dataDir);
  process.env.DATABASE_URL = database.url;
  return { description: `the embedded database in ${clusterDir}`, close: () => database.stop() };
}
