import "server-only";
import { clock } from "@/lib/clock";
import type { z } from "zod";
import type { CurrentSession } from "@/lib/current-session";
import { listProjects } from "./list-projects";
import { projectsCsv } from "./projects-csv";
import type { exportProjectsQuerySchema } from "./schemas";

type ExportProjectsQuery = z.output<typeof exportProjectsQuerySchema>;

/** The current (filtered) list as CSV, with the file name it is saved under. */
export async function exportProjects(session: CurrentSession, query: ExportProjectsQuery): Promise<{ csv: string; fileName: string }> {
  const { scope, q: criteria } = query;
  const projects = await listProjects(session, { scope, criteria });
  const day = clock.now().toISOString().slice(0, 10);
  return { csv: projectsCsv(projects), fileName: `projects-${scope}-${day}.csv` };
}
