import "server-only";
import { accountIsPersons } from "@/lib/people/addresses";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ActivityQuery } from "./schemas";
import { visibleEntries } from "./visible-entries";

// The WHERE condition on `activity_log a` for the filters of /messages/.
// Dates are UK calendar days: "from" starts at midnight in London, "to" includes its whole day.

const LONDON = "Europe/London";

/** Midnight of a yyyy-MM-dd day in London, as the UTC timestamp the table stores. */
function londonMidnight(day: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`((${day})::timestamp AT TIME ZONE ${LONDON}) AT TIME ZONE 'UTC'`;
}

/**
 * A person's entries: those about them (person rows), the projects and milestones they were
 * added to or removed from (their id in the people of the before/after copy), and the changes
 * made by their account (the account linked to them, or whose verified email is theirs).
 */
function aboutPerson(personId: number): Prisma.Sql {
  const asMember = Prisma.sql`jsonb_build_array(jsonb_build_object('id', ${personId}::int))`;
  return Prisma.sql`(a.person_id = ${personId}
    OR coalesce(a.before -> 'people', '[]'::jsonb) @> ${asMember}
    OR coalesce(a.after -> 'people', '[]'::jsonb) @> ${asMember}
    OR a.account_id IN (SELECT ac.id FROM account ac JOIN person pe ON pe.id = ${personId}
                         WHERE ${accountIsPersons("ac", "pe")}))`;
}

/** The rows matching the filters among those a viewer of `level` may read. */
export function activityCondition(query: ActivityQuery, level: number): Prisma.Sql {
  const parts: Prisma.Sql[] = [visibleEntries(level)];
  if (query.projectId) parts.push(Prisma.sql`a.project_id = ${query.projectId}`);
  if (query.personId) parts.push(aboutPerson(query.personId));
  if (query.from) parts.push(Prisma.sql`a.at >= ${londonMidnight(Prisma.sql`${query.from}::date`)}`);
  if (query.to) parts.push(Prisma.sql`a.at < ${londonMidnight(Prisma.sql`${query.to}::date + 1`)}`);
  return Prisma.join(parts, " AND ");
}
