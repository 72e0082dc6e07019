import "server-only";
import { clock } from "@/lib/clock";
import { z } from "zod";
import type { CurrentSession } from "@/lib/current-session";
import { Invalid } from "@/lib/errors";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { listProjects } from "./list-projects";
import { projectsCsv } from "./projects-csv";
import { projectSearchSchema } from "./schemas";

const scopeSchema = z.enum(["all", "own"]).catch("all");

/** Parses `q`, the JSON of the search body the screen keeps in its URL; absent = no filter. */
function criteriaFrom(q: string | null) {
  if (!q) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(q);
  } catch {
    throw new Invalid({ q: ["The search could not be read."] });
  }
  const parsed = projectSearchSchema.safeParse(raw);
  if (!parsed.success) throw new Invalid(fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** The current (filtered) list as CSV, with the file name it is saved under. */
export async function exportProjects(session: CurrentSession, query: URLSearchParams): Promise<{ csv: string; fileName: string }> {
  const scope = scopeSchema.parse(query.get("scope"));
  const criteria = criteriaFrom(query.get("q"));
  const projects = await listProjects(session, { scope, criteria });
  const day = clock.now().toISOString().slice(0, 10);
  return { csv: projectsCsv(projects), fileName: `projects-${scope}-${day}.csv` };
}
