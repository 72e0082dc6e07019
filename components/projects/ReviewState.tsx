import { formatUkDate } from "@/lib/dates";
import { currentSince } from "@/lib/reviews/review-rules";
import type { Project } from "@/lib/projects/types";

// "Not reviewed since dd/MM/yyyy" on a project that needs review, else "Checked dd/MM/yyyy" once
// a lead has answered a reminder "Still current" (docs/product.md#review-reminders). Tiny and
// dependency-free: it sits in every row of the lists.
export function ReviewState({ project, stale }: { project: Pick<Project, "changed_on" | "checked_on">; stale: boolean }) {
  if (stale) {
    return (
      <span className="inline-block rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-950 ring-1 ring-amber-400">
        Not reviewed since {formatUkDate(currentSince(project))}
      </span>
    );
  }
  return project.checked_on ? <span className="text-xs text-slate-700">Checked {formatUkDate(project.checked_on)}</span> : null;
}
