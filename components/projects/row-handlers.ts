import type { KeyboardEvent, ReactNode } from "react";
import type { Milestone, Project } from "@/lib/projects/types";
import type { ReviewDay } from "@/lib/reviews/review-rules";
import type { SearchMarks } from "./search-marks";

/** What a row can ask the screen to do; the functions are stable across renders. */
export type RowHandlers = {
  openProject(project: Project): void;
  openMilestone(project: Project, milestone: Milestone): void;
  addMilestone(project: Project): void;
  /** when set, the project's title is a link to this address (its own page) */
  projectHref?(project: Project): string;
  /** when set, the day the review badge ("Not changed since", "Past its completion date") is decided by (docs/product.md#review-reminders) */
  review?: ReviewDay;
  /** when set, the row's open-requests mark (components/interest/RequestMarks.tsx) */
  requests?(project: Project): ReactNode;
  /** while a search with milestone criteria is active, which of the project's milestones matched (search-marks.ts) */
  marks?(project: Project): SearchMarks | undefined;
};

/** Enter or Space on the row itself (not on a button inside it) opens the project. */
export function onRowKey(e: KeyboardEvent<HTMLElement>, open: () => void) {
  if (e.target !== e.currentTarget) return;
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    open();
  }
}
