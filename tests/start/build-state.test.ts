import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { productionBuildState } from "../../scripts/lib/start-next";

// `npm start` serves the production build it finds. After a `git pull` that build shows the old
// code until it is built again: the start script compares the build with the sources.

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-state-"));
  folders.push(root);
  fs.mkdirSync(path.join(root, "app", "profile"), { recursive: true });
  fs.writeFileSync(path.join(root, "app", "profile", "page.tsx"), "export default 1;");
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}");
  return root;
}

function touch(file: string, secondsFromNow: number) {
  const when = new Date(Date.now() + secondsFromNow * 1000);
  fs.utimesSync(file, when, when);
}

function build(root: string, secondsFromNow = 0) {
  fs.mkdirSync(path.join(root, ".next"), { recursive: true });
  fs.writeFileSync(path.join(root, ".next", "BUILD_ID"), "x");
  touch(path.join(root, ".next", "BUILD_ID"), secondsFromNow);
}

describe("the production build npm start finds", () => {
  it("is missing before the first build", () => {
    expect(productionBuildState(checkout())).toBe("missing");
  });

  it("is current when nothing changed since it was built", () => {
    const root = checkout();
    build(root, 10);
    expect(productionBuildState(root)).toBe("current");
  });

  it("is outdated when a source deep in a folder, or the lockfile, changed after it", () => {
    const root = checkout();
    build(root, 10);
    touch(path.join(root, "app", "profile", "page.tsx"), 20);
    expect(productionBuildState(root)).toBe("outdated");
    const other = checkout();
    build(other, 10);
    touch(path.join(other, "package-lock.json"), 20);
    expect(productionBuildState(other)).toBe("outdated");
  });
});
