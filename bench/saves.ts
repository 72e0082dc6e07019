// The save process: started by the harness pinned to the load core (like load.ts), it saves one
// project again and again through POST /api/add_edit_project/, one save at a time, each with the
// version the previous save answered, and prints the saves' latencies as JSON. With `listPath`,
// each save is followed by one GET of the list, timed too: the first list request after a save.
// That list must show the save (the project at the version the save answered), or the run
// fails: a fast answer from a list that missed the save would measure nothing.
// Times run from sending the request to the last byte of the answer, on one kept-alive
// connection, as autocannon measures them; the list is asked for without Accept-Encoding.
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { SaveProjectAnswer, SaveProjectInput } from "../lib/projects/schemas";
import type { ProjectListAnswer } from "../lib/projects/types";
import type { LoadResult } from "./load";
import { percentile } from "./lib/percentile";

export type EditedProject = SaveProjectInput & { id: number; version: number };
export type SaveRun = {
  origin: string;
  /** cookies, CSRF token and Origin of the signed-in editor */
  headers: Record<string, string>;
  /** the project as it is now; each save changes its title, to and fro */
  project: EditedProject;
  samples: number;
  listPath?: string;
};
export type SaveTimes = { saves: LoadResult; lists: LoadResult | null; project: EditedProject };

const EDITED = " (edited)";
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function request(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

function summary(name: string, times: number[], seconds: number): LoadResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    errors: 0,
    non2xx: 0,
    bytes: 0,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    statuses: { 200: sorted.length },
  };
}

async function main(): Promise<void> {
  const run = JSON.parse(process.argv[2] ?? "{}") as SaveRun;
  let project = run.project;
  const saves: number[] = [];
  const lists: number[] = [];
  const started = performance.now();
  for (let i = 0; i < run.samples; i++) {
    const title = project.short_description.endsWith(EDITED)
      ? project.short_description.slice(0, -EDITED.length)
      : `${project.short_description}${EDITED}`;
    const body = { ...project, short_description: title };
    const save = await request(`${run.origin}/api/add_edit_project/`, "POST", run.headers, JSON.stringify(body));
    if (save.status !== 200) throw new Error(`Save ${i + 1}: ${save.status} ${save.body.toString("utf8").slice(0, 300)}`);
    project = { ...body, version: (JSON.parse(save.body.toString("utf8")) as SaveProjectAnswer).project.version };
    saves.push(save.ms);
    if (!run.listPath) continue;
    const list = await request(`${run.origin}${run.listPath}`, "GET", { cookie: run.headers.cookie });
    if (list.status !== 200) throw new Error(`List after save ${i + 1}: ${list.status}`);
    const shown = (JSON.parse(list.body.toString("utf8")) as ProjectListAnswer).projects.find((p) => p.id === project.id);
    if (shown?.version !== project.version || shown.short_description !== title) {
      throw new Error(`The list after save ${i + 1} shows version ${shown?.version}, not ${project.version}`);
    }
    lists.push(list.ms);
  }
  const seconds = (performance.now() - started) / 1000;
  const times: SaveTimes = {
    saves: summary("saves", saves, seconds),
    lists: run.listPath ? summary("list after save", lists, seconds) : null,
    project,
  };
  process.stdout.write(JSON.stringify(times));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
