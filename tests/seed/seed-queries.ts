import type { PrismaClient } from "@/lib/generated/prisma/client";

// Read-only queries the seed tests assert on; kept apart so the tests read as plain statements.

/** Row counts of every table the seed writes. */
export async function tableCounts(db: PrismaClient): Promise<Record<string, number>> {
  const rows = await db.$queryRaw<{ table: string; n: bigint }[]>`
    SELECT 'status' AS table, count(*) AS n FROM status
    UNION ALL SELECT 'looking_for', count(*) FROM looking_for
    UNION ALL SELECT 'project_role', count(*) FROM project_role
    UNION ALL SELECT 'milestone_role', count(*) FROM milestone_role
    UNION ALL SELECT 'domain', count(*) FROM domain
    UNION ALL SELECT 'person', count(*) FROM person
    UNION ALL SELECT 'account', count(*) FROM account
    UNION ALL SELECT 'organisation', count(*) FROM organisation
    UNION ALL SELECT 'organisation_domain', count(*) FROM organisation_domain
    UNION ALL SELECT 'project', count(*) FROM project
    UNION ALL SELECT 'project_domain', count(*) FROM project_domain
    UNION ALL SELECT 'project_person', count(*) FROM project_person
    UNION ALL SELECT 'milestone', count(*) FROM milestone
    UNION ALL SELECT 'milestone_domain', count(*) FROM milestone_domain
    UNION ALL SELECT 'milestone_person', count(*) FROM milestone_person`;
  return Object.fromEntries(rows.map((r) => [r.table, Number(r.n)]));
}

/** Project ids where the account's person holds the given project role (any role when null). */
export async function projectsWithRole(db: PrismaClient, username: string, roleId: number | null) {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT pp.project_id AS id
      FROM project_person pp JOIN account a ON a.person_id = pp.person_id
     WHERE a.username = ${username} AND (${roleId}::int IS NULL OR pp.role_id = ${roleId}::int)
     ORDER BY 1`;
  return rows.map((r) => r.id);
}

/** Milestone role ids the account's person holds, one per milestone. */
export async function milestoneRoles(db: PrismaClient, username: string): Promise<number[]> {
  const rows = await db.$queryRaw<{ role_id: number }[]>`
    SELECT mp.role_id FROM milestone_person mp JOIN account a ON a.person_id = mp.person_id
     WHERE a.username = ${username}`;
  return rows.map((r) => r.role_id);
}

/** Projects on which the account's person appears neither on the project nor a milestone. */
export async function projectsWithout(db: PrismaClient, username: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM project p
     WHERE NOT EXISTS (
       SELECT 1 FROM account a
        WHERE a.username = ${username}
          AND (EXISTS (SELECT 1 FROM project_person pp WHERE pp.project_id = p.id AND pp.person_id = a.person_id)
            OR EXISTS (SELECT 1 FROM milestone_person mp JOIN milestone m ON m.id = mp.milestone_id
                        WHERE m.project_id = p.id AND mp.person_id = a.person_id)))`;
  return Number(row.n);
}

/** Projects with nobody (on the project or its milestones) whose email is in the domain. */
export async function projectsWithoutEmailDomain(db: PrismaClient, domain: string): Promise<number> {
  const pattern = `%@${domain}`;
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM project p
     WHERE NOT EXISTS (
       SELECT 1 FROM person pe
        WHERE pe.email LIKE ${pattern}
          AND (pe.id IN (SELECT person_id FROM project_person WHERE project_id = p.id)
            OR pe.id IN (SELECT mp.person_id FROM milestone_person mp
                           JOIN milestone m ON m.id = mp.milestone_id WHERE m.project_id = p.id)))`;
  return Number(row.n);
}
