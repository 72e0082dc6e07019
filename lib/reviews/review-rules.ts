import { ABANDONED_STATUS, COMPLETED_STATUS } from "@/lib/projects/types";

// When a project needs review (docs/product.md#review-reminders), by days (yyyy-MM-dd, UTC), the
// same for the lists' badge (in the browser) and the server's condition (review-condition.ts):
// - not Completed or Abandoned, and
// - its last change or check is older than REVIEW_AFTER_MONTHS, or its expected completion date
//   has passed without a check since that date (an edit alone does not answer an overdue date:
//   complete it, move the date, or answer "Still current").
// Client-safe: no server imports.

export const CLOSED_STATUSES: readonly number[] = [ABANDONED_STATUS, COMPLETED_STATUS];

/** A reminder left unanswered is sent again after this many days. */
export const REMIND_AGAIN_DAYS = 30;

/** yyyy-MM-dd of a moment, in UTC (as the stored days are). */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `months` before `today`: a record last current before it needs review. */
export function reviewCutoff(today: string, months: number): string {
  const [y, m, d] = today.split("-").map(Number);
  return isoDay(new Date(Date.UTC(y, m - 1 - months, d)));
}

/** What the screens decide by, from the server: today (app clock) and today less REVIEW_AFTER_MONTHS. */
export type ReviewDay = { today: string; cutoff: string };

export type ReviewFacts = {
  status: number;
  expected_completion_date: string | null;
  changed_on: string;
  checked_on: string | null;
};

/** The day the record was last changed or checked. */
function currentSince(p: Pick<ReviewFacts, "changed_on" | "checked_on">): string {
  return p.checked_on && p.checked_on > p.changed_on ? p.checked_on : p.changed_on;
}

/** Its expected completion date has passed and nobody has checked it since that date. */
function pastCompletion(p: ReviewFacts, today: string): boolean {
  const due = p.expected_completion_date;
  return !!due && due < today && !(p.checked_on && p.checked_on >= due);
}

// Kept small: it runs in every row of the lists (the All Projects bundle budget).
export function needsReview(p: ReviewFacts, day: ReviewDay): boolean {
  return !CLOSED_STATUSES.includes(p.status) && (currentSince(p) < day.cutoff || pastCompletion(p, day.today));
}

/**
 * Why a project needs review, for its badge: a passed completion date says more than an old
 * change (a project changed yesterday can still be overdue), so it is named first.
 */
export function reviewReason(p: ReviewFacts, day: ReviewDay): { kind: "past_completion" | "unchanged"; day: string } | null {
  if (!needsReview(p, day)) return null;
  return pastCompletion(p, day.today) ? { kind: "past_completion", day: p.expected_completion_date! } : { kind: "unchanged", day: currentSince(p) };
}
