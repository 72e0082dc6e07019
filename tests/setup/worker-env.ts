// Runs in each test worker before the test file is imported, so modules that read
// DATABASE_URL at import time (lib/db/index.ts) see this worker's test database: files that run
// at the same time never share one (global-db.ts).
// The server process is started with the peer-address hook preloaded (scripts/lib/start-next.ts);
// the test client then writes the connection's address the way the hook does
// (tests/helpers/api-client.ts).
import "../../scripts/server/peer-address.cjs";
import { inject } from "vitest";

const databases = inject("databaseUrls");
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
const index = (worker - 1) % databases.length;
process.env.DATABASE_URL = databases[index];

