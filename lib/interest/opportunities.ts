import "server-only";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { ukDayOf } from "@/lib/dates";
import { db, directReads } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ownerOfSession } from "@/lib/people/addresses";
import { escapeLike } from "@/lib/projects/search-condition";
import type { Milestone, Project } from "@/lib/projects/types";
import { visibleProjects } from "@/lib/projects/visible-projects";
import { ASKABLE_LOOKING_FOR, CLOSED_STATUSES, STAGE_WANTED, type AskableLookingFor } from "./constants";
import { mayAsk, needsName } from "./eligibility";
import { OPPORTUNITIES_MAX, type OpportunitiesAnswer, type OpportunitiesQuery, type Opportunity } from "./opportunity-schemas";

// GET /api/opportunities/ (level 2+): Open to join, every milestone the viewer could ask to
// join (docs/product.md#open-to-join). The milestones come from one statement with the lists'
// own visibility rule (a visitor sees their organisation's projects only) and the stored JSON
// the lists send, so a milestone reads here as it does on its project's page; who may ask is the
// project page's own rule (mayAsk), and the viewer's waiting requests are those under the
// addresses that are theirs (lib/people/addresses.ts).

type Row = { id: number; places: number | null; milestone: string; project: string; total: number };

const NAME_MAX = 120;
const DESCRIPTION_MAX = 300;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Each word in the milestone's description or its project's descriptions, as the search matches words. */
function textCondition(text: string): Prisma.Sql | null {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 10);
  if (!words.length) return null;
  const haystack = Prisma.sql`lower(unaccent(ms.description || ' ' || p.short_description || ' ' || p.long_description))`;
  return Prisma.join(
    words.map((word) => Prisma.sql`${haystack} LIKE ('%' || lower(unaccent(${escapeLike(word)})) || '%')`),
    " AND ",
  );
}

/** The milestone has one of these domains itself. */
function domainCondition(ids: number[]): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM milestone_domain md WHERE md.milestone_id = ms.id AND md.domain_id = ANY(${ids}::int[]))`;
}

function condition(session: CurrentSession, query: OpportunitiesQuery, today: string): Prisma.Sql {
  const wanted = query.stage ? [query.stage] : [...ASKABLE_LOOKING_FOR];
  const parts = [
    visibleProjects(session, "all"),
    Prisma.sql`ms.looking_for_id = ANY(${wanted}::int[])`,
    Prisma.sql`ms.status_id <> ALL(${[...CLOSED_STATUSES]}::int[])`,
    // By the app's clock, the UK's day: a milestone takes nobody new after its end date.
    Prisma.sql`(ms.end_date IS NULL OR ms.end_date >= ${today}::date)`,
  ];
  if (query.eml.length) parts.push(domainCondition(query.eml));
  if (query.rcoa.length) parts.push(domainCondition(query.rcoa));
  const text = textCondition(query.q);
  if (text) parts.push(text);
  return Prisma.join(parts, " AND ");
}

async function matchingRows(where: Prisma.Sql): Promise<Row[]> {
  return directReads.$queryRaw<Row[]>(Prisma.sql`
    SELECT ms.id, ms.places, ms.doc AS milestone, p.doc AS project, (count(*) OVER ())::int AS total
      FROM milestone ms JOIN project p ON p.id = ms.project_id
     WHERE ${where}
     ORDER BY ms.start_date ASC NULLS LAST, ms.id ASC
     LIMIT ${OPPORTUNITIES_MAX}`);
}

/** The viewer's waiting requests on these milestones, by milestone: only under their own addresses. */
async function waitingRequests(session: CurrentSession, milestoneIds: number[]): Promise<Map<number, Opportunity["my_request"]>> {
  const mine = new Map<number, Opportunity["my_request"]>();
  if (!milestoneIds.length) return mine;
  const { addresses } = await ownerOfSession(db, session);
  if (!addresses.length) return mine;
  const rows = await db.interestRequest.findMany({
    where: { email: { in: addresses }, status: "open", milestoneId: { in: milestoneIds } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, milestoneId: true, createdAt: true },
  });
  for (const r of rows) mine.set(r.milestoneId, { id: r.id, asked_at: r.createdAt.toISOString() });
  return mine;
}

function opportunityOf(row: Row, session: CurrentSession, today: string, mine: Map<number, Opportunity["my_request"]>): Opportunity {
  const milestone = JSON.parse(row.milestone) as Milestone;
  const project = JSON.parse(row.project) as Omit<Project, "milestones">;
  const lookingFor = milestone.looking_for as AskableLookingFor;
  return {
    milestone: milestone.id,
    name: shorten(milestone.description.split("\n")[0] ?? "", NAME_MAX),
    description: shorten(milestone.description, DESCRIPTION_MAX),
    start_date: milestone.start_date,
    end_date: milestone.end_date,
    domains: milestone.domains,
    looking_for: lookingFor,
    stage_wanted: STAGE_WANTED[lookingFor],
    project: { id: project.id, name: project.short_description },
    places_left: row.places === null ? null : Math.max(0, row.places - milestone.people.length),
    may_ask: mayAsk(session, project, milestone, today),
    my_request: mine.get(milestone.id) ?? null,
  };
}

export async function listOpportunities(session: CurrentSession, query: OpportunitiesQuery): Promise<OpportunitiesAnswer> {
  const today = ukDayOf(clock.now());
  const rows = await matchingRows(condition(session, query, today));
  const mine = await waitingRequests(session, rows.map((r) => r.id));
  return {
    opportunities: rows.map((row) => opportunityOf(row, session, today, mine)),
    more: rows.length ? rows[0].total - rows.length : 0,
    needs_name: needsName(session),
  };
}
