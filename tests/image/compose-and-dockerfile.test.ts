// What an operator relies on in docker-compose.yml and the Dockerfile without building anything:
// no setting that works by accident, a pinned image, the data folder kept, the runtime user
// owning what it writes, and a runtime stage that carries no development tooling. The image
// itself is run by scripts/image/test-image.ts (CI, after npm test).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const compose = fs.readFileSync(path.join(root, "docker-compose.yml"), "utf8");
const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
const runtimeStage = dockerfile.slice(dockerfile.indexOf("AS runtime"));

describe("docker-compose.yml", () => {
  it("requires APP_URL and POSTGRES_PASSWORD: no default that works by accident", () => {
    for (const name of ["APP_URL", "POSTGRES_PASSWORD", "SESSION_SECRET"]) {
      const uses = [...compose.matchAll(new RegExp(`\\$\\{${name}(:?[-?=+])?`, "g"))];
      expect(uses.length, name).toBeGreaterThan(0);
      for (const use of uses) expect(use[1], `${name} must be \${${name}:?message}`).toBe(":?");
    }
  });

  it("pins the app image to the release's version and keeps the data folder in a volume", () => {
    expect(compose).toMatch(new RegExp(`^\\s+image: project-directory:${version.replaceAll(".", "\\.")}$`, "m"));
    expect(compose).toMatch(/^\s+- appdata:\/data$/m);
    expect(compose).toMatch(/^\s{2}appdata:$/m);
  });
});

describe("Dockerfile runtime stage", () => {
  it("gives /app and the data folder to the node user explicitly and runs as node", () => {
    expect(runtimeStage).toMatch(/DATA_DIR=\/data/);
    expect(runtimeStage).toMatch(/RUN mkdir -p \/app \/data && chown node:node \/app \/data/);
    expect(runtimeStage).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(runtimeStage).toMatch(/^USER node$/m);
    const copies = runtimeStage.split("\n").filter((line) => line.startsWith("COPY"));
    expect(copies.length).toBeGreaterThan(0);
    for (const line of copies) expect(line).toContain("--chown=node:node");
  });

  it("runs compiled JavaScript and copies no whole node_modules, tsx or TypeScript sources", () => {
    expect(runtimeStage).toMatch(/^CMD \["node", "dist\/container-start\.mjs"\]$/m);
    expect(runtimeStage).not.toMatch(/tsx/);
    const copied = runtimeStage
      .split("\n")
      .filter((line) => line.startsWith("COPY"))
      .map((line) => line.split(/\s+/).at(-2));
    expect(copied).not.toContain("/app/node_modules");
    expect(copied).not.toContain("/app/scripts");
    expect(copied).not.toContain("/app/lib");
    expect(copied.filter((source) => source?.includes("node_modules"))).toEqual(["/app/node_modules/@prisma/schema-engine-wasm"]);
  });
});
