import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { fencedBlocks } from "../helpers/documented-commands";

// Decision 007 says how the bundled list of 20,000 common passwords was made. Its command, run
// as written in an empty folder beside the project's packages, makes the very file the project
// ships: the list can be made again from a newer release of the package and reviewed as a diff.

const root = path.resolve(__dirname, "../..");
const LIST = "lib/auth/password-rules/common-passwords.json";

it("the command of decision 007 makes the bundled common-password list", () => {
  const [block] = fencedBlocks(root, "docs/decisions/007-password-rules.md").filter((b) => b.language === "sh");
  expect(block.body).toContain(LIST);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "common-passwords-"));
  try {
    fs.mkdirSync(path.join(folder, path.dirname(LIST)), { recursive: true });
    fs.symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"));
    const run = spawnSync("sh", ["-e", "-c", block.body], { cwd: folder, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const made = fs.readFileSync(path.join(folder, LIST), "utf8");
    expect(JSON.parse(made)).toHaveLength(20_000);
    expect(made).toBe(fs.readFileSync(path.join(root, LIST), "utf8"));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
