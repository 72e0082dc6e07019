import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const EXCLUDED = ["**/node_modules/**", "e2e/**", ".next/**", "lib/generated/**", ".data/**"];
// Files that measure time or saturate the machine on purpose (equal timing for known and unknown
// accounts, the bounded hashing queue, the cost of a hash), and files that build and start the
// app: they run after the others, one at a time, so neither disturbs the other's measurements.
const ALONE = [
  "tests/security/bcrypt-queue-bound.test.ts",
  "lib/auth/password-hash.test.ts",
  "tests/reliability/two-instances.test.ts",
  "tests/reliability/mail-queue.test.ts",
  "tests/start/start-stop.test.ts",
];

// The files beside the code they test (lib/, components/) are pure, apart from these.
const UNIT = ["lib/**/*.test.ts", "components/**/*.test.ts"];
const BESIDE_CODE_WITH_DATABASE = ["lib/auth/ceremony-store.test.ts"];
// Files run two at a time, one per core; each worker claims a database of its own
// (tests/setup/worker-env.ts).
const WORKERS = 2;
// An embedded PostgreSQL for the run (tests/setup/global-db.ts) with a database per worker:
// files run two at a time, one per core, and never share a database.
const WITH_DATABASE = { globalSetup: ["tests/setup/global-db.ts"], setupFiles: ["tests/setup/worker-env.ts"] };

const ENV = {
  SESSION_SECRET: "test-session-secret-0123456789-abcdefghijklmnop",
  APP_URL: "http://localhost:3000",
};
// Passwords are hashed at bcrypt's least cost in the files whose subject is not the hash: at the
// real cost, hashing was most of the suite's time (lib/auth/password-format.ts). The files that
// test the hash, its queue and its timing run alone, at the real cost.
const LEAST_PASSWORD_COST = { PASSWORD_COST_FOR_TESTS: "4" };

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
    projects: [
      // (no include, exclude or setup above: a project extending the root would add its lists to them)
      // Files that touch no database start none: no PostgreSQL, no test database, no setup file.
      { extends: true, test: { name: "unit", include: UNIT, exclude: [...EXCLUDED, ...BESIDE_CODE_WITH_DATABASE, ...ALONE], maxWorkers: WORKERS, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: "parallel",
          include: ["tests/**/*.test.ts", ...BESIDE_CODE_WITH_DATABASE],
          exclude: [...EXCLUDED, ...ALONE],
          ...WITH_DATABASE,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
          env: { ...ENV, ...LEAST_PASSWORD_COST },
        },
      },
      { extends: true, test: { name: "alone", include: ALONE, exclude: EXCLUDED, ...WITH_DATABASE, fileParallelism: false, sequence: { groupOrder: 2 } } },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: ENV,
  },
});
