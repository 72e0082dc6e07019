import "server-only";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { directReads, type SqlReader } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { LEVEL } from "@/lib/levels";
import { isoDay } from "@/lib/reviews/review-rules";
import type { Named, FigureContext } from "./context";
import type { Figure } from "./figure";
import { withDefaults, type FigureId, type OverviewFilters, type OverviewQuery } from "./filters";
import { coverageFigure } from "./figures/coverage";
import { dueFigure } from "./figures/due";
import { neededFigure } from "./figures/needed";
import { peopleFigure } from "./figures/people";
import { statusMonthsFigure, statusNowFigure } from "./figures/status";
import { OVERVIEW_MESSAGES } from "./messages";
import { filterCriteria, overviewScope } from "./scope";
import type { ProjectSearchCriteria } from "@/lib/projects/schemas";

// The overview (docs/product.md#overview): its filters checked against the directory, then each
// figure computed by the database for the projects the viewer may see. Reads only.

export type OverviewChoices = { organisations: Named[]; domains: { eml: Named[]; rcoa: Named[] }; statuses: Named[] };

export type Overview = {
  filters: OverviewFilters;
  /** the search the filters make on All Projects, for the figures' links */
  criteria: ProjectSearchCriteria;
  /** what the filter form offers; a visitor is offered no other organisation */
  choices: OverviewChoices;
  /** a visitor's figures are their organisation's */
  visitorOrganisation: string | null;
  figures: Figure[];
};

export type OverviewResult = { ok: true; overview: Overview } | { ok: false; errors: string[] };

const FIGURES: Record<FigureId, (reader: SqlReader, ctx: FigureContext) => Promise<Figure>> = {
  status: statusNowFigure,
  "status-months": statusMonthsFigure,
  coverage: coverageFigure,
  needed: neededFigure,
  people: peopleFigure,
  due: dueFigure,
};

type ChoiceRow = { list: "organisation" | "eml" | "rcoa" | "status"; id: number; name: string };

/** Everything the filters offer, in one statement: the organisations (a visitor's own alone), domains and statuses. */
async function loadChoices(viewer: CurrentSession): Promise<OverviewChoices> {
  const organisations = viewer.level < LEVEL.account ? Prisma.sql`WHERE id = ${viewer.organisationId ?? -1}` : Prisma.empty;
  const rows = await directReads.$queryRaw<ChoiceRow[]>(Prisma.sql`
    SELECT list, id, name FROM (
      SELECT 'organisation' AS list, id, name, 0 AS sort_order FROM organisation ${organisations}
      UNION ALL SELECT taxonomy::text, id, description, sort_order FROM domain WHERE NOT retired
      UNION ALL SELECT 'status', id, description, sort_order FROM status WHERE NOT retired) AS c
     ORDER BY list, sort_order, CASE WHEN list = 'organisation' THEN name END, id`);
  const of = (list: ChoiceRow["list"]): Named[] => rows.filter((r) => r.list === list).map(({ id, name }) => ({ id, name }));
  return { organisations: of("organisation"), domains: { eml: of("eml"), rcoa: of("rcoa") }, statuses: of("status") };
}

/** The filters checked against what exists; a visitor's organisation is theirs whatever was asked. */
function checkFilters(viewer: CurrentSession, query: OverviewQuery, choices: OverviewChoices): string[] {
  const errors: string[] = [];
  const visitor = viewer.level < LEVEL.account;
  if (visitor && query.organisation && query.organisation !== viewer.organisationId) errors.push(OVERVIEW_MESSAGES.visitorOrganisation);
  else if (query.organisation && !choices.organisations.some((o) => o.id === query.organisation)) errors.push(OVERVIEW_MESSAGES.noOrganisation);
  if (query.domain && ![...choices.domains.eml, ...choices.domains.rcoa].some((d) => d.id === query.domain)) errors.push(OVERVIEW_MESSAGES.noDomain);
  if (query.status && !choices.statuses.some((s) => s.id === query.status)) errors.push(OVERVIEW_MESSAGES.noStatus);
  return errors;
}

/** The figures' context for a checked query (also the CSV's and the report's). */
export async function overviewContext(viewer: CurrentSession, query: OverviewQuery): Promise<{ ok: true; ctx: FigureContext; choices: OverviewChoices; criteria: ProjectSearchCriteria } | { ok: false; errors: string[] }> {
  if (viewer.level < LEVEL.quickAccess) return { ok: false, errors: [OVERVIEW_MESSAGES.signIn] };
  const choices = await loadChoices(viewer);
  const errors = checkFilters(viewer, query, choices);
  if (errors.length) return { ok: false, errors };
  const now = clock.now();
  const visitor = viewer.level < LEVEL.account;
  const filters = withDefaults(query, isoDay(now).slice(0, 7));
  const taxonomy = choices.domains.eml.some((d) => d.id === filters.domain) ? "eml" : filters.domain ? "rcoa" : null;
  const criteria = filterCriteria(filters, taxonomy);
  const ctx: FigureContext = {
    scope: overviewScope(viewer, criteria),
    filters,
    today: isoDay(now),
    organisation: visitor ? viewer.organisationId : filters.organisation,
    statuses: choices.statuses,
    eml: choices.domains.eml,
    rcoa: choices.domains.rcoa,
    organisations: choices.organisations,
  };
  return { ok: true, ctx, choices, criteria };
}

export async function figureFor(id: FigureId, ctx: FigureContext): Promise<Figure> {
  return FIGURES[id](directReads, ctx);
}

export async function loadOverview(viewer: CurrentSession, query: OverviewQuery): Promise<OverviewResult> {
  const checked = await overviewContext(viewer, query);
  if (!checked.ok) return checked;
  const { ctx, choices, criteria } = checked;
  const figures = await Promise.all((Object.keys(FIGURES) as FigureId[]).map((id) => figureFor(id, ctx)));
  const visitorOrganisation = viewer.level < LEVEL.account ? (choices.organisations[0]?.name ?? null) : null;
  return { ok: true, overview: { filters: ctx.filters, criteria, choices, visitorOrganisation, figures } };
}
