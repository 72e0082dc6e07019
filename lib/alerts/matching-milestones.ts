import "server-only";
import { effectiveLevel } from "@/lib/levels";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { projectSearchCondition } from "@/lib/projects/search-condition";
import { visibleProjects } from "@/lib/projects/visible-projects";
import { savedCriteriaSchema } from "./schemas";

// Which milestones a saved search matches, for its owner: the milestones of the projects the
// search dialog would list for them. The dialog's own condition (projectSearchCondition) and the
// lists' own visibility rule (visibleProjects) decide it; nothing here matches on its own
// (docs/decisions/031-opportunity-alerts.md). The outer milestone is `ms`, so the condition's
// own `m` subqueries never see it.

export type AlertOwner = { level: number };

/** The condition on `milestone ms JOIN project p` for this saved search and its owner. */
function matchingMilestonesCondition(criteria: unknown, owner: AlertOwner): Prisma.Sql {
  const parsed = savedCriteriaSchema.safeParse(criteria);
  // Criteria that no longer read (never written so by this code) match nothing rather than everything.
  if (!parsed.success) return Prisma.sql`FALSE`;
  const viewer = { level: effectiveLevel(owner.level), people: [], organisationId: null };
  return Prisma.sql`(${visibleProjects(viewer, "all")}) AND ${projectSearchCondition({ ...parsed.data, scope: "all" })}`;
}

/** Records every milestone the search matches now as already known: alerts report only later ones. */
export async function recordCurrentMatches(tx: Tx, savedSearchId: number, criteria: unknown, owner: AlertOwner, now: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO saved_search_milestone (saved_search_id, milestone_id, mail_id, recorded_at)
    SELECT ${savedSearchId}, ms.id, NULL, ${now}
      FROM milestone ms JOIN project p ON p.id = ms.project_id
     WHERE ${matchingMilestonesCondition(criteria, owner)}
    ON CONFLICT DO NOTHING`;
}

export type NewMatch = { milestoneId: number; description: string; projectId: number; projectName: string };

/** Milestones the search matches now that it has not accounted for yet, oldest project first. */
export async function newMatches(tx: Pick<Tx, "$queryRaw">, savedSearchId: number, criteria: unknown, owner: AlertOwner, limit: number): Promise<NewMatch[]> {
  return tx.$queryRaw<NewMatch[]>`
    SELECT ms.id AS "milestoneId", ms.description, p.id AS "projectId", p.short_description AS "projectName"
      FROM milestone ms JOIN project p ON p.id = ms.project_id
     WHERE ${matchingMilestonesCondition(criteria, owner)}
       AND NOT EXISTS (SELECT 1 FROM saved_search_milestone s
                        WHERE s.saved_search_id = ${savedSearchId} AND s.milestone_id = ms.id)
     ORDER BY p.id, ms.start_date, ms.id
     LIMIT ${limit}`;
}
