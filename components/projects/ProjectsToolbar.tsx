import { useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { LEVEL } from "@/lib/levels";
import type { Scope } from "./list-calls";
import type { SearchCriteria } from "./search-criteria";
import { exportCsvHref } from "./url-state";

// Title and the screen's buttons: Search / Edit Search, +Project (level 6+), Export CSV. A
// quick-access visitor is told whose projects these are (docs/product.md#user-levels).
export function ProjectsToolbar({
  title,
  scope,
  criteria,
  canAdd,
  searching,
  onSearch,
  onAddProject,
}: {
  title: string;
  scope: Scope;
  criteria: SearchCriteria | null;
  canAdd: boolean;
  searching: boolean;
  onSearch(): void;
  onAddProject(): void;
}) {
  const visitor = useSession().userLevel === LEVEL.quickAccess;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 id="projects-title" className="text-2xl font-semibold" aria-live="polite">
          {title}
        </h1>
        {visitor && <p className="text-slate-700">With quick access you see your organisation&apos;s projects.</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {searching && <span role="status">Searching ...</span>}
        <Button variant="secondary" onClick={onSearch}>
          {criteria ? "Edit Search" : "Search"}
        </Button>
        <a
          href={exportCsvHref(scope, criteria ? JSON.stringify(criteria) : null)}
          download
          className="rounded border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        >
          Export CSV
        </a>
        {canAdd && <Button onClick={onAddProject}>+Project</Button>}
      </div>
    </div>
  );
}
