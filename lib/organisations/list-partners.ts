import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { visibleProjects } from "@/lib/projects/visible-projects";
import { quickAccessViewer } from "./quick-access-viewer";
import type { Partner } from "./partner-schemas";

// Organisations with their domains and what they reach: people by email domain, and the
// projects their quick-access visitors see (the same condition the project lists use).

async function peopleCounts(): Promise<Map<number, number>> {
  const rows = await db.$queryRaw<{ organisation_id: number; n: number }[]>`
    SELECT od.organisation_id, count(DISTINCT pe.id)::int AS n
      FROM person pe
      JOIN organisation_domain od ON od.domain = substring(pe.email::text from '@([^@]+)$')::citext
     GROUP BY od.organisation_id`;
  return new Map(rows.map((r) => [r.organisation_id, r.n]));
}

async function projectCount(organisationId: number): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM project p WHERE ${visibleProjects(quickAccessViewer(organisationId), "all")}`;
  return row?.n ?? 0;
}

async function activeShareLinkCounts(): Promise<Map<number, number>> {
  const rows = await db.shareLink.groupBy({
    by: ["organisationId"],
    where: { revokedAt: null, expiresAt: { gt: clock.now() } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.organisationId, r._count._all]));
}

export async function listPartners(): Promise<Partner[]> {
  const [organisations, people, links] = await Promise.all([
    db.organisation.findMany({
      orderBy: { name: "asc" },
      select: { id: true, name: true, domains: { select: { domain: true }, orderBy: { domain: "asc" } } },
    }),
    peopleCounts(),
    activeShareLinkCounts(),
  ]);
  const projects = await Promise.all(organisations.map((o) => projectCount(o.id)));
  return organisations.map((o, i) => ({
    id: o.id,
    name: o.name,
    domains: o.domains.map((d) => d.domain),
    people: people.get(o.id) ?? 0,
    projects: projects[i],
    activeShareLinks: links.get(o.id) ?? 0,
  }));
}
