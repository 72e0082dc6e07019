// The image's containers as its own test (test-image.ts) runs them: the tool (podman, or Docker
// with IMAGE_TOOL=docker), the image (IMAGE_TAG), starting one on the host's network, waiting for
// it to be healthy, and stopping it within the limit an operator relies on.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "../lib/free-port";

export const run = promisify(execFile);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const VERSION = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
export const TOOL = process.env.IMAGE_TOOL || "podman";
export const TAG = process.env.IMAGE_TAG || `project-directory:${VERSION}`;
export const MAX_IMAGE_BYTES = 350 * 1000 * 1000;
export const STOP_LIMIT_MS = 10_000;
export const CLEAN_STOP_CODE = 143;
const SECRET = randomBytes(36).toString("base64url");
const RUN_ID = randomBytes(3).toString("hex");

export const containers: string[] = [];

export function step(message: string): void {
  console.log(`ok - ${message}`);
}

export async function tool(...args: string[]): Promise<string> {
  const { stdout } = await run(TOOL, args, { maxBuffer: 32 * 1024 * 1024 });
  return stdout.trim();
}

/** Container output (stdout and stderr together). */
export async function logs(name: string): Promise<string> {
  const { stdout, stderr } = await run(TOOL, ["logs", name], { maxBuffer: 32 * 1024 * 1024 });
  return stdout + stderr;
}

export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface App {
  name: string;
  origin: string;
}

/** Starts the image on the host's network (PostgreSQL and SMTP listen on the host's loopback). */
export async function startApp(label: string, databaseUrl: string, smtpUrl: string, command: string[] = []): Promise<App> {
  const port = await freePort();
  const name = `image-test-${RUN_ID}-${label}`;
  const origin = `http://127.0.0.1:${port}`;
  containers.push(name);
  await tool(
    "run", "--detach", "--name", name, "--network", "host",
    "--env", `DATABASE_URL=${databaseUrl}`,
    "--env", `SESSION_SECRET=${SECRET}`,
    "--env", `APP_URL=${origin}`,
    "--env", `PORT=${port}`,
    "--env", `SMTP_URL=${smtpUrl}`,
    "--env", "MAIL_FROM=Project Directory <directory@example.org>",
    TAG,
    ...command,
  );
  return { name, origin };
}

export async function waitHealthy(app: App, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  await until(`${app.origin}/api/health/`, timeoutMs, async () => {
    const state = await tool("inspect", app.name, "--format", "{{.State.Status}}");
    if (state === "exited") throw new Error(`${app.name} exited:\n${await logs(app.name)}`);
    const res = await fetch(`${app.origin}/api/health/`);
    return res.ok ? true : undefined;
  }).catch(async (error: Error) => {
    throw new Error(`${error.message}\n--- ${app.name} log ---\n${await logs(app.name).catch(() => "")}`);
  });
  return Date.now() - started;
}

/**
 * `stop` sends SIGTERM and kills after the timeout. A clean stop ends by itself with 143 (128 +
 * SIGTERM, what Next's server answers after its own clean-up); a kill would be 137.
 */
export async function stopWithin(name: string): Promise<{ ms: number; exitCode: number }> {
  const started = Date.now();
  await tool("stop", "--time", String(STOP_LIMIT_MS / 1000 + 5), name);
  const ms = Date.now() - started;
  const exitCode = Number(await tool("inspect", name, "--format", "{{.State.ExitCode}}"));
  return { ms, exitCode };
}
