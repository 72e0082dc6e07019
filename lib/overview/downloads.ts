import "server-only";
import { clock } from "@/lib/clock";
import type { CurrentSession } from "@/lib/current-session";
import { formatUkDate, ukDayOf } from "@/lib/dates";
import { env } from "@/lib/env";
import { Invalid } from "@/lib/errors";
import type { FigureContext } from "./context";
import { figureCsv } from "./figure-csv";
import { FIGURE_IDS, type FigureId, type OverviewQuery, type ReportQuery } from "./filters";
import { figureFor, overviewContext } from "./load-overview";
import { annualReportPdf } from "./report-pdf";

// The overview's files (docs/product.md#overview): one figure's numbers as CSV, and the annual
// report as PDF. Both are computed as the page is, for the same viewer, from the same query.

async function checked(session: CurrentSession, query: OverviewQuery): Promise<FigureContext> {
  const result = await overviewContext(session, query);
  if (!result.ok) throw new Invalid({ filters: result.errors });
  return result.ctx;
}

export async function figureCsvFile(session: CurrentSession, query: OverviewQuery & { figure: FigureId }) {
  const figure = await figureFor(query.figure, await checked(session, query));
  return { text: figureCsv(figure), fileName: `overview-${query.figure}-${ukDayOf(clock.now())}.csv`, contentType: "text/csv; charset=utf-8" };
}

/** What the report counted, in words: the filters by name. */
function counted(ctx: FigureContext): string {
  const parts = ["Projects"];
  const organisation = ctx.organisations.find((o) => o.id === ctx.organisation);
  if (organisation) parts.push(`with people of ${organisation.name}`);
  const domain = [...ctx.eml, ...ctx.rcoa].find((d) => d.id === ctx.filters.domain);
  if (domain) parts.push(`in ${domain.name}`);
  const status = ctx.statuses.find((s) => s.id === ctx.filters.status);
  if (status) parts.push(`with the status ${status.name}`);
  return `${parts.join(" ")}. Figures over time are for the months of the year; the others are as on the day the report was made.`;
}

export async function annualReportFile(session: CurrentSession, query: ReportQuery) {
  const { year, ...filters } = query;
  const ctx = await checked(session, { ...filters, from: `${year}-01`, to: `${year}-12` });
  const figures = await Promise.all(FIGURE_IDS.map((id) => figureFor(id, ctx)));
  const bytes = await annualReportPdf({
    organisation: env().ORGANISATION_NAME,
    year,
    counted: counted(ctx),
    generated: formatUkDate(ukDayOf(clock.now())),
    figures,
  });
  return { bytes, fileName: `annual-report-${year}.pdf`, contentType: "application/pdf" };
}
