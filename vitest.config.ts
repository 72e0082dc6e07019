import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Server modules import "server-only", which throws outside a React server bundle.
      { find: /^server-only$/, replacement: path.join(root, "tests/setup/empty-module.ts") },
    ],
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "e2e/**", ".next/**", "lib/generated/**", ".data/**"],
    // One embedded PostgreSQL for the whole run (tests/setup/global-db.ts) with a database per
    // worker: two test files run at a time, one per core, and never share a database.
    globalSetup: ["tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/worker-env.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      SESSION_SECRET: "test-session-secret-0123456789-abcdefghijklmnop",
      APP_URL: "http://localhost:3000",
    },
  },
});
