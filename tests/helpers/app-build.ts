import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const BUILDS = ".next-test";
// What the tests change without changing the app: a change here needs no new build.
const NOT_BUILT = /^(tests|e2e|docs|bench|\.ci)\/|\.md$/;

/**
 * A production build of the app for the tests that start it (the end-to-end suite, two
 * instances, the mail queue), made once for the sources as they are and shared by all of them:
 * `.next-test/<fingerprint of the sources>`. A run that finds the build of the same sources
 * reuses it; a change to any file the app is built from makes a new one.
 * Returns the build folder, relative to the project, for NEXT_DIST_DIR.
 */
export function appBuild(): string {
  const distDir = `${BUILDS}/${sourceFingerprint()}`;
  const done = path.join(ROOT, distDir, "BUILD_COMPLETE");
  if (fs.existsSync(done)) return distDir;
  withLock(() => {
    if (fs.existsSync(done)) return; // built by whoever held the lock
    removeOtherBuilds(distDir);
    fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
    build(distDir);
    fs.writeFileSync(done, new Date().toISOString());
  });
  return distDir;
}

/** The files git knows (committed or not, ignored ones left out), by path and content. */
function sourceFingerprint(): string {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const hash = createHash("sha256");
  for (const file of listed.stdout.split("\0").filter((f) => f && !NOT_BUILT.test(f)).sort()) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) continue; // deleted, not yet committed
    // A link to a folder git does not ignore (a worktree's node_modules linked to another
    // checkout's: `node_modules/` ignores folders only) is not a source.
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update("\0").update(fs.readFileSync(full)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** `next build` into `distDir`. Next adds the folder's type paths to tsconfig.json: put back. */
function build(distDir: string): void {
  const tsconfig = fs.readFileSync(path.join(ROOT, "tsconfig.json"), "utf8");
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    cwd: ROOT,
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" },
    encoding: "utf8",
  });
  fs.writeFileSync(path.join(ROOT, "tsconfig.json"), tsconfig);
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stderr.slice(-3000)}`);
}

/**
 * Builds of other sources, but for the two newest: a run started before a change may still be
 * serving from its build.
 */
function removeOtherBuilds(keep: string): void {
  const finished = (dir: string) => fs.statSync(path.join(ROOT, BUILDS, dir, "BUILD_COMPLETE"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const others = fs
    .readdirSync(path.join(ROOT, BUILDS), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== ".lock" && `${BUILDS}/${entry.name}` !== keep)
    .map((entry) => entry.name)
    .sort((a, b) => finished(b) - finished(a));
  for (const dir of others.slice(2)) fs.rmSync(path.join(ROOT, BUILDS, dir), { recursive: true, force: true });
}

/**
 * One builder at a time (two test runs in one checkout): a lock folder, made atomically. A lock
 * left by a run that was killed is taken over after the longest a build takes.
 */
function withLock(work: () => void): void {
  const lock = path.join(ROOT, BUILDS, ".lock");
  fs.mkdirSync(path.join(ROOT, BUILDS), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > deadline || Date.now() - fs.statSync(lock).mtimeMs > 15 * 60_000) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
