import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock } from "@/lib/clock";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { REVIEW_MESSAGES } from "@/lib/reviews/messages";
import { isoDay } from "@/lib/reviews/review-rules";
import { sendReviewReminders } from "@/lib/reviews/send-review-reminders";
import { describeReview } from "@/lib/reviews/still-current";
import { reviewToken } from "@/lib/reviews/token";
import type { Project } from "@/lib/projects/types";
import { signInDirectly } from "../../helpers/sign-in";
import { waitFor } from "../../helpers/wait-for";
import { db, newClient, setUpAuthSuite, signedIn } from "../auth/kit";

// Review reminders (docs/product.md#review-reminders) on the real worker and SMTP listener, the
// clock moved instead of waited for: a year without change brings one reminder to the lead with
// its two links; "Still current" records the check once; forged, swapped and replayed links are
// refused; closed and opted-out projects get nothing; an overdue project is reminded at once;
// the editors' "No active lead".

const suite = setUpAuthSuite();
// The demo projects are closed here, so each step waits only for the reminders of its own
// projects (every demo project would need review after a year, and their mails queue first).
beforeAll(async () => {
  await db.project.updateMany({ data: { statusId: 999 } });
});
afterAll(() => resetClock());

const DAY_MS = 24 * 3600_000;
// More than twelve months whatever leap days fall in between.
const OVER_A_YEAR = 370 * DAY_MS;
const reviewTask = SCHEDULED_TASKS.filter((t) => t.name === "review_reminders");
let people = 0;

async function projectLedBy(email: string, options: { status?: number; due?: string; account?: "active" | "disabled" } = {}) {
  people++;
  const person = await db.person.create({ data: { firstName: "Lead", lastName: `Reviewer ${people}`, email } });
  if (options.account) {
    await db.account.create({ data: { username: `reviewer${people}`, email, level: 3, personId: person.id, disabled: options.account === "disabled" } });
  }
  const project = await db.project.create({
    data: {
      shortDescription: `Review project ${people}`,
      longDescription: "Kept current by its lead",
      startDate: new Date("2024-01-01T00:00:00Z"),
      expectedCompletionDate: options.due ? new Date(`${options.due}T00:00:00Z`) : null,
      statusId: options.status ?? 1,
      updatedAt: clock.now(),
      people: { create: { personId: person.id, roleId: 1 } },
    },
    select: { id: true },
  });
  return project.id;
}

const remindersTo = (email: string) => db.mail.count({ where: { kind: "review_reminder", recipient: email } });
const settled = (email: string) =>
  waitFor(`the reminders to ${email} settled`, async () => (await db.mail.count({ where: { kind: "review_reminder", recipient: email, status: "queued" } })) === 0);

async function searchNeedsReview(client: Awaited<ReturnType<typeof signedIn>>): Promise<number[]> {
  const res = await client.post("/api/project_search/", { andOr: "OR", needs_review: true });
  expect(res.status).toBe(200);
  return (res.body.projects as Project[]).map((p) => p.id);
}

