import "server-only";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { peopleChanges, runChanges, type LinkOwner } from "./links";

// A save's links: sets the domains and the people of a project or milestone to the saved lists,
// in one statement, touching only what differs (links that stay are left alone, so the document
// and search-text triggers have nothing to rewrite for them). The people's part, with its role
// history, comes from the one home of role links (links.ts). A list left out of the payload (undefined)
// keeps the links as they are. The saves hold the project's write lock (permissions.ts) and
// write the item's new version themselves.

type Links = {
  domains?: { eml: number[]; rcoa: number[] };
  people?: { id: number; role: number }[];
};

type Owner = { kind: LinkOwner; domains: string; key: string };

// Fixed table and column names only; never built from input.
const PROJECT: Owner = { kind: "project", domains: "project_domain", key: "project_id" };
const MILESTONE: Owner = { kind: "milestone", domains: "milestone_domain", key: "milestone_id" };

const domainIds = (d: { eml: number[]; rcoa: number[] }) => [...new Set([...d.eml, ...d.rcoa])];

function domainChanges(owner: Owner, id: number, domains: number[]): Prisma.Sql[] {
  const [table, key] = [Prisma.raw(owner.domains), Prisma.raw(owner.key)];
  return [
    Prisma.sql`domains_gone AS (DELETE FROM ${table} WHERE ${key} = ${id} AND domain_id <> ALL(${domains}::int[]))`,
    Prisma.sql`domains_new AS (INSERT INTO ${table} (${key}, domain_id) SELECT ${id}, d FROM unnest(${domains}::int[]) AS d
                               ON CONFLICT DO NOTHING)`,
  ];
}

async function setLinks(tx: Tx, owner: Owner, id: number, links: Links): Promise<void> {
  const parts = [
    ...(links.domains ? domainChanges(owner, id, domainIds(links.domains)) : []),
    ...(links.people ? peopleChanges(owner.kind, id, links.people) : []),
  ];
  // One snapshot: the domains' and the people's deletes and inserts touch disjoint rows.
  await runChanges(tx, parts);
}

export async function replaceProjectLinks(tx: Tx, projectId: number, links: Links): Promise<void> {
  await setLinks(tx, PROJECT, projectId, links);
}

export async function replaceMilestoneLinks(tx: Tx, milestoneId: number, links: Links): Promise<void> {
  await setLinks(tx, MILESTONE, milestoneId, links);
}
