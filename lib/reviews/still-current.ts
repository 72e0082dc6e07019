import "server-only";
import { logActivity } from "@/lib/activity/log-activity";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict, Invalid } from "@/lib/errors";
import { logEvent } from "@/lib/log";
import { REVIEW_MESSAGES } from "./messages";
import type { StillCurrentAnswer } from "./schemas";
import { readReviewToken } from "./token";

// POST /api/review/still_current/: a lead answered a review reminder "Still current", without
// signing in; the signed token is the authority and works once. The reminder's answer, the
// project's check date and the activity-log row commit together; two clicks at once meet at the
// reminder's row lock and the second finds it answered.

const REVIEW_LINK_ACTOR = { accountId: null, userName: "review reminder link", email: "" };

export async function markStillCurrent(token: string): Promise<StillCurrentAnswer> {
  const target = readReviewToken(token);
  if (!target) throw new Invalid({ token: [REVIEW_MESSAGES.invalid] });
  const now = clock.now();
  const project = await db.$transaction(async (tx) => {
    const { count } = await tx.reviewReminder.updateMany({
      where: { id: target.reminderId, projectId: target.projectId, answeredAt: null },
      data: { answeredAt: now },
    });
    if (count === 0) {
      const known = await tx.reviewReminder.count({ where: { id: target.reminderId, projectId: target.projectId } });
      if (!known) throw new Invalid({ token: [REVIEW_MESSAGES.invalid] });
      throw new Conflict(REVIEW_MESSAGES.used);
    }
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
export async function describeReview(token: string): Promise<{ state: "ready" | "used"; project: string } | null> {
  const target = readReviewToken(token);
  if (!target) return null;
  const reminder = await db.reviewReminder.findFirst({
    where: { id: target.reminderId, projectId: target.projectId },
    select: { answeredAt: true, project: { select: { shortDescription: true } } },
  });
  if (!reminder) return null;
  return { state: reminder.answeredAt ? "used" : "ready", project: reminder.project.shortDescription };
}
