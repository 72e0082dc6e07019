// Runs bench/saves.ts (one project saved again and again, each save perhaps followed by the
// list) in a fresh process on the load core, as measure.ts runs the loads.
import { execFile } from "node:child_process";
import path from "node:path";
import type { Project, ProjectListAnswer } from "../../lib/projects/types";
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

/** What the project editor sends for a project as the list shows it (its current version). */
function saveBody(project: Project): EditedProject {
  return {
    id: project.id,
    version: project.version,
    short_description: project.short_description,
    long_description: project.long_description,
    start_date: project.start_date,
    expected_completion_date: project.expected_completion_date,
    status: project.status,
    domains: { eml: project.domains.eml.map((d) => d.id), rcoa: project.domains.rcoa.map((d) => d.id) },
    people: project.people.map((p) => ({ id: p.id, role: p.role })),
  };
}

/** The project `id` as the list shows it now, ready to save. */
export async function projectFromList(origin: string, cookies: string, id: number): Promise<EditedProject> {
  const response = await fetch(`${origin}${LIST_PATH}`, { headers: { cookie: cookies } });
  if (!response.ok) throw new Error(`${LIST_PATH}: ${response.status}`);
  const project = ((await response.json()) as ProjectListAnswer).projects.find((p) => p.id === id);
  if (!project) throw new Error(`Project ${id} is not in the list`);
  return saveBody(project);
}

