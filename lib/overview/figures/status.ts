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
    months AS (SELECT m::date AS month, LEAST(m + interval '1 month', ${ctx.today}::date + interval '1 day') AS ends
                 FROM generate_series(${firstDay(from)}::date, ${firstDay(to)}::date, interval '1 month') AS m)
    SELECT to_char(mo.month, 'YYYY-MM') AS month, r.status, count(*)::int AS count
      FROM months mo
      JOIN ranged r ON r.since < mo.ends AND (r.until IS NULL OR r.until >= mo.ends)
      JOIN scoped s ON s.id = r.id AND s.start_date < mo.ends
     WHERE mo.month <= ${ctx.today}::date
     GROUP BY mo.month, r.status`;
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
