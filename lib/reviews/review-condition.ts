import "server-only";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { CLOSED_STATUSES, isoDay, reviewCutoff } from "./review-rules";

/**
 * Its expected completion date has passed and nobody has checked it since (review-rules.ts's
 * pastCompletion), as a condition on `project p`: the reason a review names first.
 */
export function pastCompletionCondition(now: Date = clock.now()): Prisma.Sql {
  return Prisma.sql`(p.expected_completion_date < ${isoDay(now)}::date
             AND (p.reviewed_at IS NULL OR p.reviewed_at::date < p.expected_completion_date))`;
}

/**
 * The projects that need review today (app clock), as a condition on `project p`: the rule of
 * review-rules.ts in SQL, by UTC days as the lists show them.
 */
export function needsReviewCondition(now: Date = clock.now()): Prisma.Sql {
  const cutoff = reviewCutoff(isoDay(now), env().REVIEW_AFTER_MONTHS);
  return Prisma.sql`(p.status_id <> ALL(${[...CLOSED_STATUSES]}::int[])
    AND (GREATEST(p.updated_at, COALESCE(p.reviewed_at, p.updated_at))::date < ${cutoff}::date
         OR ${pastCompletionCondition(now)}))`;
}
