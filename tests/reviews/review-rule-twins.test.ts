import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { clock, resetClock, setClock } from "@/lib/clock";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { ABANDONED_STATUS, COMPLETED_STATUS } from "@/lib/projects/types";
import { needsReviewCondition } from "@/lib/reviews/review-condition";
import { reviewDay } from "@/lib/reviews/review-day";
import { isoDay, needsReview, reviewCutoff, type ReviewFacts } from "@/lib/reviews/review-rules";

// When a project needs review is written twice: in TypeScript for the lists' badge
// (lib/reviews/review-rules.ts, run in the browser over the stored list text) and in SQL for the
// reminders and the editors' list (lib/reviews/review-condition.ts). This property holds them
// together: over generated projects and moments of the app's clock, the SQL condition (run by
// the real PostgreSQL) picks exactly the projects the badge marks. The badge's facts are the days
// the stored list text carries, made by the same to_char as the list documents' trigger.

const DAY = 24 * 60 * 60 * 1000;
const FROM = Date.UTC(2020, 0, 1);
const TO = Date.UTC(2032, 0, 1);

type Generated = { status: number; updatedAt: Date; reviewedAt: Date | null; due: string | null };

/** A moment within `spanDays` of `around`, to the millisecond: near midnights and month ends too. */
const near = (around: number, spanDays: number) =>
  fc.integer({ min: -Math.round(spanDays * DAY), max: Math.round(spanDays * DAY) }).map((offset) => new Date(around + offset));
const midnight = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Anywhere in the last years, or right at the days the rule turns on: the cutoff, today, the due day. */
const moment = (now: number, due: string | null) => {
  const cutoff = midnight(reviewCutoff(isoDay(new Date(now)), env().REVIEW_AFTER_MONTHS));
  const edges = [near(cutoff, 1.5), near(midnight(isoDay(new Date(now))), 1.5), ...(due ? [near(midnight(due), 1.5)] : [])];
  return fc.oneof(near(now - 540 * DAY, 560), ...edges);
};

const project = (now: number): fc.Arbitrary<Generated> =>
  fc
    .record({
      status: fc.constantFrom(1, 2, 3, ABANDONED_STATUS, COMPLETED_STATUS),
      due: fc.option(fc.oneof(near(now, 400), near(now, 2)).map(isoDay), { nil: null }),
    })
    .chain(({ status, due }) =>
      fc.record({
        status: fc.constant(status),
        due: fc.constant(due),
        // changed up to three years before now (and a little after: another instance's clock)
        updatedAt: moment(now, due),
        reviewedAt: fc.option(moment(now, due), { nil: null }),
      }),
    );

const world = fc.integer({ min: FROM, max: TO }).chain((now) => fc.tuple(fc.constant(now), fc.array(project(now), { minLength: 1, maxLength: 40 })));

async function sqlAnswers(projects: Generated[], now: Date): Promise<{ facts: ReviewFacts[]; picked: Set<number> }> {
  const rows = Prisma.join(
    projects.map(
      (p, i) => Prisma.sql`(${i}::int, ${p.status}::int, ${p.updatedAt.toISOString()}::timestamp(3), ${p.reviewedAt?.toISOString() ?? null}::timestamp(3), ${p.due}::date)`,
    ),
  );
  const answers = await db.$queryRaw<{ i: number; changed_on: string; checked_on: string | null; picked: boolean }[]>`
    SELECT p.i, to_char(p.updated_at, 'YYYY-MM-DD') AS changed_on, to_char(p.reviewed_at, 'YYYY-MM-DD') AS checked_on,
           ${needsReviewCondition(now)} AS picked
      FROM (VALUES ${rows}) AS p(i, status_id, updated_at, reviewed_at, expected_completion_date)
     ORDER BY p.i`;
  return {
    facts: answers.map((a, i) => ({ status: projects[i].status, expected_completion_date: projects[i].due, changed_on: a.changed_on, checked_on: a.checked_on })),
    picked: new Set(answers.filter((a) => a.picked).map((a) => a.i)),
  };
}

afterEach(() => resetClock());

describe("the review rule and its SQL twin", () => {
  it("agree on every generated project, on the app's clock", async () => {
    await fc.assert(
      fc.asyncProperty(world, async ([now, projects]) => {
        setClock(now);
        // Both sides at one instant: the app's clock runs on from where it was set.
        const instant = clock.now();
        const { facts, picked } = await sqlAnswers(projects, instant);
        const day = reviewDay(instant);
        facts.forEach((f, i) => {
          // the days the list text carries are the UTC days of the stored moments
          expect(f.changed_on).toBe(isoDay(projects[i].updatedAt));
          expect(needsReview(f, day), JSON.stringify({ now: new Date(now), project: projects[i], day })).toBe(picked.has(i));
        });
      }),
      { numRuns: 150 },
    );
  });

  it("see the edges the same way: the cutoff day, the due day, a check on the due day", async () => {
    const now = Date.UTC(2026, 2, 31, 23, 59, 59, 999);
    setClock(now);
    const instant = clock.now();
    const { today, cutoff } = reviewDay(instant);
    const at = (day: string, time = "00:00:00.000") => new Date(`${day}T${time}Z`);
    const edges: Generated[] = [
      { status: 1, updatedAt: at(cutoff), reviewedAt: null, due: null },
      { status: 1, updatedAt: new Date(at(cutoff).getTime() - 1), reviewedAt: null, due: null },
      { status: 1, updatedAt: at(today), reviewedAt: null, due: today },
      { status: 1, updatedAt: at(today), reviewedAt: null, due: isoDay(new Date(now - DAY)) },
      { status: 1, updatedAt: at(today), reviewedAt: at(isoDay(new Date(now - DAY)), "23:59:59.999"), due: isoDay(new Date(now - DAY)) },
      { status: COMPLETED_STATUS, updatedAt: new Date(now - 900 * DAY), reviewedAt: null, due: null },
    ];
    const { facts, picked } = await sqlAnswers(edges, instant);
    const badge = facts.map((f) => needsReview(f, { today, cutoff }));
    expect(badge).toEqual([false, true, false, true, false, false]);
    expect(edges.map((_, i) => picked.has(i))).toEqual(badge);
  });
});
