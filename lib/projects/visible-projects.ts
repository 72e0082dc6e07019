import "server-only";
import { LEVEL } from "@/lib/levels";
import type { CurrentSession } from "@/lib/current-session";
import { Prisma } from "@/lib/generated/prisma/client";

// Row filters on `project p` for the lists, the search and the export.

export type ListScope = "all" | "own";
export type ListViewer = Pick<CurrentSession, "level" | "people" | "organisationId">;

/** Projects with anyone (on the project or a milestone) whose email is in the organisation's domains. */
export function organisationProjects(organisationId: number): Prisma.Sql {
  return Prisma.sql`p.id IN (
    SELECT x.project_id
      FROM (SELECT pp.project_id, pp.person_id FROM project_person pp
            UNION
            SELECT m.project_id, mp.person_id FROM milestone_person mp
              JOIN milestone m ON m.id = mp.milestone_id) AS x
      JOIN person pe ON pe.id = x.person_id
      JOIN organisation_domain od
        ON od.domain = substring(pe.email::text from '@([^@]+)$')::citext
     WHERE od.organisation_id = ${organisationId})`;
}

/** Projects on which one of the given people is, on the project or one of its milestones. */
function projectsOf(people: number[]): Prisma.Sql {
  return Prisma.sql`p.id IN (
    SELECT pp.project_id FROM project_person pp WHERE pp.person_id = ANY(${people}::int[])
    UNION
    SELECT m.project_id FROM milestone_person mp JOIN milestone m ON m.id = mp.milestone_id
     WHERE mp.person_id = ANY(${people}::int[]))`;
}

/**
 * What the viewer may see in this scope: accounts see every project, quick-access visitors
 * (level 2) only their organisation's (docs/product.md#readings), anyone else nothing.
 */
export function visibleProjects(viewer: ListViewer, scope: ListScope): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (viewer.level < LEVEL.quickAccess) return Prisma.sql`FALSE`;
  if (viewer.level < LEVEL.account) {
    if (!viewer.organisationId) return Prisma.sql`FALSE`;
    parts.push(organisationProjects(viewer.organisationId));
  }
  if (scope === "own") parts.push(viewer.people.length ? projectsOf(viewer.people) : Prisma.sql`FALSE`);
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}
