import { afterEach, describe, expect, it } from "vitest";
import { clock, resetClock, setClock } from "@/lib/clock";
import { REVIEW_MESSAGES } from "@/lib/reviews/messages";
import { reviewDay } from "@/lib/reviews/review-day";
import { reviewReason } from "@/lib/reviews/review-rules";
import { describeReview } from "@/lib/reviews/still-current";
import { reviewToken } from "@/lib/reviews/token";
import { COMPLETED_STATUS } from "@/lib/projects/types";
import { db, newClient, setUpAuthSuite } from "../auth/kit";

// The three answers of the "Still current?" page (docs/product.md#review-reminders): as it is, now
// Completed, or a later completion date; each one step, with the link's token alone. A change is
// a change (version, change date, activity with before and after); a refused answer spends
// nothing, and the link still works once after it.

setUpAuthSuite();
afterEach(() => resetClock());

const TODAY = new Date("2026-06-15T12:00:00Z");
let made = 0;

/** A project past its completion date, its lead, and a reminder's token for that lead. */
async function overdueProject() {
  made++;
  setClock(TODAY);
  const person = await db.person.create({ data: { firstName: "Ada", lastName: `Answer ${made}`, email: `answer.${made}@example.org` } });
  const project = await db.project.create({
    data: {
      shortDescription: `Answered project ${made}`,
      longDescription: "Due in spring",
      startDate: new Date("2026-01-05T00:00:00Z"),
      expectedCompletionDate: new Date("2026-03-31T00:00:00Z"),
      statusId: 1,
      updatedAt: new Date("2026-05-01T00:00:00Z"),
      people: { create: { personId: person.id, roleId: 1 } },
    },
    select: { id: true, version: true },
  });
  const reminder = await db.reviewReminder.create({ data: { projectId: project.id, sentAt: clock.now() } });
  const token = reviewToken({ reminderId: reminder.id, projectId: project.id, personId: person.id });
  return { ...project, token };
}

const day = (at: Date | null) => at?.toISOString().slice(0, 10) ?? null;
/** The project as the answers change it, its moments as days: the app's clock runs on. */
async function read(id: number) {
  const p = await db.project.findUniqueOrThrow({ where: { id }, select: { statusId: true, expectedCompletionDate: true, reviewedAt: true, updatedAt: true, version: true } });
  return { ...p, expectedCompletionDate: day(p.expectedCompletionDate), reviewedAt: day(p.reviewedAt), updatedAt: day(p.updatedAt) };
}
const TODAY_DAY = "2026-06-15";
const answer = (body: Record<string, unknown>) => newClient().post("/api/review/still_current/", body);

describe("answering a review reminder", () => {
  it("the page shows why it asks: the passed completion date, with the project's dates and status", async () => {
    const project = await overdueProject();
    const shown = await describeReview(project.token);
    expect(reviewReason(shown!.project, reviewDay())).toEqual({ kind: "past_completion", day: "2026-03-31" });
    expect(shown).toMatchObject({
      state: "ready",
      project: { id: project.id, short_description: `Answered project ${made}`, status_display: "Proposed", start_date: "2026-01-05", expected_completion_date: "2026-03-31" },
    });
  });

  it("Still current records a check and leaves the project as it was", async () => {
    const project = await overdueProject();
    const before = await read(project.id);
    const res = await answer({ token: project.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, answer: "current" });
    const after = await read(project.id);
    expect(after).toEqual({ ...before, reviewedAt: TODAY_DAY });
  });

  it("Mark it Completed closes the project as a save would: new version, changed today, logged", async () => {
    const project = await overdueProject();
    const res = await answer({ token: project.token, answer: "completed" });
    expect(res.status).toBe(200);
    const after = await read(project.id);
    expect(after).toMatchObject({ statusId: COMPLETED_STATUS, version: project.version + 1, reviewedAt: TODAY_DAY, updatedAt: TODAY_DAY });
    const log = await db.activityLog.findFirstOrThrow({ where: { projectId: project.id }, orderBy: { id: "desc" } });
    expect(log.summary).toBe(`Checked project "Answered project ${made}": marked Completed`);
    expect(log.before).toMatchObject({ status: 1 });
    expect(log.after).toMatchObject({ status: COMPLETED_STATUS });
  });

  it("a later completion date moves it, records the check, and the project no longer needs review", async () => {
    const project = await overdueProject();
    const res = await answer({ token: project.token, answer: "move_completion", completion_date: "2026-09-30" });
    expect(res.status).toBe(200);
    const after = await read(project.id);
    expect(after).toMatchObject({ statusId: 1, expectedCompletionDate: "2026-09-30", version: project.version + 1, reviewedAt: TODAY_DAY });
    const log = await db.activityLog.findFirstOrThrow({ where: { projectId: project.id }, orderBy: { id: "desc" } });
    expect(log.summary).toBe(`Checked project "Answered project ${made}": completion date moved to 30/09/2026`);
    const shown = await describeReview(project.token);
    expect(shown).toMatchObject({ state: "used", project: { expected_completion_date: "2026-09-30", checked_on: TODAY_DAY } });
    expect(reviewReason(shown!.project, reviewDay())).toBeNull();
  });

  it("refuses a date that is not later than today, before the start, missing or not a date, and spends nothing", async () => {
    const project = await overdueProject();
    const before = await read(project.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ completion_date: "2026-06-15" }, REVIEW_MESSAGES.completionDateNotFuture],
      [{ completion_date: "2026-02-30" }, "Please enter a valid date (dd/MM/yyyy)"],
      [{}, REVIEW_MESSAGES.completionDateRequired],
    ];
    for (const [extra, message] of cases) {
      const res = await answer({ token: project.token, answer: "move_completion", ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.errors.completion_date).toEqual([message]);
    }
    const unknown = await answer({ token: project.token, answer: "delete_it" });
    expect(unknown.status).toBe(422);
    expect(await read(project.id)).toEqual(before);
    // Still one use left: the refusals spent none.
    expect((await answer({ token: project.token, answer: "completed" })).status).toBe(200);
  });

  it("a date before the project's start is refused under the field, and the reminder stays unanswered", async () => {
    const project = await overdueProject();
    await db.project.update({ where: { id: project.id }, data: { startDate: new Date("2027-01-01T00:00:00Z") } });
    const res = await answer({ token: project.token, answer: "move_completion", completion_date: "2026-12-01" });
    expect(res.status).toBe(422);
    expect(res.body.errors.completion_date).toEqual([REVIEW_MESSAGES.completionBeforeStart]);
    expect(await db.reviewReminder.count({ where: { projectId: project.id, answeredAt: { not: null } } })).toBe(0);
  });

  it("30 answers at once, of all three kinds: exactly one is recorded", async () => {
    const project = await overdueProject();
    const bodies = Array.from({ length: 30 }, (_, i) =>
      [{ token: project.token }, { token: project.token, answer: "completed" }, { token: project.token, answer: "move_completion", completion_date: "2026-10-01" }][i % 3],
    );
    const results = await Promise.all(bodies.map(answer));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    const after = await read(project.id);
    expect(after.version - project.version).toBeLessThanOrEqual(1);
    expect(await db.activityLog.count({ where: { projectId: project.id, action: "project.reviewed" } })).toBe(1);
  });

  it("a forged token changes nothing, whatever it asks", async () => {
    const project = await overdueProject();
    const before = await read(project.id);
    const forged = project.token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const res = await answer({ token: forged, answer: "completed" });
    expect(res.status).toBe(422);
    expect(await read(project.id)).toEqual(before);
  });
});
