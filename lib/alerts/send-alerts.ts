import "server-only";
import { clock } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log";
import { queueMail } from "@/lib/mail/queue-mail";
import { optedOut } from "@/lib/mail/unsubscribe/opted-out";
import { unsubscribePageUrl, unsubscribeToken } from "@/lib/mail/unsubscribe/token";
import { provedAddressOfAccount } from "@/lib/people/addresses";
import { opportunityAlertMail } from "@/emails/opportunity-alert";
import { WEEK_MS } from "./create-saved-search";
import { newMatches } from "./matching-milestones";

// The alert task (lib/worker/scheduled-tasks.ts): each saved search that is due gets at most one
// mail for its period, listing the milestones it matches and has not accounted for yet; the
// milestones listed are recorded in the same transaction as the queued mail, so none is ever
// reported twice to the same search (docs/decisions/031-opportunity-alerts.md).

/** At most this many milestones in one mail; the rest come in the next one. */
const MAX_LISTED = 25;
/** Saved searches looked at per run; the next run takes the rest. */
const BATCH = 500;

type Outcome = "mailed" | "nothing" | "skipped" | "stopped";

type DueRow = { id: number; account_id: number; name: string; frequency: "weekly" | "immediate"; criteria: unknown };

/** Whether the last mail to the address that settled failed for good (the address does not take mail). */
async function mailFailed(tx: Tx, email: string): Promise<boolean> {
  const last = await tx.mail.findFirst({
    where: { recipient: email, status: { in: ["sent", "failed"] } },
    orderBy: { id: "desc" },
    select: { status: true },
  });
  return last?.status === "failed";
}

async function alertOne(id: number, now: Date): Promise<Outcome> {
  return db.$transaction(async (tx) => {
    // Locked and re-checked: a run that overlapped another never mails the same period twice.
    const [row] = await tx.$queryRaw<DueRow[]>`
      SELECT id, account_id, name, frequency::text AS frequency, criteria FROM saved_search
       WHERE id = ${id} AND stopped_at IS NULL AND next_due_at <= ${now}
       FOR UPDATE SKIP LOCKED`;
    if (!row) return "skipped";
    const nextDueAt = row.frequency === "weekly" ? new Date(now.getTime() + WEEK_MS) : now;
    const holder = await tx.account.findUnique({ where: { id: row.account_id }, select: { level: true, disabled: true } });
    // Alerts go to the account's proved address only (lib/people/addresses.ts): none, no mail.
    const email = holder && !holder.disabled ? await provedAddressOfAccount(tx, row.account_id) : null;
    const account = holder && email ? { ...holder, email } : null;
    if (!account) {
      await tx.savedSearch.update({ where: { id }, data: { nextDueAt } });
      return "skipped";
    }
    const stopReason = (await optedOut(tx, account.email, "alerts")) ? "unsubscribed" : (await mailFailed(tx, account.email)) ? "mail_failed" : null;
    if (stopReason) {
      await tx.savedSearch.update({ where: { id }, data: { stoppedAt: now, stoppedReason: stopReason } });
      logEvent("alerts.stopped", { savedSearchId: id, reason: stopReason });
      return "stopped";
    }
    const found = await newMatches(tx, id, row.criteria, account, MAX_LISTED + 1);
    const listed = found.slice(0, MAX_LISTED);
    if (!listed.length) {
      await tx.savedSearch.update({ where: { id }, data: { nextDueAt } });
      return "nothing";
    }
    const appUrl = env().APP_URL;
    const mail = opportunityAlertMail({
      searchName: row.name,
      items: listed.map((m) => ({ projectName: m.projectName, milestone: m.description, url: `${appUrl}/projects/${m.projectId}/` })),
      more: found.length > MAX_LISTED,
      profileUrl: `${appUrl}/profile/`,
      boardUrl: `${appUrl}/opportunities/`,
      stopSearchUrl: unsubscribePageUrl(unsubscribeToken({ email: account.email, category: "alerts", savedSearchId: id })),
      stopAllUrl: unsubscribePageUrl(unsubscribeToken({ email: account.email, category: "alerts" })),
    });
    // The body carries the unsubscribe links, which act for their holder: it is kept sealed.
    const mailId = await queueMail(tx, { kind: "alert", category: "alerts", to: account.email, ...mail, secret: true });
    await tx.savedSearchMilestone.createMany({
      data: listed.map((m) => ({ savedSearchId: id, milestoneId: m.milestoneId, mailId, recordedAt: now })),
      skipDuplicates: true,
    });
    await tx.savedSearch.update({ where: { id }, data: { nextDueAt, lastSentAt: now } });
    logEvent("alerts.queued", { savedSearchId: id, mailId, milestones: listed.length });
    return "mailed";
  });
}

/** Runs every saved search that is due on the app's clock. */
export async function sendDueAlerts(): Promise<Record<Outcome, number>> {
  const now = clock.now();
  const due = await db.savedSearch.findMany({
    where: { stoppedAt: null, nextDueAt: { lte: now } },
    orderBy: { nextDueAt: "asc" },
    select: { id: true },
    take: BATCH,
  });
  const counts: Record<Outcome, number> = { mailed: 0, nothing: 0, skipped: 0, stopped: 0 };
  for (const { id } of due) counts[await alertOne(id, now)]++;
  return counts;
}
