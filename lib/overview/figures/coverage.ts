import "server-only";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { plural, type FigureContext } from "../context";
import type { Figure, Narrow } from "../figure";

// Curriculum coverage: for every EML domain and RCoA domain, the projects that have both, on the
// project or on one of its milestones (the search's own rule for a domain, so a cell's link
// lists the projects it counts). The empty cells are the gaps the board asks about.

type Cell = { eml: number; rcoa: number; count: number };

export function coverageStatement(ctx: FigureContext): Prisma.Sql {
  return Prisma.sql`
    WITH scoped AS (SELECT p.id FROM project p WHERE ${ctx.scope}),
    held AS (
      SELECT pd.project_id, pd.domain_id FROM project_domain pd JOIN scoped s ON s.id = pd.project_id
      UNION
      SELECT m.project_id, md.domain_id FROM milestone_domain md JOIN milestone m ON m.id = md.milestone_id
        JOIN scoped s ON s.id = m.project_id),
    typed AS (SELECT h.project_id, h.domain_id, d.taxonomy FROM held h JOIN domain d ON d.id = h.domain_id)
    SELECT e.domain_id AS eml, r.domain_id AS rcoa, count(*)::int AS count
      FROM typed e JOIN typed r ON r.project_id = e.project_id AND r.taxonomy = 'rcoa'
     WHERE e.taxonomy = 'eml'
     GROUP BY e.domain_id, r.domain_id`;
}

export async function coverageFigure(reader: SqlReader, ctx: FigureContext): Promise<Figure> {
  const cells = await reader.$queryRaw<Cell[]>(coverageStatement(ctx));
  const at = new Map(cells.map((c) => [`${c.eml}/${c.rcoa}`, c.count]));
  const counts = ctx.eml.map((e) => ctx.rcoa.map((r) => at.get(`${e.id}/${r.id}`) ?? 0));
  const narrow: Narrow[][] = ctx.eml.map((e) => ctx.rcoa.map((r) => ({ eml: e.id, rcoa: r.id })));
  const empty = counts.flat().filter((n) => n === 0).length;
  const all = ctx.eml.length * ctx.rcoa.length;
  return {
    id: "coverage",
    title: "Curriculum coverage",
    summary: all
      ? `Projects in each pair of an EML domain and an RCoA domain: ${plural(empty, "pair")} of ${all} ${empty === 1 ? "has" : "have"} no project.`
      : "There are no domains to count.",
    narrow: null,
    chart: { kind: "grid", rowsTitle: "EML domain", columnsTitle: "RCoA domain", rows: ctx.eml.map((e) => e.name), columns: ctx.rcoa.map((r) => r.name), counts, narrow },
    table: {
      rowHeader: "EML domain",
      columns: ctx.rcoa.map((r) => r.name),
      rows: ctx.eml.map((e, i) => ({ label: e.name, cells: counts[i], narrow: { eml: e.id } })),
    },
  };
}
