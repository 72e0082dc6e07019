import type { ProjectSearchCriteria } from "@/lib/projects/schemas";
import type { Figure } from "@/lib/overview/figure";
import { projectsHref } from "./figure-links";

// A figure's numbers as a table: a row header per category or period, a column per number.
// A row that stands for projects links to them in All Projects; in the coverage grid every
// count links to its pair's projects.

const LINK = "text-sky-800 underline hover:text-sky-950";

export function FigureTable({ figure, criteria }: { figure: Figure; criteria: ProjectSearchCriteria }) {
  const { table, chart } = figure;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{`${figure.title}: the numbers`}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {table.rowHeader}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={row.label} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {row.narrow ? (
                  <a href={projectsHref(criteria, row.narrow)} className={LINK}>
                    {row.label}
                  </a>
                ) : (
                  row.label
                )}
              </th>
              {row.cells.map((value, j) => {
                const cell = chart.kind === "grid" && value > 0 ? chart.narrow[i][j] : null;
                return (
                  <td key={j} className={`px-2 py-1 text-right tabular-nums ${value === 0 && chart.kind === "grid" ? "bg-amber-50 font-semibold text-amber-900" : ""}`}>
                    {cell ? (
                      <a href={projectsHref(criteria, cell)} className={LINK} aria-label={`${value}: ${row.label} and ${table.columns[j]}`}>
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
