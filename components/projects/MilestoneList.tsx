import { memo } from "react";
import type { Milestone, Project } from "@/lib/projects/types";
import { dateRange, lookingForText } from "./format";

// The Milestones column: each milestone opens its own editor or contact details.
export const MilestoneList = memo(function MilestoneList({
  project,
  onOpenMilestone,
  today,
}: {
  project: Project;
  /** the server's day, for "Ended" (format.ts) */
  today?: string;
  onOpenMilestone(project: Project, milestone: Milestone): void;
}) {
  if (project.milestones.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label="Milestones">
      {project.milestones.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              onOpenMilestone(project, m);
            }}
            onKeyDown={(e) => e.stopPropagation()}
            className="w-full rounded border border-slate-200 bg-white px-2 py-1 text-left text-sm hover:border-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            <span className="block text-xs text-slate-700">{dateRange(m.start_date, m.end_date)}</span>
            <span className="line-clamp-2 block">{m.description}</span>
            <span className="block text-xs text-slate-700">
              {m.status_display} · {lookingForText(m, today)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
});
