import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import { ownerOfPerson } from "@/lib/people/addresses";
import { db, type Tx } from "@/lib/db";
import { Conflict, Forbidden, Invalid } from "@/lib/errors";
import { LEVEL } from "@/lib/levels";
import { logEvent } from "@/lib/log";
import { projectSnapshot } from "@/lib/projects/activity-snapshot";
import { queryProject } from "@/lib/projects/query-projects";
import { COMPLETED_STATUS, LEAD_ROLE, type Project } from "@/lib/projects/types";
import { formatUkDate } from "@/lib/dates";
import { REVIEW_MESSAGES } from "./messages";
import { isoDay } from "./review-rules";
import type { StillCurrentAnswer, StillCurrentInput } from "./schemas";
import { readReviewToken, type ReviewTarget } from "./token";

// POST /api/review/still_current/: a lead answered a review reminder, without signing in: still
// current, now Completed, or due later (a new completion date). The signed token is the
// authority and works once. The reminder's answer, the project's check date (and its change,
// for the last two) and the activity-log row commit together; two clicks at once meet at the
// reminder's row lock and the second finds it answered. The link names the lead it was mailed
// to: it works only while that person still leads the project, or has an account that is an
// editor (level 6 and up), read under the project's write lock so a removal commits first or
// after the answer, never between the check and it.

/** Whether the token's person may still answer for the project. */
async function mayAnswer(tx: Tx | typeof db, target: ReviewTarget): Promise<boolean> {
  const lead = await tx.projectPerson.count({ where: { projectId: target.projectId, personId: target.personId, roleId: LEAD_ROLE } });
  if (lead) return true;
  // Their accounts, by the one rule of whose is whose (lib/people/addresses.ts).
  const accountIds = (await ownerOfPerson(tx, target.personId))?.accountIds ?? [];
  if (!accountIds.length) return false;
  const editor = await tx.account.count({ where: { id: { in: accountIds }, disabled: false, level: { gte: LEVEL.editor } } });
  return editor > 0;
}

const REVIEW_LINK_ACTOR = { accountId: null, userName: "review reminder link", email: "" };

/** The update each answer makes: a check, or a change that is also a check. */
async function applyAnswer(tx: Tx, input: StillCurrentInput, projectId: number, now: Date) {
  type Row = { id: number; short_description: string };
  if (input.answer === "current") {
    // Raw, so the change date (updated_at) stays as it was: a check is not a change.
    const [row] = await tx.$queryRaw<Row[]>`UPDATE project SET reviewed_at = ${now} WHERE id = ${projectId} RETURNING id, short_description`;
    return { row, summary: `Checked project "${row.short_description}": still current` };
  }
  const before = await queryProject(projectId, tx);
  if (input.answer === "move_completion" && before && input.completion_date! < before.start_date) {
    throw new Invalid({ completion_date: [REVIEW_MESSAGES.completionBeforeStart] });
  }
  const status = input.answer === "completed" ? COMPLETED_STATUS : null;
  const completion = input.answer === "move_completion" ? input.completion_date! : null;
  // A change like a save's: the version moves on, so an editor open on the old one is told.
  const [row] = await tx.$queryRaw<Row[]>`
    UPDATE project
       SET status_id = COALESCE(${status}::int, status_id),
           expected_completion_date = COALESCE(${completion}::date, expected_completion_date),
           reviewed_at = ${now}, updated_at = ${now}, version = version + 1
     WHERE id = ${projectId} RETURNING id, short_description`;
  const after = await queryProject(projectId, tx);
  const what = status ? "marked Completed" : `completion date moved to ${formatUkDate(completion)}`;
  return {
    row,
    summary: `Checked project "${row.short_description}": ${what}`,
    before: before && projectSnapshot(before),
    after: after && projectSnapshot(after),
  };
}

export async function answerReview(input: StillCurrentInput): Promise<StillCurrentAnswer> {
  const target = readReviewToken(input.token);
  if (!target) throw new Invalid({ token: [REVIEW_MESSAGES.invalid] });
  const now = clock.now();
  if (input.answer === "move_completion" && input.completion_date! <= isoDay(now)) {
    throw new Invalid({ completion_date: [REVIEW_MESSAGES.completionDateNotFuture] });
  }
  const project = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`project-writes:${target.projectId}`}))`;
    const known = await tx.reviewReminder.count({ where: { id: target.reminderId, projectId: target.projectId } });
    if (!known) throw new Invalid({ token: [REVIEW_MESSAGES.invalid] });
    if (!(await mayAnswer(tx, target))) {
      logEvent("reviews.link_refused", { projectId: target.projectId, reason: "not_lead" });
      throw new Forbidden(REVIEW_MESSAGES.notLead);
    }
    const { count } = await tx.reviewReminder.updateMany({
      where: { id: target.reminderId, projectId: target.projectId, answeredAt: null },
      data: { answeredAt: now },
    });
    if (count === 0) throw new Conflict(REVIEW_MESSAGES.used);
    const { row, summary, before, after } = await applyAnswer(tx, input, target.projectId, now);
    await logActivity(tx, { session: REVIEW_LINK_ACTOR, action: "project.reviewed", entityType: "project", entityId: row.id, projectId: row.id, summary, before, after });
    return row;
  });
  logEvent("reviews.still_current", { projectId: project.id, answer: input.answer });
  return { success: true, project, answer: input.answer };
}

/** What the "Still current?" page shows of the project: enough to answer without opening it. */
export type ReviewedProject = Pick<Project, "id" | "short_description" | "status_display" | "start_date" | "expected_completion_date" | "changed_on" | "checked_on" | "status">;

/** What the confirmation page shows before the click (reads only: opening it records nothing). */
export async function describeReview(token: string): Promise<{ state: "ready" | "used" | "not_lead"; project: ReviewedProject } | null> {
  const target = readReviewToken(token);
  if (!target) return null;
  const reminder = await db.reviewReminder.findFirst({ where: { id: target.reminderId, projectId: target.projectId }, select: { answeredAt: true } });
  const project = reminder && (await queryProject(target.projectId, db));
  if (!reminder || !project) return null;
  const { id, short_description, status, status_display, start_date, expected_completion_date, changed_on, checked_on } = project;
  const shown = { id, short_description, status, status_display, start_date, expected_completion_date, changed_on, checked_on };
  if (reminder.answeredAt) return { state: "used", project: shown };
  return { state: (await mayAnswer(db, target)) ? "ready" : "not_lead", project: shown };
}
