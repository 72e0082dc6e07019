import "server-only";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// Sets the domain and people links of a project or milestone to the saved lists, in one
// statement, touching only what differs: links that are gone are deleted, new ones inserted, a
// changed role updated, and links that stay are left alone (so the document and search-text
// triggers have nothing to rewrite for them). A list left out of the payload (undefined) keeps
// the links as they are.

type Links = {
  domains?: { eml: number[]; rcoa: number[] };
  people?: { id: number; role: number }[];
};

type Owner = { domains: string; people: string; key: string };

// Fixed table and column names only; never built from input.
const PROJECT: Owner = { domains: "project_domain", people: "project_person", key: "project_id" };
const MILESTONE: Owner = { domains: "milestone_domain", people: "milestone_person", key: "milestone_id" };

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
