import { formatUkDate } from "@/lib/dates";
import { currentSince } from "@/lib/reviews/review-rules";
import type { Project } from "@/lib/projects/types";

// "Not reviewed since dd/MM/yyyy" on a project that needs review, else "Checked dd/MM/yyyy" once
// a lead has answered a reminder "Still current" (docs/product.md#review-reminders). Kept tiny:
// it sits in every row of the lists (the All Projects bundle budget).
export function ReviewState({ project, stale }: { project: Pick<Project, "changed_on" | "checked_on">; stale: boolean }) {
  const day = stale ? currentSince(project) : project.checked_on;
  return day ? (
    <span className={stale ? "rounded bg-amber-100 px-1 font-medium text-amber-950" : undefined}>
      {stale ? "Not reviewed since " : "Checked "}
      {formatUkDate(day)}
    </span>
  ) : null;
}
