"use client";

import { useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import { LevelGate } from "@/components/session/LevelGate";
import { Spinner } from "@/components/ui/Spinner";
import { LEVEL } from "@/lib/levels";
import { ActivityEntryItem } from "./ActivityEntryItem";
import { currentUrl, pushUrl, withParams } from "@/lib/client/history";
import { ActivityFilters, NO_FILTER, type ActivityFilter } from "./ActivityFilters";
import { paramsFromView, viewFromParams, type ActivityView } from "./filter-url";
import { NoActiveLead } from "./NoActiveLead";
import { Pagination } from "./Pagination";
import { useActivity } from "./use-activity";

// /messages/ (levels 5-9): the activity log, newest first, 50 changes a page.
export function MessagesScreen({ noActiveLead = [] }: { noActiveLead?: { id: number; short_description: string }[] }) {
  return (
    <LevelGate minLevel={LEVEL.messages} title="Messages">
      <ActivityLog noActiveLead={noActiveLead} />
    </LevelGate>
  );
}

// The filters and the page are the address's (see filter-url.ts): each change is a new history
// entry, so Back returns to the previous view, and a reload or a shared link shows the same one.
function ActivityLog({ noActiveLead }: { noActiveLead: { id: number; short_description: string }[] }) {
  const query = useSearchParams().toString();
  const { filter, page: pageNumber } = useMemo(() => viewFromParams(new URLSearchParams(query)), [query]);
  const [attempt, setAttempt] = useState(0);
  const { page, options, loading, failed } = useActivity(filter, pageNumber, attempt);

  const show = (view: ActivityView) => pushUrl(withParams(currentUrl(), paramsFromView(view)));

  function apply(next: ActivityFilter) {
    show({ filter: next, page: 1 });
  }

  function goTo(next: number) {
    show({ filter, page: next });
    document.getElementById("messages-title")?.scrollIntoView({ block: "start" });
  }

  return (
    <section aria-labelledby="messages-title" className="flex flex-col gap-4">
      <div>
        <h1 id="messages-title" className="text-2xl font-semibold">
          Messages
        </h1>
        <p className="text-slate-700">Every change to projects, milestones, people, accounts and lists: who made it, when and what changed.</p>
      </div>
      <NoActiveLead projects={noActiveLead} />
      {options && <ActivityFilters key={JSON.stringify(filter)} options={options} value={filter} busy={loading} onApply={apply} />}
      {failed ? (
        <p role="alert">
          The activity could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      ) : !page ? (
        <Spinner label="Loading the activity" />
      ) : page.entries.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4">
          {JSON.stringify(filter) === JSON.stringify(NO_FILTER) ? "There are no changes yet." : "No changes match these filters."}
        </p>
      ) : (
        <>
          <ol aria-label="Changes, newest first" aria-busy={loading} className="flex flex-col gap-3">
            {page.entries.map((entry) => (
              <ActivityEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pagination page={page.page} pageCount={page.pageCount} total={page.total} busy={loading} onPage={goTo} />
        </>
      )}
    </section>
  );
}
