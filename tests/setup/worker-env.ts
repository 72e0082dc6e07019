// Runs in each test worker before the test file is imported, so modules that read
// DATABASE_URL at import time (lib/db/index.ts) see this worker's test database: files that run
// at the same time never share one (global-db.ts).
// The server process is started with the peer-address hook preloaded (scripts/lib/start-next.ts);
// the test client then writes the connection's address the way the hook does
// (tests/helpers/api-client.ts).
import "../../scripts/server/peer-address.cjs";
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

const databases = inject("databaseUrls");
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
const index = (worker - 1) % databases.length;
claim(index);
process.env.DATABASE_URL = databases[index];

/**
 * Holds this worker's database for as long as the process lives, and fails loudly when another
 * live worker holds it: two files on one database empty each other's tables, and the failures
 * look like anything but that (vitest hands out VITEST_POOL_ID per project, so a project without
 * the same worker count as its neighbours once gave two workers the same id).
 */
function claim(database: number): void {
  const lock = path.join(inject("databaseLocks"), `${database}.pid`);
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
    return;
  } catch {
    const holder = Number(fs.readFileSync(lock, "utf8"));
    if (holder !== process.pid && alive(holder)) {
      throw new Error(`Test database ${database + 1} is held by worker process ${holder}: two files would share it (VITEST_POOL_ID ${worker}).`);
    }
    fs.writeFileSync(lock, String(process.pid));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
