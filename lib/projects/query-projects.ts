import "server-only";
import { directReads, type SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MilestoneMarks } from "./milestone-marks";
import type { Project } from "./types";

// Loads projects with their domains, people and milestones in ONE SQL statement, however many
// projects match. Each project and milestone keeps its JSON text in a `doc` column, current by
// database triggers (migration project_docs): a list only joins that text in order, so its cost
// is the matching, not building JSON for every row. The text is the same for every viewer (edit
// rights are derived from the rows: lib/projects/edit-rules.ts), which is what lets a list be
// prepared once and shared (lib/projects/prepared-lists/). Each project leaves PostgreSQL as its
// own row of JSON text and is sent on as it is: parsing and re-serialising megabytes would hold
// up every other request. Outside a transaction the rows are read with `directReads`, past
// Prisma's row handling, for the same reason.
// `where` is a condition on `project p` built with Prisma.sql (never from concatenated input).
// The parts are MATERIALIZED: computed once, whatever join the planner picks.

export type ProjectDocRow = { id: number; doc: string };

/**
 * The id and JSON text of each matching project, in the list's order. With `marks` (a search's,
 * lib/projects/milestone-marks.ts) each project also says which of its milestones matched:
 * `"matchedMilestoneIds" : [id, ...]`, in the milestones' order.
 */
export async function queryProjectDocRows(where: Prisma.Sql, client: SqlReader = directReads, marks?: MilestoneMarks): Promise<ProjectDocRow[]> {
  const hit = marks ? Prisma.sql`, ${marks.hit} AS hit` : Prisma.empty;
  const matched = marks
    ? Prisma.sql`, json_agg(m.id ORDER BY m.start_date, m.id) FILTER (WHERE ${marks.milestone}) AS matched`
    : Prisma.empty;
  const matchedField = marks ? Prisma.sql` || ', "matchedMilestoneIds" : ' || coalesce(mjson.matched::text, '[]')` : Prisma.empty;
  return client.$queryRaw<ProjectDocRow[]>(Prisma.sql`
    WITH sel AS MATERIALIZED (SELECT p.id, p.start_date, p.doc${hit} FROM project p WHERE ${where}),
    mjson AS MATERIALIZED (
      SELECT m.project_id, string_agg(m.doc, ', ' ORDER BY m.start_date, m.id) AS milestones${matched}
        FROM milestone m JOIN sel ON sel.id = m.project_id
       GROUP BY m.project_id)
    SELECT sel.id,
           left(sel.doc, -1) || ', "milestones" : [' || coalesce(mjson.milestones, '') || ']'${matchedField} || '}' AS doc
      FROM sel LEFT JOIN mjson ON mjson.project_id = sel.id
     ORDER BY sel.start_date DESC, sel.id DESC`);
}

/** The JSON text of each matching project, in the list's order. */
export async function queryProjectDocs(where: Prisma.Sql, client: SqlReader = directReads): Promise<string[]> {
  return (await queryProjectDocRows(where, client)).map((row) => row.doc);
}

async function queryProjects(where: Prisma.Sql, client: SqlReader = directReads): Promise<Project[]> {
  return (await queryProjectDocs(where, client)).map((doc) => JSON.parse(doc) as Project);
}

/** One project by id (no visibility filter: callers have checked the right to see it). */
export async function queryProject(id: number, client: SqlReader = directReads): Promise<Project | null> {
  const [project] = await queryProjects(Prisma.sql`p.id = ${id}`, client);
  return project ?? null;
}
