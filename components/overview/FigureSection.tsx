import { drawChart } from "@/lib/overview/drawing";
import type { Figure } from "@/lib/overview/figure";
import type { ProjectSearchCriteria } from "@/lib/projects/schemas";
import { ChartSvg } from "./ChartSvg";
import { projectsHref } from "./figure-links";
import { FigureTable } from "./FigureTable";

// One figure: its title, the sentence that says what it shows, the chart (laid out for a wide
// screen and again for a phone, so its text stays readable), the table of its numbers (open when
// short, behind "Show the numbers" when long), its CSV and the projects behind it.

const LINK = "text-sky-800 underline hover:text-sky-950";
/** The width the charts are laid out for: the card's on a wide screen, and on a phone. */
const WIDE = 560;
const NARROW = 320;

export function FigureSection({ figure, criteria, csvHref }: { figure: Figure; criteria: ProjectSearchCriteria; csvHref: string }) {
  const titleId = `figure-${figure.id}`;
  const labelledBy = `${titleId} ${titleId}-summary`;
  const short = figure.chart.kind === "bars";
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {figure.title}
      </h2>
      <p id={`${titleId}-summary`} className="text-slate-700">
        {figure.summary}
      </p>
      {figure.chart.kind === "grid" ? (
        // Wider than a phone: it scrolls sideways, by keyboard too.
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={`${figure.title}: the grid scrolls sideways`}>
          <ChartSvg drawing={drawChart(figure.chart, WIDE)} labelledBy={labelledBy} className="max-w-none!" />
        </div>
      ) : (
        <>
          <ChartSvg drawing={drawChart(figure.chart, WIDE)} labelledBy={labelledBy} className="hidden sm:block" />
          <ChartSvg drawing={drawChart(figure.chart, NARROW)} labelledBy={labelledBy} className="sm:hidden" />
        </>
      )}
      {short ? (
        <FigureTable figure={figure} criteria={criteria} />
      ) : (
        <details className="group">
          <summary className="cursor-pointer py-1 font-medium text-sky-800 hover:text-sky-950">Show the numbers</summary>
          <div className="mt-2">
            <FigureTable figure={figure} criteria={criteria} />
          </div>
        </details>
      )}
      {figure.lists?.map((list) => (
        <div key={list.heading}>
          <h3 className="font-medium">{list.heading}</h3>
          <ul className="ml-5 list-disc">
            {list.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={LINK}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          {list.more > 0 && <p className="text-sm text-slate-700">{`and ${list.more} more`}</p>}
        </div>
      ))}
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={projectsHref(criteria, figure.narrow)} className={LINK}>
          {`The projects behind “${figure.title}”`}
        </a>
        <a href={csvHref} download className={LINK}>
          Download the numbers<span className="sr-only">{` of “${figure.title}”`}</span> (CSV)
        </a>
      </p>
    </section>
  );
}
