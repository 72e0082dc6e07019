import "server-only";
import { clock } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// Sets the domain and people links of a project or milestone to the saved lists, in one
// statement, touching only what differs: links that are gone are deleted, new ones inserted, a
// changed role updated, and links that stay are left alone (so the document and search-text
// triggers have nothing to rewrite for them). A list left out of the payload (undefined) keeps
// the links as they are.
//
// The same statement keeps the role history (docs/product.md#my-contributions): a role that
// ends (the person taken off, or given another role) has its open history row closed, or gets a
// row without a start when it was held before history was kept; a role that starts gets an open
// row. Every data-modifying CTE reads one snapshot taken before any of them writes, so `held` is
// the links as they were and the history's NOT EXISTS sees the rows as they were. The saves hold
// the project's write lock (permissions.ts), so no other save of the item runs in between.

type Links = {
  domains?: { eml: number[]; rcoa: number[] };
  people?: { id: number; role: number }[];
};

type Owner = { domains: string; people: string; history: string; key: string };

// Fixed table and column names only; never built from input.
const PROJECT: Owner = { domains: "project_domain", people: "project_person", history: "project_role_history", key: "project_id" };
const MILESTONE: Owner = { domains: "milestone_domain", people: "milestone_person", history: "milestone_role_history", key: "milestone_id" };

const domainIds = (d: { eml: number[]; rcoa: number[] }) => [...new Set([...d.eml, ...d.rcoa])];

function domainChanges(owner: Owner, id: number, domains: number[]): Prisma.Sql[] {
  const [table, key] = [Prisma.raw(owner.domains), Prisma.raw(owner.key)];
  return [
    Prisma.sql`domains_gone AS (DELETE FROM ${table} WHERE ${key} = ${id} AND domain_id <> ALL(${domains}::int[]))`,
    Prisma.sql`domains_new AS (INSERT INTO ${table} (${key}, domain_id) SELECT ${id}, d FROM unnest(${domains}::int[]) AS d
                               ON CONFLICT DO NOTHING)`,
  ];
}

function peopleChanges(owner: Owner, id: number, people: { id: number; role: number }[]): Prisma.Sql[] {
  const [table, key] = [Prisma.raw(owner.people), Prisma.raw(owner.key)];
  const personIds = people.map((p) => p.id);
  const roleIds = people.map((p) => p.role);
  return [
    Prisma.sql`people_gone AS (DELETE FROM ${table} WHERE ${key} = ${id} AND person_id <> ALL(${personIds}::int[]))`,
    // One row per person (the payload schema refuses duplicates), so ON CONFLICT meets each once.
    Prisma.sql`people_new AS (INSERT INTO ${table} AS l (${key}, person_id, role_id)
                              SELECT ${id}, x.person_id, x.role_id
                                FROM unnest(${personIds}::int[], ${roleIds}::int[]) AS x(person_id, role_id)
                              ON CONFLICT (${key}, person_id) DO UPDATE SET role_id = EXCLUDED.role_id
                              WHERE l.role_id <> EXCLUDED.role_id)`,
    ...historyChanges(owner, id, personIds, roleIds),
  ];
}

function historyChanges(owner: Owner, id: number, personIds: number[], roleIds: number[]): Prisma.Sql[] {
  const [table, history, key] = [Prisma.raw(owner.people), Prisma.raw(owner.history), Prisma.raw(owner.key)];
  const now = clock.now();
  return [
    Prisma.sql`held AS (SELECT person_id, role_id FROM ${table} WHERE ${key} = ${id})`,
    Prisma.sql`wanted AS (SELECT * FROM unnest(${personIds}::int[], ${roleIds}::int[]) AS w(person_id, role_id))`,
    Prisma.sql`ended AS (SELECT person_id, role_id FROM held EXCEPT SELECT person_id, role_id FROM wanted)`,
    Prisma.sql`started AS (SELECT person_id, role_id FROM wanted EXCEPT SELECT person_id, role_id FROM held)`,
    Prisma.sql`history_closed AS (UPDATE ${history} AS h SET removed_at = ${now}
                                    FROM ended AS e
                                   WHERE h.${key} = ${id} AND h.person_id = e.person_id AND h.role_id = e.role_id
                                     AND h.removed_at IS NULL)`,
    Prisma.sql`history_before AS (INSERT INTO ${history} (${key}, person_id, role_id, added_at, removed_at)
                                  SELECT ${id}, e.person_id, e.role_id, NULL, ${now} FROM ended AS e
                                   WHERE NOT EXISTS (SELECT 1 FROM ${history} AS h
                                                      WHERE h.${key} = ${id} AND h.person_id = e.person_id
                                                        AND h.role_id = e.role_id AND h.removed_at IS NULL))`,
    Prisma.sql`history_opened AS (INSERT INTO ${history} (${key}, person_id, role_id, added_at)
                                  SELECT ${id}, s.person_id, s.role_id, ${now} FROM started AS s)`,
  ];
}

async function setLinks(tx: Tx, owner: Owner, id: number, links: Links): Promise<void> {
  const parts = [
    ...(links.domains ? domainChanges(owner, id, domainIds(links.domains)) : []),
    ...(links.people ? peopleChanges(owner, id, links.people) : []),
  ];
  if (!parts.length) return;
  // Data-modifying CTEs all run, referenced or not, on one snapshot: the deletes and inserts
  // touch disjoint rows.
  await tx.$executeRaw`WITH ${Prisma.join(parts, ", ")} SELECT 1`;
}

export async function replaceProjectLinks(tx: Tx, projectId: number, links: Links): Promise<void> {
  await setLinks(tx, PROJECT, projectId, links);
}

export async function replaceMilestoneLinks(tx: Tx, milestoneId: number, links: Links): Promise<void> {
  await setLinks(tx, MILESTONE, milestoneId, links);
}
