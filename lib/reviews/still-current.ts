import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import { ownerOfPerson } from "@/lib/people/addresses";
import { db, type Tx } from "@/lib/db";
import { Conflict, Forbidden, Invalid } from "@/lib/errors";
import { LEVEL } from "@/lib/levels";
import { logEvent } from "@/lib/log";
import { LEAD_ROLE } from "@/lib/projects/types";
import { REVIEW_MESSAGES } from "./messages";
import type { StillCurrentAnswer } from "./schemas";
import { readReviewToken, type ReviewTarget } from "./token";

// POST /api/review/still_current/: a lead answered a review reminder "Still current", without
// signing in; the signed token is the authority and works once. The reminder's answer, the
// project's check date and the activity-log row commit together; two clicks at once meet at the
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

export async function markStillCurrent(token: string): Promise<StillCurrentAnswer> {
  const target = readReviewToken(token);
  if (!target) throw new Invalid({ token: [REVIEW_MESSAGES.invalid] });
  const now = clock.now();
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
    // Raw, so the change date (updated_at) stays as it was: a check is not a change.
    const [row] = await tx.$queryRaw<{ id: number; short_description: string }[]>`
      UPDATE project SET reviewed_at = ${now} WHERE id = ${target.projectId} RETURNING id, short_description`;
    await logActivity(tx, {
      session: REVIEW_LINK_ACTOR,
      action: "project.reviewed",
      entityType: "project",
      entityId: row.id,
      projectId: row.id,
      summary: `Checked project "${row.short_description}": still current`,
    });
    return row;
  });
  logEvent("reviews.still_current", { projectId: project.id });
  return { success: true, project };
}

/** What the confirmation page shows before the click (reads only: opening it records nothing). */
export async function describeReview(token: string): Promise<{ state: "ready" | "used" | "not_lead"; project: string } | null> {
  const target = readReviewToken(token);
  if (!target) return null;
  const reminder = await db.reviewReminder.findFirst({
    where: { id: target.reminderId, projectId: target.projectId },
    select: { answeredAt: true, project: { select: { shortDescription: true } } },
  });
  if (!reminder) return null;
  if (reminder.answeredAt) return { state: "used", project: reminder.project.shortDescription };
  return { state: (await mayAnswer(db, target)) ? "ready" : "not_lead", project: reminder.project.shortDescription };
}
