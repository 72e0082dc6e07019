import { filterParams } from "@/lib/overview/filters";
import type { Overview } from "@/lib/overview/load-overview";
import { AnnualReportForm } from "./AnnualReportForm";
import { FigureSection } from "./FigureSection";
import { OverviewFilters } from "./OverviewFilters";

// The overview (docs/product.md#overview), rendered on the server: the filters, every figure,
// and the annual report. No script of its own.

export function OverviewScreen({ overview, thisMonth }: { overview: Overview; thisMonth: string }) {
  const query = new URLSearchParams(filterParams(overview.filters));
  const csvHref = (figure: string) => `/api/overview/csv/?${new URLSearchParams({ figure, ...Object.fromEntries(query) })}`;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Overview</h1>
        {overview.visitorOrganisation && <p className="text-slate-700">{`With quick access you see the figures of ${overview.visitorOrganisation}'s projects.`}</p>}
      </div>
      <OverviewFilters filters={overview.filters} choices={overview.choices} thisMonth={thisMonth} visitor={!!overview.visitorOrganisation} />
      <div className="grid gap-4 lg:grid-cols-2">
        {overview.figures.map((figure) => (
          <FigureSection key={figure.id} figure={figure} criteria={overview.criteria} csvHref={csvHref(figure.id)} />
        ))}
      </div>
      <AnnualReportForm filters={overview.filters} thisYear={Number(thisMonth.slice(0, 4))} />
    </div>
  );
}
