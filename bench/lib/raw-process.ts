// Starts bench/raw-server.ts (the baselines) as its own process on the server core.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { RawServerConfig } from "../raw-server";
import { waitForHttp } from "./http";
import { pinned, SERVER_CORE } from "./pin";

export type RawServer = { origin: string; stop(): Promise<void> };

export async function startRawServer(workDir: string, config: RawServerConfig): Promise<RawServer> {
  const configFile = path.join(workDir, "raw-server.json");
  fs.writeFileSync(configFile, JSON.stringify(config));
  const log = fs.openSync(path.join(workDir, "raw-server.log"), "a");
  const script = path.join(process.cwd(), "bench", "raw-server.ts");
  const [command, args] = pinned(SERVER_CORE, process.execPath, ["--import", "tsx", script, configFile]);
  const child = spawn(command, args, { stdio: ["ignore", log, log] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${config.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  try {
    await waitForHttp(`${origin}/health`, 30_000, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
