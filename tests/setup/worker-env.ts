// Runs in each test worker before the test file is imported, so modules that read
// DATABASE_URL at import time (lib/db.ts) see the test database.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
