import "server-only";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { needsReviewCondition, pastCompletionCondition } from "@/lib/reviews/review-condition";
import { plural, type FigureContext } from "../context";
import type { Figure } from "../figure";

// Records due a check: the projects that need review (the reminders' own rule), by why: past
// their completion date, or not changed or checked for a long time. A passed date is named
// first, as the project's badge names it. The first few of each are listed with links.

type Row = { why: "past_completion" | "unchanged"; count: number; projects: { id: number; name: string }[] };

/** Projects named under each reason; the rest are behind the link to All Projects. */
const DUE_LISTED = 10;

const DUE_REASONS = { past_completion: "Past its completion date", unchanged: "Not changed or checked for a long time" } as const;

export function dueStatement(ctx: FigureContext): Prisma.Sql {
  return Prisma.sql`
    WITH due AS (
      SELECT p.id, p.short_description, p.updated_at,
             CASE WHEN ${pastCompletionCondition()} THEN 'past_completion' ELSE 'unchanged' END AS why
        FROM project p WHERE ${ctx.scope} AND ${needsReviewCondition()})
    SELECT why, count(*)::int AS count,
           (array_agg(json_build_object('id', id, 'name', short_description) ORDER BY updated_at, id))[1:${DUE_LISTED}] AS projects
      FROM due GROUP BY why`;
}

export async function dueFigure(reader: SqlReader, ctx: FigureContext): Promise<Figure> {
  const rows = await reader.$queryRaw<Row[]>(dueStatement(ctx));
  const reasons = (Object.keys(DUE_REASONS) as Row["why"][]).map((why) => rows.find((r) => r.why === why) ?? { why, count: 0, projects: [] });
  const total = reasons.reduce((sum, r) => sum + r.count, 0);
  return {
    id: "due",
    title: "Records due a check",
    summary: total ? `${plural(total, "project")} due a check, the longest unchecked first.` : "No project is due a check.",
    narrow: { needsReview: true },
    chart: { kind: "bars", unit: "projects", bars: reasons.map((r) => ({ label: DUE_REASONS[r.why], value: r.count, narrow: { needsReview: true } })) },
    table: { rowHeader: "Why", columns: ["Projects"], rows: reasons.map((r) => ({ label: DUE_REASONS[r.why], cells: [r.count], narrow: { needsReview: true } })) },
    lists: reasons
      .filter((r) => r.count > 0)
      .map((r) => ({
        heading: DUE_REASONS[r.why],
        items: r.projects.map((p) => ({ label: p.name, href: `/projects/${p.id}/` })),
        more: r.count - r.projects.length,
      })),
  };
}