describe("review reminders", () => {
  const lead = "year.lead@example.org";
  let projectId = 0;
  let token = "";

  it("a year without change: the lead gets exactly one reminder, with Still current and Update it", async () => {
    projectId = await projectLedBy(lead);
    await runDueTasks(reviewTask);
    expect(await remindersTo(lead)).toBe(0);

    advanceClock(OVER_A_YEAR);
    const { mail } = await suite.smtp().nextMailTo(lead, () => runDueTasks(reviewTask), 60_000);
    expect(mail.subject).toBe(`Is "Review project 1" still current?`);
    const stillCurrent = mail.text.match(/Still current \(nothing to change\): (http:\/\/localhost:3000\/review\/\?token=([\w.-]+))/);
    expect(stillCurrent).not.toBeNull();
    token = stillCurrent![2];
    expect(mail.text).toContain(`Update it: http://localhost:3000/projects/${projectId}/`);
    expect(mail.html).toContain(`/review/?token=${token}`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // Another tick the same day, and the task itself run again: nothing more.
    expect(await runDueTasks(reviewTask)).toEqual([]);
    await sendReviewReminders();
    await settled(lead);
    expect(await remindersTo(lead)).toBe(1);
    expect(suite.smtp().mailsTo(lead)).toHaveLength(1);
  });

  it("shows Not reviewed since in the list and is found by Needs review", async () => {
    const member = await signedIn("member");
    expect(await searchNeedsReview(member)).toContain(projectId);
    const list = await member.get("/api/existing_projects/all/");
    const project = (list.body.projects as Project[]).find((p) => p.id === projectId)!;
    expect(project).toMatchObject({ checked_on: null, changed_on: isoDay(new Date(clock.ms() - OVER_A_YEAR)) });
  });

  it("refuses a forged token and another project's token, and changes nothing", async () => {
    const stranger = newClient();
    const forged = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await stranger.post("/api/review/still_current/", { token: forged })).status).toBe(422);
    const [reminderId] = token.split(".");
    const otherProject = await projectLedBy("other.lead@example.org");
    const swapped = `${reminderId}.${otherProject}.${token.split(".")[2]}.${token.split(".")[3]}`;
    const refused = await stranger.post("/api/review/still_current/", { token: swapped });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(REVIEW_MESSAGES.invalid);
    // Signed by this server, but for a reminder of another project: no such reminder.
    const signedElsewhere = reviewToken({ reminderId: Number(reminderId), projectId: otherProject, personId: Number(token.split(".")[2]) });
    expect((await stranger.post("/api/review/still_current/", { token: signedElsewhere })).status).toBe(422);
    expect(await db.project.findUniqueOrThrow({ where: { id: projectId }, select: { reviewedAt: true } })).toEqual({ reviewedAt: null });
  });

  it("Still current without signing in records the check once; the badge goes; a replay is refused", async () => {
    const visitor = newClient();
    const [first, second] = await Promise.all([
      visitor.post("/api/review/still_current/", { token }),
      newClient().post("/api/review/still_current/", { token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body).toEqual({ success: true, project: { id: projectId, short_description: "Review project 1" }, answer: "current" });

    const member = await signedIn("member");
    const list = await member.get("/api/existing_projects/all/");
    const project = (list.body.projects as Project[]).find((p) => p.id === projectId)!;
    expect(project.checked_on).toBe(isoDay(clock.now()));
    expect(await searchNeedsReview(member)).not.toContain(projectId);

    const replayed = await newClient().post("/api/review/still_current/", { token });
    expect(replayed.status).toBe(409);
    expect(replayed.body.errorMessage).toBe(REVIEW_MESSAGES.used);
    const log = await db.activityLog.findMany({ where: { projectId, action: "project.reviewed" } });
    expect(log).toHaveLength(1);

    // Checked: no reminder the next day, nor a month later.
    advanceClock(31 * DAY_MS);
    await sendReviewReminders();
    await settled(lead);
    expect(await remindersTo(lead)).toBe(1);
  });

  it("an unanswered reminder is sent again after 30 days, not before", async () => {
    const quiet = "quiet.lead@example.org";
    await projectLedBy(quiet);
    advanceClock(OVER_A_YEAR);
    await suite.smtp().nextMailTo(quiet, () => sendReviewReminders(), 60_000);
    advanceClock(29 * DAY_MS);
    await sendReviewReminders();
    await settled(quiet);
    expect(await remindersTo(quiet)).toBe(1);
    advanceClock(2 * DAY_MS);
    await sendReviewReminders();
    expect(await remindersTo(quiet)).toBe(2);
    await waitFor("the second reminder sent", async () => {
      const rows = await db.mail.findMany({ where: { kind: "review_reminder", recipient: quiet }, select: { status: true, lastError: true } });
      return rows.every((r) => r.status === "sent") || (rows.some((r) => r.status !== "queued" && r.status !== "sent") && Promise.reject(new Error(JSON.stringify(rows))));
    }, 60_000);
    await waitFor("the second reminder received", () => suite.smtp().mailsTo(quiet).length === 2);
  });

  it("a Completed or Abandoned project gets none; one past its expected completion date is reminded at once", async () => {
    const done = "done.lead@example.org";
    const dropped = "dropped.lead@example.org";
    const late = "late.lead@example.org";
    await projectLedBy(done, { status: 999 });
    await projectLedBy(dropped, { status: 998 });
    const yesterday = isoDay(new Date(clock.ms() - DAY_MS));
    const lateProject = await projectLedBy(late, { due: yesterday });
    const { mail } = await suite.smtp().nextMailTo(late, () => sendReviewReminders(), 60_000);
    expect(mail.text).toContain("has passed its expected completion date");
    expect(mail.text).toContain(`/projects/${lateProject}/`);

    advanceClock(OVER_A_YEAR);
    await sendReviewReminders();
    await settled(done);
    expect(await remindersTo(done)).toBe(0);
    expect(await remindersTo(dropped)).toBe(0);
  });

  it("a lead who opted out of reminders gets none", async () => {
    const away = "opted.out.lead@example.org";
    await db.mailOptOut.create({ data: { email: away, category: "reminders", createdAt: clock.now() } });
    await projectLedBy(away);
    advanceClock(OVER_A_YEAR);
    await sendReviewReminders();
    await waitFor("the opted-out reminder cancelled", async () => (await db.mail.findFirst({ where: { kind: "review_reminder", recipient: away } }))?.status === "cancelled");
    expect(suite.smtp().mailsTo(away)).toHaveLength(0);
  });
});

describe("No active lead", () => {
  it("is shown to editors, with the projects whose every lead's account is disabled; a member is refused", async () => {
    const orphan = await projectLedBy("disabled.lead@example.org", { account: "disabled" });
    const looked = await projectLedBy("active.lead@example.org", { account: "active" });
    const done = await projectLedBy("closed.lead@example.org", { status: 999, account: "disabled" });

    const editor = await signedIn("editor");
    const res = await editor.get("/api/projects_without_active_lead/");
    expect(res.status).toBe(200);
    const ids = (res.body.projects as { id: number }[]).map((p) => p.id);
    expect(ids).toContain(orphan);
    expect(ids).not.toContain(looked);
    expect(ids).not.toContain(done);

    const member = await signedIn("member");
    const refused = await member.get("/api/projects_without_active_lead/");
    expect(refused.status).toBe(403);
    expect(refused.body.projects).toBeUndefined();
  });
});

describe("a Still current link of a lead removed from the project", () => {
  const linkIn = (text: string) => text.match(/\/review\/\?token=([\w.-]+)/)![1];

  it("is refused (403) once its lead no longer leads the project, and records nothing; the remaining lead's link works", async () => {
    const removed = "removed.lead@example.org";
    const staying = "staying.lead@example.org";
    const projectId = await projectLedBy(removed, { account: "active" });
    const stayingPerson = await db.person.create({ data: { firstName: "Staying", lastName: "Lead", email: staying } });
    await db.projectPerson.create({ data: { projectId, personId: stayingPerson.id, roleId: 1 } });
    await db.project.update({ where: { id: projectId }, data: { updatedAt: new Date(clock.ms() - OVER_A_YEAR) } });
    await sendReviewReminders();
    const removedMail = await waitFor("the removed lead's reminder", () => suite.smtp().mailsTo(removed).at(-1), 60_000);
    const stayingMail = await waitFor("the staying lead's reminder", () => suite.smtp().mailsTo(staying).at(-1), 60_000);
    const removedToken = linkIn(removedMail.text);
    const stayingToken = linkIn(stayingMail.text);
    expect(removedToken).not.toBe(stayingToken);

    // The lead is taken off the project after the reminder went.
    const person = await db.person.findFirstOrThrow({ where: { email: removed }, select: { id: true } });
    await db.projectPerson.deleteMany({ where: { projectId, personId: person.id } });

    // Used as it came, five times at once, and from a signed-in browser of the same account.
    const account = await db.account.findFirstOrThrow({ where: { email: removed }, select: { id: true, level: true } });
    const signedInBrowser = await signInDirectly(newClient(), { accountId: account.id, level: account.level, kind: "account" });
    const tries = await Promise.all([...Array.from({ length: 5 }, () => newClient()), signedInBrowser].map((c) => c.post("/api/review/still_current/", { token: removedToken })));
    for (const res of tries) {
      expect(res.status).toBe(403);
      expect(res.body.errorMessage).toBe(REVIEW_MESSAGES.notLead);
    }
    // The page (app/review/page.tsx reads this) says so too, before any click.
    expect(await describeReview(removedToken)).toMatchObject({ state: "not_lead" });
    expect(await db.project.findUniqueOrThrow({ where: { id: projectId }, select: { reviewedAt: true } })).toEqual({ reviewedAt: null });
    expect(await db.reviewReminder.count({ where: { projectId, answeredAt: { not: null } } })).toBe(0);

    // Its person id swapped for the staying lead's: no longer signed, refused as invalid.
    const [r, p, , mac] = removedToken.split(".");
    expect((await newClient().post("/api/review/still_current/", { token: `${r}.${p}.${stayingPerson.id}.${mac}` })).status).toBe(422);

    // The lead still on the project answers; the removed lead's link stays refused afterwards.
    const ok = await newClient().post("/api/review/still_current/", { token: stayingToken });
    expect(ok.status, ok.text).toBe(200);
    expect((await newClient().post("/api/review/still_current/", { token: removedToken })).status).toBe(403);
  });

  it("still works for a removed lead whose account is an editor", async () => {
    const email = "editor.lead@example.org";
    const projectId = await projectLedBy(email, { account: "active" });
    await db.account.update({ where: { email }, data: { level: 6 } });
    await db.project.update({ where: { id: projectId }, data: { updatedAt: new Date(clock.ms() - OVER_A_YEAR) } });
    await sendReviewReminders();
    const mail = await waitFor("the editor lead's reminder", () => suite.smtp().mailsTo(email).at(-1), 60_000);
    const person = await db.person.findFirstOrThrow({ where: { email }, select: { id: true } });
    await db.projectPerson.deleteMany({ where: { projectId, personId: person.id } });
    expect((await newClient().post("/api/review/still_current/", { token: linkIn(mail.text) })).status).toBe(200);
  });
});
