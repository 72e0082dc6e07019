import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentationFiles } from "../helpers/documented-commands";

// Comments and pages point at sections of the docs (`docs/product.md#security-parameters`).
// Every such pointer, in the docs' links and in the code, must name a page that exists and a
// heading it has, so renaming a heading or a page cannot leave a comment pointing nowhere.

const root = path.resolve(__dirname, "../..");
const SOURCE_FOLDERS = ["app", "components", "lib", "scripts", "prisma", "tests", "e2e", "bench", "emails"];
const SKIPPED = new Set(["node_modules", "generated", "work"]);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])));
}

function sourceFiles(folder: string): string[] {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx|cjs|mjs|css|prisma|sql)$/.test(entry.name) ? [relative] : [];
  });
}

type Pointer = { from: string; page: string; anchor?: string };

function pointers(): Pointer[] {
  const found: Pointer[] = [];
  for (const file of documentationFiles(root)) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [page, anchor] = target.split("#");
      found.push({ from: file, page: page ? path.normalize(path.join(path.dirname(file), page)) : file, anchor });
    }
  }
  for (const file of SOURCE_FOLDERS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, page, anchor] of text.matchAll(/\b(docs\/[\w./-]+\.md)#([\w-]+)/g)) found.push({ from: file, page, anchor });
  }
  return found;
}

describe("pointers to the docs", () => {
  const all = pointers();

  it("are found in the pages", () => {
    expect(all.some((p) => p.page === "docs/product.md" && p.anchor === "security-parameters")).toBe(true);
  });

  it("each name a page that exists and, with an anchor, a heading of that page", () => {
    const broken = all.filter(({ page, anchor }) => {
      const full = path.join(root, page);
      if (!fs.existsSync(full)) return true;
      return Boolean(anchor) && page.endsWith(".md") && !anchorsOf(page).has(anchor!);
    });
    expect(broken.map((p) => `${p.from} → ${p.page}${p.anchor ? `#${p.anchor}` : ""}`)).toEqual([]);
  });
});
