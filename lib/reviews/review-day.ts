import "server-only";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { isoDay, reviewCutoff, type ReviewDay } from "./review-rules";

/** Today on the app's clock and the day a record must be current since: what the badge decides by. */
export function reviewDay(now: Date = clock.now()): ReviewDay {
  const today = isoDay(now);
  return { today, cutoff: reviewCutoff(today, env().REVIEW_AFTER_MONTHS) };
}
