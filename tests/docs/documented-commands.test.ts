import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentationFiles, documentedCommands, fencedBlocks, type DocumentedCommand } from "../helpers/documented-commands";
import { COMMAND_RUNNERS, type CommandRunners } from "./command-runners";

// Every command the documentation shows is run by a test, CI or the image test: a command added
// to a page without one fails here, as does a runner that no longer runs what it is listed for.

const root = path.resolve(__dirname, "../..");
const commands = documentedCommands(root);

function covers(entry: CommandRunners, shown: DocumentedCommand): boolean {
  if ("recipe" in entry) return shown.recipe === entry.recipe;
  return typeof entry.command === "string" ? shown.command === entry.command : entry.command.test(shown.command);
}

describe("the commands in README.md and docs/", () => {
  it("are found: the pages show shell commands in ```sh blocks", () => {
    expect(commands.length).toBeGreaterThan(20);
    expect(commands.map((c) => c.command)).toContain("npm test");
  });

  it("sit in blocks that say their language, so no shell command hides in an unmarked block", () => {
    const unmarked = documentationFiles(root).flatMap((file) => fencedBlocks(root, file).filter((b) => !b.language));
    expect(unmarked.map((b) => `${b.file}:${b.line}`)).toEqual([]);
  });

  it("are each run by a test, CI or the image test (tests/docs/command-runners.ts)", () => {
    const unrun = commands.filter((shown) => !COMMAND_RUNNERS.some((entry) => covers(entry, shown)));
    expect(unrun.map((c) => `${c.file}:${c.line}: ${c.command}`), "add the test that runs each to tests/docs/command-runners.ts").toEqual([]);
  });

  it("list no runner for a command the docs no longer show", () => {
    const stale = COMMAND_RUNNERS.filter((entry) => !commands.some((shown) => covers(entry, shown)));
    expect(stale.map((entry) => ("recipe" in entry ? `recipe ${entry.recipe}` : String(entry.command)))).toEqual([]);
  });

  it("name runners that exist and hold the place where they run the command", () => {
    const missing = COMMAND_RUNNERS.flatMap((entry) =>
      entry.ranBy.filter(({ file, evidence }) => {
        const full = path.join(root, file);
        return !fs.existsSync(full) || !fs.readFileSync(full, "utf8").includes(evidence);
      }),
    );
    expect(missing).toEqual([]);
  });
});
