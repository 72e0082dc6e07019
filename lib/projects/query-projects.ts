import "server-only";
import { directReads, type SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { NO_EDIT_RIGHTS, type EditRights } from "./permissions";
import { LEAD_ROLE, type Project } from "./types";

// Loads projects with their domains, people, milestones and the viewer's can_edit flags in ONE
// SQL statement, however many projects match. Each project and milestone keeps its JSON text
// in a `doc` column, current by database triggers (migration project_docs): a list only joins
// that text in order, so its cost is the matching, not building JSON for every row. Each
// project leaves PostgreSQL as its own row of JSON text and the lists send the rows on as they
// are: parsing and re-serialising megabytes would hold up every other request, and one string
// of megabytes per answer would land in the old generation and make the server collect its
// whole heap every few answers. Outside a transaction the rows are read with `directReads`,
// past Prisma's row handling, for the same reason.
// `where` is a condition on `project p` built with Prisma.sql (never from concatenated input).
// The parts are MATERIALIZED: computed once, whatever join the planner picks.

// A stored doc says "can_edit" : false. A quote inside a JSON string is always escaped, so this
// text occurs once, at the key, and replacing it is the edit right of this viewer. The
// separators are json_build_object's and json_agg's, so the answer is the text they would make.
const NOT_EDITABLE = '"can_edit" : false';
const EDITABLE = '"can_edit" : true';

/**
 * The JSON text of each matching project, in the list's order, with `can_edit` by the viewer's
 * rights: the rule of canEditProject and canEditMilestone, applied to the same role links.
 */
export async function queryProjectDocs(
  where: Prisma.Sql,
  rights: EditRights,
  client: SqlReader = directReads,
  first?: number,
): Promise<string[]> {
  // `first`: only the first projects in the list's order (the page's first screen).
  const limit = first === undefined ? Prisma.empty : Prisma.sql`ORDER BY p.start_date DESC, p.id DESC LIMIT ${first}`;
  const rows = await client.$queryRaw<{ doc: string }[]>(Prisma.sql`
    WITH sel AS MATERIALIZED (SELECT p.id, p.start_date, p.doc FROM project p WHERE ${where} ${limit}),
    plead AS MATERIALIZED (
      SELECT DISTINCT pp.project_id FROM project_person pp JOIN sel ON sel.id = pp.project_id
       WHERE pp.role_id = ${LEAD_ROLE} AND pp.person_id = ANY(${rights.leadPeople}::int[])),
    ms AS MATERIALIZED (
      SELECT m.id, m.project_id, m.start_date, m.doc FROM milestone m JOIN sel ON sel.id = m.project_id),
    mlead AS MATERIALIZED (
      SELECT DISTINCT mp.milestone_id FROM milestone_person mp JOIN ms ON ms.id = mp.milestone_id
       WHERE mp.role_id = ${LEAD_ROLE} AND mp.person_id = ANY(${rights.leadPeople}::int[])),
    mjson AS MATERIALIZED (
      SELECT ms.project_id, string_agg(
               CASE WHEN ${rights.everything}::boolean OR plead.project_id IS NOT NULL
                         OR mlead.milestone_id IS NOT NULL
                    THEN replace(ms.doc, ${NOT_EDITABLE}, ${EDITABLE}) ELSE ms.doc END,
               ', ' ORDER BY ms.start_date, ms.id) AS milestones
        FROM ms LEFT JOIN plead ON plead.project_id = ms.project_id
        LEFT JOIN mlead ON mlead.milestone_id = ms.id
       GROUP BY ms.project_id)
    SELECT left(CASE WHEN ${rights.everything}::boolean OR plead.project_id IS NOT NULL
                     THEN replace(sel.doc, ${NOT_EDITABLE}, ${EDITABLE}) ELSE sel.doc END, -1)
           || ', "milestones" : [' || coalesce(mjson.milestones, '') || ']}' AS doc
      FROM sel
      LEFT JOIN plead ON plead.project_id = sel.id
      LEFT JOIN mjson ON mjson.project_id = sel.id
     ORDER BY sel.start_date DESC, sel.id DESC`);
  return rows.map((row) => row.doc);
}

/** The JSON array of the matching projects, as json_agg would write it (see queryProjectDocs). */
export async function queryProjectsJson(where: Prisma.Sql, rights: EditRights, client: SqlReader = directReads): Promise<string> {
  return `[${(await queryProjectDocs(where, rights, client)).join(", ")}]`;
}

export async function queryProjects(
  where: Prisma.Sql,
  rights: EditRights = NO_EDIT_RIGHTS,
  client: SqlReader = directReads,
): Promise<Project[]> {
  return (await queryProjectDocs(where, rights, client)).map((doc) => JSON.parse(doc) as Project);
}

/**
 * One project by id (no visibility filter: callers have checked the right to see it), with
 * can_edit by the given rights (none when only its content matters).
 */
export async function queryProject(
  id: number,
  client: SqlReader = directReads,
  rights: EditRights = NO_EDIT_RIGHTS,
): Promise<Project | null> {
  const [project] = await queryProjects(Prisma.sql`p.id = ${id}`, rights, client);
  return project ?? null;
}
