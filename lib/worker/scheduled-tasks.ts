import "server-only";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { logError, logEvent } from "@/lib/log";
import { sendDueAlerts } from "@/lib/alerts/send-alerts";
import { sendReviewReminders } from "@/lib/reviews/send-review-reminders";
import { runRetention } from "@/lib/retention/run-retention";
import { closeRequestsOfEndedMilestones } from "@/lib/interest/close-ended";
import { sendRequestDigest } from "@/lib/interest/digest";
import { askToRenew } from "@/lib/people-finder/ask-to-renew";
import { cleanUp } from "./housekeeping";

// Work that runs once per period, across every instance. The queue's cron (worker.ts) adds one
// tick job a minute for all instances together; the tick runs each task whose period has passed
// on the app's clock since it last ran, as recorded in `scheduled_run`. Deciding by the app's
// clock lets a test make a day pass at once; the claim (one statement) lets one tick of any
// instance run a task once, even if two ticks overlapped.

export type ScheduledTask = { name: string; everyMs: number; run(): Promise<unknown> };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opportunity alerts look every few minutes; each saved search keeps its own period (weekly or as it happens). */
const ALERTS_EVERY_MS = 5 * 60 * 1000;

export const SCHEDULED_TASKS: ScheduledTask[] = [
  { name: "housekeeping", everyMs: DAY_MS, run: cleanUp },
  { name: "alerts", everyMs: ALERTS_EVERY_MS, run: sendDueAlerts },
  // docs/product.md#review-reminders
  { name: "review_reminders", everyMs: DAY_MS, run: sendReviewReminders },
  // docs/product.md#retention
  { name: "retention", everyMs: DAY_MS, run: runRetention },
  // docs/product.md#interest-requests: a milestone past its end date takes nobody new
  { name: "ended_milestone_requests", everyMs: DAY_MS, run: closeRequestsOfEndedMilestones },
  // docs/product.md#interest-requests: editors and admins hear of new requests once a day
  { name: "request_digest", everyMs: DAY_MS, run: sendRequestDigest },
  // docs/product.md#open-to-projects: an "open to projects" past its day asks its member to renew
  { name: "open_to_projects_renewal", everyMs: DAY_MS, run: askToRenew },
];

/** Claims the task for this period: true for exactly one caller per period. */
async function claim(task: ScheduledTask, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - task.everyMs);
  const rows = await db.$queryRaw<{ name: string }[]>`
    INSERT INTO scheduled_run (name, last_run_at) VALUES (${task.name}, ${now})
    ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
     WHERE scheduled_run.last_run_at <= ${due}
    RETURNING name`;
  return rows.length === 1;
}

/** The tick: runs what is due. A task that fails is logged; the next period tries again. */
export async function runDueTasks(tasks: ScheduledTask[] = SCHEDULED_TASKS): Promise<string[]> {
  const ran: string[] = [];
  for (const task of tasks) {
    if (!(await claim(task, clock.now()))) continue;
    try {
      await task.run();
      ran.push(task.name);
      logEvent("jobs.scheduled_task_done", { task: task.name });
    } catch (error) {
      logError("jobs.scheduled_task_failed", error, { task: task.name });
    }
  }
  return ran;
}
