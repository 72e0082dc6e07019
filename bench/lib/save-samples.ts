// Runs bench/saves.ts (one project saved again and again, each save perhaps followed by the
// list) in a fresh process on the load core, as measure.ts runs the loads.
import { execFile } from "node:child_process";
import path from "node:path";
import { projectSaveBody } from "../../lib/projects/save-bodies";
import type { ProjectListAnswer } from "../../lib/projects/types";
import type { EditedProject, SaveRun, SaveTimes } from "../saves";
import { LIST_PATH } from "./list-phase";
import { LOAD_CORE, pinned } from "./pin";

const SAVE_SCRIPT = path.join(process.cwd(), "bench", "saves.ts");

export function runSaves(run: SaveRun): Promise<SaveTimes> {
  const [command, args] = pinned(LOAD_CORE, process.execPath, ["--import", "tsx", SAVE_SCRIPT, JSON.stringify(run)]);
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`Save process failed: ${stderr || error.message}`));
      resolve(JSON.parse(stdout) as SaveTimes);
    });
  });
}

/** The project `id` as the list shows it now, ready to save. */
export async function projectFromList(origin: string, cookies: string, id: number): Promise<EditedProject> {
  const response = await fetch(`${origin}${LIST_PATH}`, { headers: { cookie: cookies } });
  if (!response.ok) throw new Error(`${LIST_PATH}: ${response.status}`);
  const project = ((await response.json()) as ProjectListAnswer).projects.find((p) => p.id === id);
  if (!project) throw new Error(`Project ${id} is not in the list`);
  // the list always carries the id and version the type insists on
  return projectSaveBody(project) as EditedProject;
}

