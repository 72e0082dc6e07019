import "server-only";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { LEVEL } from "@/lib/levels";
import { accountIsPersons } from "@/lib/people/addresses";

// The members open to projects today (docs/product.md#open-to-projects): every account that said
// so, whose last day has not passed (the app's clock, the UK's day), live (not disabled, level 3
// and up) and with a person to show (lib/people/addresses.ts: the person linked to it, or one
// recorded under its verified address). Nobody else is ever read here. Their addresses are not
// read: only an administrator's answer carries the account's own (`email`).

export type Candidate = {
  accountId: number;
  name: string;
  email: string;
  stage: string;
  organisation: string | null;
  organisationId: number | null;
  note: string;
  until: string;
  /** The first day they can take part (yyyy-MM-dd), as saved: it may have passed. */
  availableFrom: string;
  since: Date;
  domainIds: number[];
  personIds: number[];
};

type Row = {
  account_id: number;
  name: string | null;
  email: string;
  stage: string;
  organisation: string | null;
  organisation_id: number | null;
  note: string;
  until: string;
  available_from: string;
  created_at: Date;
  domain_ids: number[];
  person_ids: number[];
};

export type CandidateFilter = { today: string; stages?: string[]; organisation?: number | null; accountIds?: number[] };

export async function openCandidates(reader: SqlReader, filter: CandidateFilter): Promise<Candidate[]> {
  const where = [
    Prisma.sql`o.until >= ${filter.today}::date`,
    Prisma.sql`NOT a.disabled`,
    Prisma.sql`a.level >= ${LEVEL.account}`,
    ...(filter.stages ? [Prisma.sql`o.stage = ANY(${filter.stages}::text[])`] : []),
    ...(filter.organisation ? [Prisma.sql`o.organisation_id = ${filter.organisation}`] : []),
    ...(filter.accountIds ? [Prisma.sql`o.account_id = ANY(${filter.accountIds}::int[])`] : []),
  ];
  const rows = await reader.$queryRaw<Row[]>(Prisma.sql`
    SELECT o.account_id, a.email::text AS email, o.stage, org.name AS organisation, o.organisation_id, o.note,
           to_char(o.until, 'YYYY-MM-DD') AS until,
           to_char(o.available_from, 'YYYY-MM-DD') AS available_from, o.created_at,
           (SELECT pe.first_name || ' ' || pe.last_name FROM person pe
             WHERE ${accountIsPersons("a", "pe")} AND pe.erased_at IS NULL
             ORDER BY (pe.id = a.person_id) IS TRUE DESC, pe.id LIMIT 1) AS name,
           ARRAY(SELECT od.domain_id FROM open_to_projects_domain od WHERE od.account_id = o.account_id ORDER BY od.domain_id) AS domain_ids,
           ARRAY(SELECT pe.id FROM person pe WHERE ${accountIsPersons("a", "pe")}) AS person_ids
      FROM open_to_projects o
      JOIN account a ON a.id = o.account_id
      LEFT JOIN organisation org ON org.id = o.organisation_id
     WHERE ${Prisma.join(where, " AND ")}`);
  return rows
    .filter((r): r is Row & { name: string } => r.name !== null)
    .map((r) => ({
      accountId: r.account_id,
      name: r.name,
      email: r.email,
      stage: r.stage,
      organisation: r.organisation,
      organisationId: r.organisation_id,
      note: r.note,
      until: r.until,
      availableFrom: r.available_from,
      since: r.created_at,
      domainIds: r.domain_ids,
      personIds: r.person_ids,
    }));
}

/** How many projects and milestones with one of `domainIds` each person holds or has held a role on (role history included). */
export async function rolesInDomains(reader: SqlReader, personIds: number[], domainIds: number[]): Promise<Map<number, Set<string>>> {
  const held = new Map<number, Set<string>>();
  if (!personIds.length || !domainIds.length) return held;
  const rows = await reader.$queryRaw<{ person_id: number; item: string }[]>(Prisma.sql`
    SELECT DISTINCT x.person_id, 'project:' || x.project_id AS item
      FROM (SELECT person_id, project_id FROM project_person UNION SELECT person_id, project_id FROM project_role_history) x
     WHERE x.person_id = ANY(${personIds}::int[])
       AND EXISTS (SELECT 1 FROM project_domain d WHERE d.project_id = x.project_id AND d.domain_id = ANY(${domainIds}::int[]))
    UNION
    SELECT DISTINCT y.person_id, 'milestone:' || y.milestone_id
      FROM (SELECT person_id, milestone_id FROM milestone_person UNION SELECT person_id, milestone_id FROM milestone_role_history) y
     WHERE y.person_id = ANY(${personIds}::int[])
       AND EXISTS (SELECT 1 FROM milestone_domain d WHERE d.milestone_id = y.milestone_id AND d.domain_id = ANY(${domainIds}::int[]))`);
  for (const r of rows) held.set(r.person_id, (held.get(r.person_id) ?? new Set()).add(r.item));
  return held;
}
