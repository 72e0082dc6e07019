import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRecipes } from "../reliability/support/doc-recipes";
import { createTemporaryDatabase, type TemporaryDatabase } from "../setup/embedded";
import { fencedBlocks } from "../helpers/documented-commands";
import { runScript } from "../helpers/run-script";

// The operator's commands of docs/operations.md and the bench's of docs/benchmarks.md, read from
// the pages and run with `sh` as written, from the project's folder, as an operator would type
// them (npm included). Only the settings the pages tell the operator to have come from here.

const root = path.resolve(__dirname, "../..");
const recipes = readRecipes(path.join(root, "docs", "operations.md"));
const SLOW = { timeout: 180_000 };
let database: TemporaryDatabase;

function runDocumented(script: string | undefined, env: Record<string, string>) {
  expect(script, "the page has the block").toBeDefined();
  const run = spawnSync("sh", ["-e", "-c", script!], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

beforeAll(async () => {
  database = await createTemporaryDatabase({ migrate: true });
  // An installation the examples fit: its administrator exists, so disabling margaret leaves
  // the enabled level 9 account that must remain.
  const owner = await runScript("scripts/admin.ts", ["create-admin", "--username", "owner", "--email", "owner@example.org"], {
    DATABASE_URL: database.url,
    SMTP_URL: "",
  });
  expect(owner.code, owner.err).toBe(0);
}, 120_000);
afterAll(() => database?.drop());

describe("docs/operations.md, the operator command line", () => {
  it("the block of commands does what the page says, one after the other", SLOW, async () => {
    const run = runDocumented(recipes.get("admin-commands"), {
      DATABASE_URL: database.url,
      APP_URL: "https://directory.example.org",
      SMTP_URL: "",
    });
    expect(run.code, run.err).toBe(0);
    for (const line of [
      "Created level 9 account margaret <margaret.holloway@example.org>.",
      "https://directory.example.org/set_password/?token=",
      "Two-factor authentication of margaret is off.",
      "margaret is disabled and signed out everywhere.",
      "margaret is enabled again.",
      "No organisations.",
      "Usage: npm run admin -- <command> [options]",
    ]) {
      expect(run.out).toContain(line);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT level, disabled FROM account WHERE username = 'margaret'");
      expect(rows).toEqual([{ level: 9, disabled: false }]);
    } finally {
      await client.end();
    }
  });

  it("the re-encryption runs with the new ENCRYPTION_KEY and says ENCRYPTION_KEY_PREVIOUS can go", SLOW, () => {
    const run = runDocumented(recipes.get("rotate-encryption-key"), {
      DATABASE_URL: database.url,
      ENCRYPTION_KEY: randomBytes(36).toString("base64"),
    });
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain("Re-encrypted 0 stored secret(s) with ENCRYPTION_KEY; 0 already used it.");
    expect(run.out).toContain("ENCRYPTION_KEY_PREVIOUS can be removed");
  });
});

describe("docs/benchmarks.md, the bench's commands", () => {
  const [block] = fencedBlocks(root, "docs/benchmarks.md").filter((b) => b.language === "sh");
  const benchCommands = block.body.split("\n").filter((line) => line.startsWith("npm run bench"));

  it("start, and without a production build stop at once naming the command that makes one", SLOW, () => {
    expect(benchCommands.length).toBe(2);
    for (const command of benchCommands) {
      // a build folder that does not exist (relative to the project, as the bench reads it)
      const run = runDocumented(command, { NEXT_DIST_DIR: `.next-missing-${randomBytes(4).toString("hex")}` });
      expect(run.code, command).toBe(2);
      expect(run.err, command).toContain("No production build");
      expect(run.err, command).toContain("run `npx next build`");
    }
  });
});
