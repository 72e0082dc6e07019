import "server-only";
import { reviewReminderMail } from "@/emails/review-reminder";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { formatUkDate } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import { logEvent } from "@/lib/log";
import { queueMail } from "@/lib/mail/queue-mail";
import { unsubscribePageUrl, unsubscribeToken } from "@/lib/mail/unsubscribe/token";
import { LEAD_ROLE } from "@/lib/projects/types";
import { needsReviewCondition } from "./review-condition";
import { isoDay, REMIND_AGAIN_DAYS } from "./review-rules";
import { projectPageUrl, reviewPageUrl } from "./token";

// The daily task (lib/worker/scheduled-tasks.ts): every project that needs review and was not
// reminded in the last REMIND_AGAIN_DAYS gets one reminder row and one mail to each of its leads
// with an address (docs/product.md#review-reminders). Each project is its own transaction,
// holding the project's row lock while it checks for a recent reminder, so two runs at once (or
// a retry) never remind a project twice in a period.

const DAY_MS = 24 * 60 * 60 * 1000;

type Due = { id: number };

async function dueProjects(now: Date): Promise<Due[]> {
  const recent = new Date(now.getTime() - REMIND_AGAIN_DAYS * DAY_MS);
  return db.$queryRaw<Due[]>(Prisma.sql`
    SELECT p.id FROM project p
     WHERE ${needsReviewCondition(now)}
       AND EXISTS (SELECT 1 FROM project_person pp JOIN person pe ON pe.id = pp.person_id
                    WHERE pp.project_id = p.id AND pp.role_id = ${LEAD_ROLE} AND pe.email <> '')
       AND NOT EXISTS (SELECT 1 FROM review_reminder r WHERE r.project_id = p.id AND r.sent_at > ${recent})
     ORDER BY p.id`);
}

async function remind(projectId: number, now: Date): Promise<number> {
  const recent = new Date(now.getTime() - REMIND_AGAIN_DAYS * DAY_MS);
  return db.$transaction(async (tx) => {
    const [project] = await tx.$queryRaw<{ short_description: string; expected_completion_date: Date | null; since: Date }[]>`
      SELECT short_description, expected_completion_date, GREATEST(updated_at, COALESCE(reviewed_at, updated_at)) AS since
        FROM project WHERE id = ${projectId} FOR UPDATE`;
    if (!project) return 0;
    const already = await tx.reviewReminder.count({ where: { projectId, sentAt: { gt: recent } } });
    if (already) return 0;
    const leads = await tx.projectPerson.findMany({
      where: { projectId, roleId: LEAD_ROLE, person: { email: { not: "" } } },
      select: { personId: true, person: { select: { email: true } } },
      orderBy: { personId: "asc" },
    });
    // One mail per address, its link naming the lead it went to (the first person with it).
    const recipients = new Map<string, number>();
    for (const l of leads) {
      const address = l.person.email.toLowerCase();
      if (!recipients.has(address)) recipients.set(address, l.personId);
    }
    if (!recipients.size) return 0;
    const reminder = await tx.reviewReminder.create({ data: { projectId, sentAt: now }, select: { id: true } });
    const today = isoDay(now);
    const due = project.expected_completion_date ? isoDay(project.expected_completion_date) : null;
    for (const [to, personId] of recipients) {
      const stillCurrentUrl = reviewPageUrl({ reminderId: reminder.id, projectId, personId });
      const content = reviewReminderMail({
        project: project.short_description,
        since: formatUkDate(isoDay(project.since)),
        overdue: !!due && due < today,
        stillCurrentUrl,
        updateUrl: projectPageUrl(projectId),
        stopUrl: unsubscribePageUrl(unsubscribeToken({ email: to, category: "reminders" })),
      });
      // Its "Still current" link answers for the lead: the stored body is sealed (lib/mail/mail-body.ts).
      await queueMail(tx, { kind: "review_reminder", category: "reminders", to, ...content, link: stillCurrentUrl, secret: true });
    }
    return recipients.size;
  });
}

/** Sends what is due; answers how many projects were reminded. */
export async function sendReviewReminders(): Promise<number> {
  const now = clock.now();
  let reminded = 0;
  for (const { id } of await dueProjects(now)) {
    if (await remind(id, now)) reminded++;
  }
  logEvent("reviews.reminders_sent", { projects: reminded });
  return reminded;
}
