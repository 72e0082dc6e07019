import { CONTROL_CLASS } from "@/components/ui/LabelledField";
import type { OverviewFilters } from "@/lib/overview/filters";

// The annual report: the overview's figures for a chosen year, as a PDF to save or print. A plain
// form, so the file downloads without a script; the organisation, domain and status filters go
// with it.

const YEARS_OFFERED = 5;

export function AnnualReportForm({ filters, thisYear }: { filters: OverviewFilters; thisYear: number }) {
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i);
  return (
    <section aria-labelledby="annual-report" className="rounded border border-slate-300 bg-white p-4">
      <h2 id="annual-report" className="text-lg font-semibold">
        Annual report
      </h2>
      <p className="mb-3 text-slate-700">The figures for one year as an A4 PDF, with the filters chosen above (not their months).</p>
      {/* eslint-disable-next-line no-restricted-syntax -- a download: its fields belong in the address, and nothing in it is secret */}
      <form method="get" action="/api/overview/report/" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="report-year" className="font-medium text-slate-800">
            Year
          </label>
          <select id="report-year" name="year" defaultValue={String(thisYear)} className={CONTROL_CLASS}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {filters.organisation && <input type="hidden" name="organisation" value={filters.organisation} />}
        {filters.domain && <input type="hidden" name="domain" value={filters.domain} />}
        {filters.status && <input type="hidden" name="status" value={filters.status} />}
        <button type="submit" className="rounded bg-sky-800 px-4 py-2 font-medium text-white hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
          Download the annual report (PDF)
        </button>
      </form>
    </section>
  );
}
