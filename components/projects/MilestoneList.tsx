import { memo, useId, useState } from "react";
import type { Milestone, Project } from "@/lib/projects/types";
import { dateRange, lookingForText } from "./format";
import { foldMilestones, type SearchMarks } from "./search-marks";

// The Milestones column: each milestone opens its own editor or contact details. While a search
// with milestone criteria is active, the milestones that matched it are marked and the project's
// other milestones are folded behind a button (docs/product.md#search-marks).
export const MilestoneList = memo(function MilestoneList({
  project,
  onOpenMilestone,
  today,
  marks,
}: {
  project: Project;
  /** the server's day, for "Ended" (format.ts) */
  today?: string;
  onOpenMilestone(project: Project, milestone: Milestone): void;
  /** the active search's marks of this project, if any of its milestones matched */
  marks?: SearchMarks;
}) {
  // Opened for this search's marks only: a new search folds them again.
  const [openFor, setOpenFor] = useState<SearchMarks | null>(null);
  const open = marks !== undefined && openFor === marks;
  const othersId = useId();
  if (project.milestones.length === 0) return null;
  const { shown, folded } = foldMilestones(project.milestones, marks);
  const item = (m: Milestone) => (
    <li key={m.id}>
      <MilestoneButton project={project} milestone={m} matched={marks?.matched.has(m.id) ?? false} today={today} onOpen={onOpenMilestone} />
    </li>
  );
  const others = `${folded.length} other ${folded.length === 1 ? "milestone" : "milestones"}`;
  return (
    <>
      <ul className="flex flex-col gap-1" aria-label="Milestones">
        {shown.map(item)}
      </ul>
      {folded.length > 0 && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={othersId}
            onClick={(e) => {
              e.stopPropagation();
              setOpenFor(open ? null : (marks ?? null));
            }}
            onKeyDown={(e) => e.stopPropagation()}
            className="mt-1 inline-flex min-h-7 items-center gap-1 rounded px-1 text-sm font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            <span aria-hidden="true" className={`inline-block transition-transform ${open ? "rotate-90" : ""}`}>
              ▸
            </span>
            <span className="underline underline-offset-2">{open ? `Hide ${others}` : `Show ${others}`}</span>
          </button>
          <ul id={othersId} hidden={!open} className="mt-1 flex flex-col gap-1" aria-label={`Other milestones of ${project.short_description}`}>
            {open && folded.map(item)}
          </ul>
        </>
      )}
    </>
  );
});

function MilestoneButton({
  project,
  milestone: m,
  matched,
  today,
  onOpen,
}: {
  project: Project;
  milestone: Milestone;
  matched: boolean;
  today?: string;
  onOpen(project: Project, milestone: Milestone): void;
}) {
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(project, m);
      }}
      onKeyDown={(e) => e.stopPropagation()}
      className={`w-full rounded border bg-white px-2 py-1 text-left text-sm hover:border-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-700 ${
        matched ? "border-amber-600 border-l-4 pl-[5px]" : "border-slate-200"
      }`}
    >
      {matched && (
        <span className="mb-0.5 inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
          <span aria-hidden="true">✓</span> Matches your search
        </span>
      )}
      <span className="block text-xs text-slate-700">{dateRange(m.start_date, m.end_date)}</span>
      <span className="line-clamp-2 block">{m.description}</span>
      <span className="block text-xs text-slate-700">
        {m.status_display} · {lookingForText(m, today)}
      </span>
    </button>
  );
}
