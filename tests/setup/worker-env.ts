// Runs in each test worker before the test file is imported, so modules that read
// DATABASE_URL at import time (lib/db/index.ts) see the test database.
// The server process is started with the peer-address hook preloaded (scripts/lib/start-next.ts);
// the test client then writes the connection's address the way the hook does
// (tests/helpers/api-client.ts).
import "../../scripts/server/peer-address.cjs";
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
