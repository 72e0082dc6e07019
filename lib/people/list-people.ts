import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/projects/search-condition";
import { ABANDONED_STATUS, COMPLETED_STATUS, LEAD_ROLE } from "@/lib/projects/types";
import { PEOPLE_PAGE_SIZE, type PeopleAnswer } from "./admin-schemas";

type Row = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  projects: number;
  milestones: number;
  accounts: string[];
  erased: boolean;
  open_leads: { id: number; name: string }[];
  total: number;
};

/**
 * People whose name or email contains every word of the term (accents and case ignored), by
 * last name, a page at a time, with how many projects and milestones each is on.
 */
export async function listPeople(term: string, page: number): Promise<PeopleAnswer> {
  const words = term.split(/\s+/).filter(Boolean).slice(0, 5);
  const matches = words.map((word) => {
    const pattern = Prisma.sql`('%' || lower(unaccent(${escapeLike(word)})) || '%')`;
    return Prisma.sql`(lower(unaccent(pe.first_name)) LIKE ${pattern}
                    OR lower(unaccent(pe.last_name)) LIKE ${pattern}
                    OR lower(pe.email::text) LIKE ${pattern})`;
  });
  const where = matches.length ? Prisma.sql`WHERE ${Prisma.join(matches, " AND ")}` : Prisma.empty;
  const offset = (page - 1) * PEOPLE_PAGE_SIZE;
  const rows = await db.$queryRaw<Row[]>`
    SELECT pe.id, pe.first_name, pe.last_name, pe.email::text AS email,
           (SELECT count(*) FROM project_person u WHERE u.person_id = pe.id)::int AS projects,
           (SELECT count(*) FROM milestone_person u WHERE u.person_id = pe.id)::int AS milestones,
           ARRAY(SELECT a.username::text FROM account a WHERE a.person_id = pe.id ORDER BY a.username) AS accounts,
           pe.erased_at IS NOT NULL AS erased,
           COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.short_description) ORDER BY p.id)
                       FROM project_person u JOIN project p ON p.id = u.project_id
                      WHERE u.person_id = pe.id AND u.role_id = ${LEAD_ROLE}
                        AND p.status_id NOT IN (${ABANDONED_STATUS}, ${COMPLETED_STATUS})), '[]'::json) AS open_leads,
           (count(*) OVER ())::int AS total
      FROM person pe
      ${where}
     ORDER BY lower(unaccent(pe.last_name)), lower(unaccent(pe.first_name)), pe.id
     LIMIT ${PEOPLE_PAGE_SIZE} OFFSET ${offset}`;
  return {
    people: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      projects: r.projects,
      milestones: r.milestones,
      accounts: r.accounts,
      erased: r.erased,
      openLeads: r.open_leads,
    })),
    total: rows[0]?.total ?? (page > 1 ? await countPeople(where) : 0),
    page,
    pageSize: PEOPLE_PAGE_SIZE,
  };
}

async function countPeople(where: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM person pe ${where}`;
  return row.n;
}
