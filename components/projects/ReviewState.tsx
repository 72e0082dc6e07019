import { formatUkDate } from "@/lib/dates";
import { reviewReason, type ReviewDay } from "@/lib/reviews/review-rules";
import type { Project } from "@/lib/projects/types";

// Why a project needs review, "Past its completion date (dd/MM/yyyy)" or "Not changed since
// dd/MM/yyyy", else "Checked dd/MM/yyyy" once a lead has answered a reminder "Still current"
// (docs/product.md#review-reminders); without `day` (a share link's list) only "Checked". A plain
// function, kept tiny: it runs in every row of the lists (the All Projects bundle budget).
export function reviewNote(project: Project, day?: ReviewDay) {
  const reason = day ? reviewReason(project, day) : null;
  if (reason) {
    const text = reason.kind === "past_completion" ? `Past its completion date (${formatUkDate(reason.day)})` : `Not changed since ${formatUkDate(reason.day)}`;
    return <span className="ml-2 rounded bg-amber-100 px-1 font-medium text-amber-950">{text}</span>;
  }
  return project.checked_on && <span className="ml-2">{"Checked " + formatUkDate(project.checked_on)}</span>;
}
