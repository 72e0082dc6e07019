import "server-only";
import { clock } from "@/lib/clock";
import { env } from "@/lib/env";
import { isoDay, type ReviewDay } from "./review-rules";

/** Today on the app's clock and the review period: what the lists' badge decides by. */
export function reviewDay(): ReviewDay {
  return { today: isoDay(clock.now()), months: env().REVIEW_AFTER_MONTHS };
}
