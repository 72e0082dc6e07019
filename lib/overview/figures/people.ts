import "server-only";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { plural, type FigureContext } from "../context";
import type { Figure } from "../figure";

// People taking part: the distinct people who held a role on a counted project or one of its
// milestones at any time in each quarter of the range, from the role history, by the
// organisation of their address's domain. A role held before history was kept (a history row
// without a start, or a role held now with no history row at all) counts from the beginning. With an organisation chosen (a visitor's is always theirs), only
// that organisation's people count.

type Row = { quarter: number; organisation: number | null; count: number };

/** The organisations drawn by name; the rest are added up as one. */
const NAMED_MOST = 6;
const OTHER_ORGANISATIONS = "Other organisations";
const NO_ORGANISATION = "No organisation";

/** A moment's quarter as a number: year × 4 + its quarter less one. */
const quarterIndex = (column: "added_at" | "removed_at") =>
  Prisma.raw(`(extract(year from h.${column})::int * 4 + extract(quarter from h.${column})::int - 1)`);
const indexOf = (day: string) => {
  const [y, m] = day.split("-").map(Number);
  return y * 4 + Math.floor((m - 1) / 3);
};

/** The quarters drawn: those of the range, up to this one (2026-Q1, ...). */
function quarters(ctx: FigureContext): string[] {
  const last = Math.min(indexOf(ctx.filters.to), indexOf(ctx.today));
  const out: string[] = [];
  for (let i = indexOf(ctx.filters.from); i <= last; i++) out.push(`${Math.floor(i / 4)}-Q${(i % 4) + 1}`);
  return out;
}

export function peopleStatement(ctx: FigureContext): Prisma.Sql {
  const only = ctx.organisation ? Prisma.sql`WHERE od.organisation_id = ${ctx.organisation}` : Prisma.empty;
  const q0 = indexOf(ctx.filters.from);
  const n = quarters(ctx).length;
  return Prisma.sql`
    WITH scoped AS (SELECT p.id FROM project p WHERE ${ctx.scope}),
    held AS (
      SELECT h.person_id, h.added_at, h.removed_at FROM project_role_history h JOIN scoped s ON s.id = h.project_id
      UNION ALL
      SELECT h.person_id, h.added_at, h.removed_at FROM milestone_role_history h
        JOIN milestone m ON m.id = h.milestone_id JOIN scoped s ON s.id = m.project_id
      -- A role held now without an open history row was taken before history was kept.
      UNION ALL
      SELECT pp.person_id, NULL, NULL FROM project_person pp JOIN scoped s ON s.id = pp.project_id
       WHERE NOT EXISTS (SELECT 1 FROM project_role_history h
                          WHERE h.project_id = pp.project_id AND h.person_id = pp.person_id AND h.removed_at IS NULL)
      UNION ALL
      SELECT mp.person_id, NULL, NULL FROM milestone_person mp
        JOIN milestone m ON m.id = mp.milestone_id JOIN scoped s ON s.id = m.project_id
       WHERE NOT EXISTS (SELECT 1 FROM milestone_role_history h
                          WHERE h.milestone_id = mp.milestone_id AND h.person_id = mp.person_id AND h.removed_at IS NULL)),
    -- Each span as the quarters it touches, bits 0 to n-1 of a mask; a person's quarters are
    -- the OR of their spans' masks. One pass over the spans, one row per person after it.
    spans AS (
      SELECT person_id,
             GREATEST(COALESCE(${quarterIndex("added_at")} - ${q0}, 0), 0) AS first,
             LEAST(COALESCE(${quarterIndex("removed_at")} - ${q0}, ${n - 1}), ${n - 1}) AS last
        FROM held AS h),
    per_person AS (
      SELECT person_id, bit_or((1::bigint << (last + 1)) - (1::bigint << first)) AS quarters
        FROM spans WHERE first <= last GROUP BY person_id),
    organisation_of AS (
      SELECT pp.quarters, od.organisation_id
        FROM per_person pp JOIN person pe ON pe.id = pp.person_id
        LEFT JOIN organisation_domain od ON od.domain = substring(pe.email::text from '@([^@]+)$')::citext
      ${only})
    SELECT q.i AS quarter, o.organisation_id AS organisation, count(*)::int AS count
      FROM generate_series(0, ${n - 1}) AS q(i) JOIN organisation_of o ON o.quarters & (1::bigint << q.i) <> 0
     GROUP BY q.i, o.organisation_id`;
}

const quarterLabel = (quarter: string) => quarter.replace("-", " ");

export async function peopleFigure(reader: SqlReader, ctx: FigureContext): Promise<Figure> {
  const rows = await reader.$queryRaw<Row[]>(peopleStatement(ctx));
  const periods = quarters(ctx);
  const totals = new Map<number, number>();
  for (const r of rows) if (r.organisation !== null) totals.set(r.organisation, (totals.get(r.organisation) ?? 0) + r.count);
  const named = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, NAMED_MOST).map(([id]) => id);
  const nameOf = (id: number) => ctx.organisations.find((o) => o.id === id)?.name ?? OTHER_ORGANISATIONS;
  const bucket = (r: Row) => (r.organisation === null ? NO_ORGANISATION : named.includes(r.organisation) ? nameOf(r.organisation) : OTHER_ORGANISATIONS);
  const names = [...named.map(nameOf), OTHER_ORGANISATIONS, NO_ORGANISATION].filter((name) => rows.some((r) => bucket(r) === name));
  const series = names.map((name) => ({
    name,
    values: periods.map((_, i) => rows.filter((r) => r.quarter === i && bucket(r) === name).reduce((sum, r) => sum + r.count, 0)),
  }));
  const perQuarter = periods.map((_, i) => series.reduce((sum, s) => sum + s.values[i], 0));
  const busiest = perQuarter.indexOf(Math.max(0, ...perQuarter));
  return {
    id: "people",
    title: "People taking part",
    summary: perQuarter.some((n) => n > 0)
      ? `The most people in a quarter: ${plural(perQuarter[busiest], "person", "people")} in ${quarterLabel(periods[busiest])}.`
      : "Nobody held a role on these projects in these quarters.",
    narrow: null,
    chart: { kind: "stacked", unit: "people", periods: periods.map(quarterLabel), series },
    table: {
      rowHeader: "Quarter",
      columns: [...names, "All"],
      rows: periods.map((quarter, i) => ({ label: quarterLabel(quarter), cells: [...series.map((s) => s.values[i]), perQuarter[i]], narrow: null })),
    },
  };
}
