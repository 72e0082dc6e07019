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
    WITH open_milestones AS (
      SELECT m.id, m.looking_for_id, m.places
        FROM milestone m JOIN project p ON p.id = m.project_id
       WHERE ${ctx.scope}
         AND m.looking_for_id = ANY(${[...ASKABLE_LOOKING_FOR]}::int[])
         AND m.status_id <> ALL(${[...CLOSED_STATUSES]}::int[])
         AND (m.end_date IS NULL OR m.end_date >= ${ctx.today}::date))
    -- The counts per milestone by its own indexes, for the open milestones alone.
    SELECT o.looking_for_id AS stage, count(*)::int AS milestones,
           COALESCE(sum(GREATEST(o.places - (SELECT count(*) FROM milestone_person mp WHERE mp.milestone_id = o.id), 0)), 0)::int AS places_left,
           COALESCE(sum((SELECT count(*) FROM interest_request ir WHERE ir.milestone_id = o.id AND ir.status = 'open')), 0)::int AS waiting
      FROM open_milestones o
     GROUP BY o.looking_for_id`;
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
