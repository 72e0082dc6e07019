import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

/**
 * `next build` into a folder of the test's own (as the end-to-end suite does). Next adds the
 * build folder's type paths to tsconfig.json; the folder is temporary, so the file is put back.
 */
export function buildApp(distDir: string): void {
  const tsconfig = fs.readFileSync(path.join(ROOT, "tsconfig.json"), "utf8");
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    cwd: ROOT,
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  fs.writeFileSync(path.join(ROOT, "tsconfig.json"), tsconfig);
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stderr.slice(-3000)}`);
}

export function removeBuild(distDir: string): void {
  fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  try {
    fs.rmdirSync(path.dirname(path.join(ROOT, distDir)));
  } catch {
    // not empty: another run's build is in it
  }
}
