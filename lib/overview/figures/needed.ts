import "server-only";
import type { SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ASKABLE_LOOKING_FOR, CLOSED_STATUSES, STAGE_WANTED, type AskableLookingFor } from "@/lib/interest/constants";
import { plural, type FigureContext } from "../context";
import type { Figure } from "../figure";

// Where people are needed: the milestones that take requests (looking for someone, not closed,
// not past their end: Open to join's own rule), by the stage they want; the places left where
// the lead set places (places less the people on it), and the requests waiting for a decision.

type Row = { stage: number; milestones: number; places_left: number; waiting: number };

export function neededStatement(ctx: FigureContext): Prisma.Sql {
  return Prisma.sql`
    SELECT m.looking_for_id AS stage, count(*)::int AS milestones,
           COALESCE(sum(GREATEST(m.places - COALESCE(pe.n, 0), 0)), 0)::int AS places_left,
           COALESCE(sum(w.n), 0)::int AS waiting
      FROM milestone m
      JOIN project p ON p.id = m.project_id
      LEFT JOIN (SELECT milestone_id, count(*) AS n FROM milestone_person GROUP BY milestone_id) pe ON pe.milestone_id = m.id
      LEFT JOIN (SELECT milestone_id, count(*) AS n FROM interest_request WHERE status = 'open' GROUP BY milestone_id) w ON w.milestone_id = m.id
     WHERE ${ctx.scope}
       AND m.looking_for_id = ANY(${[...ASKABLE_LOOKING_FOR]}::int[])
       AND m.status_id <> ALL(${[...CLOSED_STATUSES]}::int[])
       AND (m.end_date IS NULL OR m.end_date >= ${ctx.today}::date)
     GROUP BY m.looking_for_id`;
}

export async function neededFigure(reader: SqlReader, ctx: FigureContext): Promise<Figure> {
  const rows = await reader.$queryRaw<Row[]>(neededStatement(ctx));
  const open = ctx.statuses.map((s) => s.id).filter((id) => !(CLOSED_STATUSES as readonly number[]).includes(id));
  const stages = ASKABLE_LOOKING_FOR.map((stage) => {
    const row = rows.find((r) => r.stage === stage);
    return { stage, name: STAGE_WANTED[stage as AskableLookingFor], milestones: row?.milestones ?? 0, places: row?.places_left ?? 0, waiting: row?.waiting ?? 0 };
  });
  const total = stages.reduce((sum, s) => sum + s.milestones, 0);
  const waiting = stages.reduce((sum, s) => sum + s.waiting, 0);
  const narrow = (stage: number) => ({ lookingFor: [stage], milestoneStatus: open });
  return {
    id: "needed",
    title: "Where people are needed",
    summary: `${plural(total, "milestone")} looking for people, with ${plural(waiting, "request")} waiting for a decision.`,
    narrow: { lookingFor: [...ASKABLE_LOOKING_FOR], milestoneStatus: open },
    chart: { kind: "bars", unit: "milestones", bars: stages.map((s) => ({ label: s.name, value: s.milestones, narrow: narrow(s.stage) })) },
    table: {
      rowHeader: "Looking for",
      columns: ["Milestones", "Places left", "Requests waiting"],
      rows: stages.map((s) => ({ label: s.name, cells: [s.milestones, s.places, s.waiting], narrow: narrow(s.stage) })),
    },
  };
}
