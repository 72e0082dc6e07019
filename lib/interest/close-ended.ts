import "server-only";
import { milestoneEndedMail } from "@/emails/interest";
import { clock } from "@/lib/clock";
import { ukDayOf } from "@/lib/dates";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { queueMail } from "@/lib/mail/queue-mail";
import { INTEREST_MESSAGES as M } from "./messages";

// The daily task (lib/jobs/scheduled-tasks.ts): a milestone whose end date has passed takes
// nobody new (eligibility.ts), so the requests still waiting on it are closed with a kind word,
// and each requester is told, in the same transaction. By the app's clock; a request decided or
// withdrawn meanwhile is not touched (the update takes only open ones).

type Closed = { email: string; milestone: string; project: string };

export async function closeRequestsOfEndedMilestones(): Promise<number> {
  const now = clock.now();
  const today = ukDayOf(now);
  return db.$transaction(async (tx) => {
    const closed = await tx.$queryRaw<Closed[]>`
      UPDATE interest_request r
         SET status = 'declined', open_marker = NULL, decision_message = ${M.endedKindly}, closed_at = ${now}
        FROM milestone m JOIN project p ON p.id = m.project_id
       WHERE r.milestone_id = m.id AND r.status = 'open' AND m.end_date < ${today}::date
      RETURNING r.email::text AS email, m.description AS milestone, p.short_description AS project`;
    const url = `${env().APP_URL}/my_requests/`;
    for (const c of closed) await queueMail(tx, { kind: "interest.ended", to: c.email, ...milestoneEndedMail({ milestone: c.milestone, project: c.project, url }) });
    if (closed.length) logEvent("interest.closed_after_end", { requests: closed.length });
    return closed.length;
  });
}
