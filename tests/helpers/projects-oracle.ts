// The lists' answer built from the tables by json_build_object on every call, as the app did
// before it stored each project's and milestone's text: tests compare the stored text, spliced
// together by lib/projects/query-projects.ts, with this, byte for byte.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

type RawClient = Pick<typeof db, "$queryRaw">;

const domainJson = Prisma.sql`json_build_object('id', d.id, 'description', d.description)`;
const domainOrder = Prisma.sql`ORDER BY d.sort_order, d.description, d.id`;
const personJson = Prisma.sql`json_build_object('id', pe.id, 'name', pe.first_name || ' ' || pe.last_name,
  'first_name', pe.first_name, 'last_name', pe.last_name, 'email', pe.email::text,
  'role', r.id, 'role_display', r.description)`;
const personOrder = Prisma.sql`ORDER BY r.sort_order, r.id, pe.last_name, pe.first_name, pe.id`;
const emptyList = Prisma.sql`'[]'::json`;

/**
 * The JSON text of the matching projects, built from the tables on every call.
 */
export async function oracleProjectsJson(where: Prisma.Sql, client: RawClient = db): Promise<string> {
  const rows = await client.$queryRaw<{ projects: string }[]>`
    WITH sel AS (SELECT p.* FROM project p WHERE ${where}),
    pdom AS MATERIALIZED (
      SELECT pd.project_id,
             json_agg(${domainJson} ${domainOrder}) FILTER (WHERE d.taxonomy = 'eml') AS eml,
             json_agg(${domainJson} ${domainOrder}) FILTER (WHERE d.taxonomy = 'rcoa') AS rcoa
        FROM project_domain pd JOIN sel ON sel.id = pd.project_id JOIN domain d ON d.id = pd.domain_id
       GROUP BY pd.project_id),
    ppl AS MATERIALIZED (
      SELECT pp.project_id, json_agg(${personJson} ${personOrder}) AS people
        FROM project_person pp JOIN sel ON sel.id = pp.project_id
        JOIN person pe ON pe.id = pp.person_id JOIN project_role r ON r.id = pp.role_id
       GROUP BY pp.project_id),
    ms AS (SELECT m.* FROM milestone m JOIN sel ON sel.id = m.project_id),
    mdom AS MATERIALIZED (
      SELECT md.milestone_id,
             json_agg(${domainJson} ${domainOrder}) FILTER (WHERE d.taxonomy = 'eml') AS eml,
             json_agg(${domainJson} ${domainOrder}) FILTER (WHERE d.taxonomy = 'rcoa') AS rcoa
        FROM milestone_domain md JOIN ms ON ms.id = md.milestone_id JOIN domain d ON d.id = md.domain_id
       GROUP BY md.milestone_id),
    mppl AS MATERIALIZED (
      SELECT mp.milestone_id, json_agg(${personJson} ${personOrder}) AS people
        FROM milestone_person mp JOIN ms ON ms.id = mp.milestone_id
        JOIN person pe ON pe.id = mp.person_id JOIN milestone_role r ON r.id = mp.role_id
       GROUP BY mp.milestone_id),
    mjson AS MATERIALIZED (
      SELECT ms.project_id, json_agg(json_build_object(
               'id', ms.id, 'project', ms.project_id, 'description', ms.description,
               'start_date', to_char(ms.start_date, 'YYYY-MM-DD'),
               'end_date', to_char(ms.end_date, 'YYYY-MM-DD'),
               'status', ms.status_id, 'status_display', st.description,
               'looking_for', ms.looking_for_id, 'looking_for_display', lf.description,
               'version', ms.version,
               'domains', json_build_object('eml', coalesce(mdom.eml, ${emptyList}),
                                            'rcoa', coalesce(mdom.rcoa, ${emptyList})),
               'people', coalesce(mppl.people, ${emptyList}))
             ORDER BY ms.start_date, ms.id) AS milestones
        FROM ms JOIN status st ON st.id = ms.status_id JOIN looking_for lf ON lf.id = ms.looking_for_id
        LEFT JOIN mdom ON mdom.milestone_id = ms.id LEFT JOIN mppl ON mppl.milestone_id = ms.id
       GROUP BY ms.project_id)
    SELECT coalesce(json_agg(json_build_object(
             'id', sel.id, 'short_description', sel.short_description,
             'long_description', sel.long_description,
             'start_date', to_char(sel.start_date, 'YYYY-MM-DD'),
             'expected_completion_date', to_char(sel.expected_completion_date, 'YYYY-MM-DD'),
             'status', sel.status_id, 'status_display', st.description, 'version', sel.version,
             'changed_on', to_char(sel.updated_at, 'YYYY-MM-DD'),
             'checked_on', to_char(sel.reviewed_at, 'YYYY-MM-DD'),
             'domains', json_build_object('eml', coalesce(pdom.eml, ${emptyList}),
                                          'rcoa', coalesce(pdom.rcoa, ${emptyList})),
             'people', coalesce(ppl.people, ${emptyList}),
             'milestones', coalesce(mjson.milestones, ${emptyList}))
           ORDER BY sel.start_date DESC, sel.id DESC), ${emptyList})::text AS projects
      FROM sel JOIN status st ON st.id = sel.status_id
      LEFT JOIN pdom ON pdom.project_id = sel.id
      LEFT JOIN ppl ON ppl.project_id = sel.id
      LEFT JOIN mjson ON mjson.project_id = sel.id`;
  return rows[0]?.projects ?? "[]";
}
