import { CONTROL_CLASS } from "@/components/ui/LabelledField";
import { addMonths } from "@/lib/overview/filters";
import { monthLabel } from "@/lib/overview/context";
import type { OverviewChoices } from "@/lib/overview/load-overview";
import type { OverviewFilters as Filters } from "@/lib/overview/filters";

// The overview's filters as a plain form that puts them in the address: it works before any
// script has loaded, and the address can be bookmarked or sent.

/** The months offered: the last five years, newest first. */
const MONTHS_OFFERED = 60;

function Select({ name, label, value, children }: { name: string; label: string; value: string; children: React.ReactNode }) {
  const id = `overview-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={`${CONTROL_CLASS} min-w-0`}>
        {children}
      </select>
    </div>
  );
}

export function OverviewFilters({ filters, choices, thisMonth, visitor }: { filters: Filters; choices: OverviewChoices; thisMonth: string; visitor: boolean }) {
  const months = Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(thisMonth, -i));
  for (const month of [filters.from, filters.to]) if (!months.includes(month)) months.push(month);
  months.sort().reverse();
  const monthOptions = months.map((m) => (
    <option key={m} value={m}>
      {monthLabel(m)}
    </option>
  ));
  return (
    // eslint-disable-next-line no-restricted-syntax -- a filter form: its fields belong in the address, and nothing in it is secret
    <form method="get" action="/overview/" aria-label="Filters" className="grid gap-3 rounded border border-slate-300 bg-slate-50 p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <Select name="from" label="From" value={filters.from}>
        {monthOptions}
      </Select>
      <Select name="to" label="To" value={filters.to}>
        {monthOptions}
      </Select>
      {!visitor && (
        <Select name="organisation" label="Organisation" value={String(filters.organisation ?? "")}>
          <option value="">Any</option>
          {choices.organisations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      )}
      <Select name="domain" label="Domain" value={String(filters.domain ?? "")}>
        <option value="">Any</option>
        <optgroup label="EML">
          {choices.domains.eml.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="RCoA">
          {choices.domains.rcoa.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </optgroup>
      </Select>
      <Select name="status" label="Status" value={String(filters.status ?? "")}>
        <option value="">Any</option>
        {choices.statuses.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Select>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded bg-sky-800 px-4 py-2 font-medium text-white hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
          Show
        </button>
        <a href="/overview/" className="text-sky-800 underline hover:text-sky-950">
          Clear filters
        </a>
      </div>
    </form>
  );
}
