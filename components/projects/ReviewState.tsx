import { formatUkDate } from "@/lib/dates";
import { currentSince, needsReview, type ReviewDay } from "@/lib/reviews/review-rules";
import type { Project } from "@/lib/projects/types";

// "Not reviewed since dd/MM/yyyy" on a project that needs review, else "Checked dd/MM/yyyy" once
// a lead has answered a reminder "Still current" (docs/product.md#review-reminders); without
// `day` (a share link's list) only "Checked". A plain function, kept tiny: it runs in every row
// of the lists (the All Projects bundle budget).
export function reviewNote(project: Project, day?: ReviewDay) {
  const stale = !!day && needsReview(project, day);
  const date = stale ? currentSince(project) : project.checked_on;
  return (
    date && <span className={stale ? "ml-2 rounded bg-amber-100 px-1 font-medium text-amber-950" : "ml-2"}>{(stale ? "Not reviewed since " : "Checked ") + formatUkDate(date)}</span>
  );
}
