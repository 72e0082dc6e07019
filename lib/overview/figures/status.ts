import "server-only";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addMonths, monthsBetween } from "../filters";
import { firstDay, monthLabel, plural, type FigureContext } from "../context";
import type { Figure } from "../figure";

// Projects by status: today's counts, and each month's at its end, from the activity log (every
// save of a project logs its status before and after). A project counts from the month it
// starts; before its first logged change it held the status that change started from.

type Count = { status: number; count: number };
type MonthCount = Count & { month: string };

export function statusNowStatement(ctx: FigureContext): Prisma.Sql {
  return Prisma.sql`SELECT p.status_id AS status, count(*)::int AS count FROM project p WHERE ${ctx.scope} GROUP BY p.status_id`;
}

/**
 * Each span of a status (from a logged change, or the project's start, to the next change) adds
 * one to its status from the month it begins and takes it away from the month it ends; a month's
 * count is the sum of what came before it. So the cost grows with the spans, not with months ×
 * projects. A span holds at a month's end when it began before that month ended and ends after.
 */
export function statusMonthsStatement(ctx: FigureContext): Prisma.Sql {
  const { from, to } = ctx.filters;
  return Prisma.sql`
    WITH scoped AS (SELECT p.id, p.status_id, p.start_date FROM project p WHERE ${ctx.scope}),
    changes AS (
      SELECT a.entity_id AS id, a.at, (a.before->>'status')::int AS before_status, (a.after->>'status')::int AS after_status,
             row_number() OVER (PARTITION BY a.entity_id ORDER BY a.at, a.id) AS n
        FROM activity_log a JOIN scoped s ON s.id = a.entity_id
       WHERE a.entity_type = 'project' AND a.after ? 'status'),
    spans AS (
      SELECT id, '-infinity'::timestamp AS since, COALESCE(before_status, after_status) AS status FROM changes WHERE n = 1
      UNION ALL SELECT id, at, after_status FROM changes
      UNION ALL SELECT s.id, '-infinity'::timestamp, s.status_id FROM scoped s WHERE NOT EXISTS (SELECT 1 FROM changes c WHERE c.id = s.id)),
    ranged AS (SELECT id, since, status, lead(since) OVER (PARTITION BY id ORDER BY since) AS until FROM spans),
    held AS (
      SELECT r.status, GREATEST(r.since, s.start_date::timestamp) AS begins, r.until
        FROM ranged r JOIN scoped s ON s.id = r.id
       WHERE GREATEST(r.since, s.start_date::timestamp) <= ${ctx.today}::date
         AND (r.until IS NULL OR r.until > GREATEST(r.since, s.start_date::timestamp))),
    deltas AS (
      SELECT status, month, sum(delta) AS delta
        FROM (SELECT status, date_trunc('month', begins) AS month, 1 AS delta FROM held
              UNION ALL
              SELECT status, date_trunc('month', until), -1 FROM held WHERE until IS NOT NULL) AS e
       GROUP BY status, month),
    months AS (SELECT m AS month FROM generate_series(${firstDay(from)}::timestamp, ${firstDay(to)}::timestamp, interval '1 month') AS m
                WHERE m <= ${ctx.today}::date)
    SELECT to_char(mo.month, 'YYYY-MM') AS month, d.status, sum(d.delta)::int AS count
      FROM months mo JOIN deltas d ON d.month <= mo.month
     GROUP BY mo.month, d.status
    HAVING sum(d.delta) <> 0`;
}

function months(ctx: FigureContext): string[] {
  return Array.from({ length: monthsBetween(ctx.filters.from, ctx.filters.to) }, (_, i) => addMonths(ctx.filters.from, i));
}

export async function statusNowFigure(reader: SqlReader, ctx: FigureContext): Promise<Figure> {
  const rows = await reader.$queryRaw<Count[]>(statusNowStatement(ctx));
  const count = new Map(rows.map((r) => [r.status, r.count]));
  const statuses = ctx.statuses.filter((s) => count.has(s.id) || !ctx.filters.status || s.id === ctx.filters.status);
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const largest = [...rows].sort((a, b) => b.count - a.count)[0];
  const largestName = largest ? ctx.statuses.find((s) => s.id === largest.status)?.name : undefined;
  const bars = statuses.map((s) => ({ label: s.name, value: count.get(s.id) ?? 0, narrow: { status: s.id } }));
  return {
    id: "status",
    title: "Projects by status",
    summary: total
      ? `${plural(total, "project")} in all; the most are ${largestName} (${largest.count}).`
      : "No projects match these filters.",
    narrow: null,
    chart: { kind: "bars", unit: "projects", bars },
    table: { rowHeader: "Status", columns: ["Projects"], rows: bars.map((b) => ({ label: b.label, cells: [b.value], narrow: b.narrow })) },
  };
}

export async function statusMonthsFigure(reader: SqlReader, ctx: FigureContext): Promise<Figure> {
  const rows = await reader.$queryRaw<MonthCount[]>(statusMonthsStatement(ctx));
  const periods = months(ctx);
  const at = new Map(rows.map((r) => [`${r.month}/${r.status}`, r.count]));
  const used = ctx.statuses.filter((s) => rows.some((r) => r.status === s.id));
  const series = used.map((s) => ({ name: s.name, values: periods.map((m) => at.get(`${m}/${s.id}`) ?? 0) }));
  const totals = periods.map((_, i) => series.reduce((sum, s) => sum + s.values[i], 0));
  const [first, last] = [totals[0] ?? 0, totals[totals.length - 1] ?? 0];
  return {
    id: "status-months",
    title: "Projects by status, month by month",
    summary: `At the end of ${monthLabel(periods[0])}: ${plural(first, "project")}; at the end of ${monthLabel(periods[periods.length - 1])}: ${plural(last, "project")}.`,
    narrow: null,
    chart: { kind: "stacked", unit: "projects", periods: periods.map(monthLabel), series },
    table: {
      rowHeader: "Month",
      columns: [...used.map((s) => s.name), "All"],
      rows: periods.map((m, i) => ({ label: monthLabel(m), cells: [...series.map((s) => s.values[i]), totals[i]], narrow: null })),
    },
  };
}
