import { afterAll, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock } from "@/lib/clock";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { ApiClient } from "../../helpers/api-client";
import { waitFor } from "../../helpers/wait-for";
import { db, DEMO, setUpAuthSuite, signedIn } from "../auth/kit";
import { newProjectBody } from "../projects/fixtures";

// Opportunity alerts end to end on the real worker and SMTP listener, the clock moved by the test:
// a saved search, a matching milestone added by an editor, one mail with the project's link; no
// second mail for the same milestone, none when nothing new matches, none for a disabled account,
// weekly searches once in 7 days, and after the one-click unsubscribe no alert at all.

const suite = setUpAuthSuite();
const alertsTask = SCHEDULED_TASKS.filter((t) => t.name === "alerts");
const FIVE_MINUTES = 5 * 60 * 1000 + 1000;

// The clock only moves forward within the file: the task's last run stays in the past.
afterAll(() => resetClock());

/** Moves the app's clock past the task's period and runs it, as the minute's tick would. */
async function runAlerts(ms = FIVE_MINUTES): Promise<void> {
  advanceClock(ms);
  expect(await runDueTasks(alertsTask)).toEqual(["alerts"]);
}

const criteria = (text: string) => ({ andOr: "OR", text, domains: { eml: [], rcoa: [] }, status: { project_status: [], milestone_status: [] }, milestone_looking_for: [] });

async function addProjectWithMilestone(editor: ApiClient, title: string, milestone: string): Promise<number> {
  const project = await editor.post("/api/add_edit_project/", newProjectBody({ short_description: title }));
  expect(project.status, project.text).toBe(200);
  const id: number = project.body.project.id;
  await addMilestone(editor, id, milestone);
  return id;
}

async function addMilestone(editor: ApiClient, project: number, description: string): Promise<void> {
  const saved = await editor.post("/api/add_edit_milestone/", {
    project,
    description,
    start_date: "2026-03-01",
    end_date: "2026-09-30",
    status: 1,
    looking_for: 10,
    domains: { eml: [], rcoa: [] },
    people: [],
  });
  expect(saved.status, saved.text).toBe(200);
}

const alertRows = (to: string) => db.mail.count({ where: { kind: "alert", recipient: to } });

describe("opportunity alerts", () => {
  it("one mail with the project's link; never the same milestone twice; nothing when nothing matches; none after unsubscribing", async () => {
    const [member, editor] = [await signedIn("member"), await signedIn("editor")];
    // Matches nothing yet; what matches when it is saved is never reported.
    const saved = await member.post("/api/saved_searches/", { name: "Kestrel <work> & more", frequency: "immediate", criteria: criteria("kestrel") });
    expect(saved.status, saved.text).toBe(200);
    await runAlerts();
    expect(await alertRows(DEMO.member)).toBe(0);

    const project = await addProjectWithMilestone(editor, "Kestrel airway simulation", "Recruit <b>faculty</b> for the first course");
    const { mail } = await suite.smtp().nextMailTo(DEMO.member, () => runAlerts());
    expect(mail.subject).toBe('1 new milestone for your search "Kestrel <work> & more"');
    expect(mail.text).toContain(`http://localhost:3000/projects/${project}/`);
    expect(mail.text).toContain("Recruit <b>faculty</b> for the first course");
    expect(mail.html).toContain(`href="http://localhost:3000/projects/${project}/"`);
    expect(mail.html).toContain("Recruit &lt;b&gt;faculty&lt;/b&gt;");
    expect(mail.html).toContain("Kestrel &lt;work&gt; &amp; more");
    expect(mail.html).not.toContain("<b>faculty");
    // Where every milestone looking for people is, new or not.
    expect(mail.text).toContain("listed under Open to join: http://localhost:3000/opportunities/");
    expect(mail.html).toContain('href="http://localhost:3000/opportunities/"');
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The same milestone is not reported again; a milestone that matches nothing sends nothing.
    await runAlerts();
    await addProjectWithMilestone(editor, "Unrelated audit", "Collect the data");
    await runAlerts();
    expect(await alertRows(DEMO.member)).toBe(1);

    // One-click unsubscribe from the mail's own header: the next match sends nothing and the search stops.
    const url = new URL(mail.headers["list-unsubscribe"].slice(1, -1));
    const unsubscribed = await new ApiClient({ ip: "10.78.0.1" }).post(url.pathname + url.search, "List-Unsubscribe=One-Click", {
      origin: "https://mail.example.net",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(unsubscribed.status, unsubscribed.text).toBe(200);
    await addMilestone(editor, project, "Run the second kestrel course");
    await runAlerts();
    expect(await alertRows(DEMO.member)).toBe(1);
    expect(suite.smtp().mailsTo(DEMO.member).filter((m) => m.subject.includes("Kestrel"))).toHaveLength(1);
    const listed = await member.get("/api/saved_searches/");
    expect(listed.body.savedSearches[0]).toMatchObject({ stoppedReason: "unsubscribed" });
  });

  it("weekly: one mail for the week, 7 days after saving on the app's clock; a disabled account gets nothing", async () => {
    const [lead, editor] = [await signedIn("lead"), await signedIn("editor")];
    expect((await lead.post("/api/saved_searches/", { name: "Heron", frequency: "weekly", criteria: criteria("heron") })).status).toBe(200);
    await addProjectWithMilestone(editor, "Heron regional teaching", "First heron block day");
    await addProjectWithMilestone(editor, "Heron obstetric course", "Second heron block day");
    await runAlerts();
    expect(await alertRows(DEMO.lead)).toBe(0);

    const { mail } = await suite.smtp().nextMailTo(DEMO.lead, () => runAlerts(7 * 24 * 3600_000));
    expect(mail.subject).toBe('2 new milestones for your search "Heron"');
    expect(mail.text).toContain("First heron block day");
    expect(mail.text).toContain("Second heron block day");

    // A new match while the account is disabled: its week passes with no mail. (A week on, the
    // editor signs in again.)
    await addProjectWithMilestone(await signedIn("editor"), "Heron paediatric course", "Third heron block day");
    await db.account.update({ where: { username: "lead" }, data: { disabled: true } });
    try {
      await runAlerts(7 * 24 * 3600_000);
      expect(await alertRows(DEMO.lead)).toBe(1);
    } finally {
      await db.account.update({ where: { username: "lead" }, data: { disabled: false } });
    }
    await waitFor("the weekly mail sent", async () => (await db.mail.findFirst({ where: { kind: "alert", recipient: DEMO.lead, status: "sent" } })) !== null);
  });

  it("an address whose last mail failed for good: the saved search stops and no alert is queued", async () => {
    const [admin, editor] = [await signedIn("admin"), await signedIn("editor")];
    expect((await admin.post("/api/saved_searches/", { name: "Osprey", frequency: "immediate", criteria: criteria("osprey") })).status).toBe(200);
    const now = clock.now();
    await db.mail.create({
      data: { kind: "security.notice", recipient: DEMO.admin, subject: "Bounced", status: "failed", messageId: "<bounced-alert-test@localhost>", createdAt: now, queuedAt: now },
    });
    await addProjectWithMilestone(editor, "Osprey difficult airway day", "Book the osprey skills lab");
    await runAlerts();
    expect(await alertRows(DEMO.admin)).toBe(0);
    expect((await admin.get("/api/saved_searches/")).body.savedSearches[0]).toMatchObject({ name: "Osprey", stoppedReason: "mail_failed" });
  });
});
