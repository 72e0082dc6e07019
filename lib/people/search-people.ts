import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/projects/search-condition";
import { requirePersonTarget, type PersonTarget } from "./require-person-target";
import type { PersonSearchResult } from "./schemas";

// POST /api/search/person_search/: people to add to a project or milestone. Every word of the
// term must match the first name, last name or email, case- and accent-insensitively. People
// already on that project or milestone are left out.

const PERSON_SEARCH_LIMIT = 20;

/** A milestone not yet saved (project given, no milestone id) has nobody on it yet. */
function alreadyThere(target: PersonTarget): Prisma.Sql {
  if (target.id && target.project) {
    return Prisma.sql`AND pe.id NOT IN (SELECT person_id FROM milestone_person WHERE milestone_id = ${target.id})`;
  }
  if (target.id) {
    return Prisma.sql`AND pe.id NOT IN (SELECT person_id FROM project_person WHERE project_id = ${target.id})`;
  }
  return Prisma.empty;
}

export async function searchPeople(
  session: CurrentSession,
  input: PersonTarget & { search_term: string },
): Promise<PersonSearchResult[]> {
  await requirePersonTarget(session, input);
  const words = input.search_term.split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const exclude = alreadyThere(input);
  const matches = words.map((word) => {
    const pattern = Prisma.sql`('%' || lower(unaccent(${escapeLike(word)})) || '%')`;
    return Prisma.sql`(lower(unaccent(pe.first_name)) LIKE ${pattern}
                    OR lower(unaccent(pe.last_name)) LIKE ${pattern}
                    OR lower(pe.email::text) LIKE ${pattern})`;
  });
  const rows = await db.$queryRaw<{ id: number; first_name: string; last_name: string }[]>`
    SELECT pe.id, pe.first_name, pe.last_name
      FROM person pe
     WHERE ${Prisma.join(matches, " AND ")} ${exclude}
     ORDER BY pe.last_name, pe.first_name, pe.id
     LIMIT ${PERSON_SEARCH_LIMIT}`;
  return rows.map((r) => ({ ...r, label: `${r.first_name} ${r.last_name}` }));
}
