import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export type ScriptRun = { code: number; out: string; err: string };

/** Runs one of the project's TypeScript scripts as `npm run` does, and collects what it printed. */
export function runScript(script: string, args: string[], env: Record<string, string | undefined>): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, out, err }));
  });
}
