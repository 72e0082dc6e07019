import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { advanceClock, resetClock, setClock } from "@/lib/clock";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { waitFor } from "../../helpers/wait-for";
import { db, setUpAuthSuite } from "../auth/kit";
import { openMember, ownDomain, project, someone } from "./finder-world";

// "Until when" (docs/product.md#open-to-projects): from the day after a member's last day (the
// app's clock, the UK's day) nobody sees them; the daily task mails them once to ask whether to
// renew (unsubscribable); renewing shows them again, and the next end asks again. Time moves by
// the app's clock; mail goes through the real worker and SMTP listener.

const suite = setUpAuthSuite();
const DAY = 24 * 60 * 60 * 1000;
const renewal = SCHEDULED_TASKS.filter((t) => t.name === "open_to_projects_renewal");
const asked = (email: string) => db.mail.count({ where: { kind: "open_to_projects.renew", recipient: email } });

beforeEach(async () => {
  setClock(new Date("2027-08-02T08:00:00Z"));
  await db.scheduledRun.deleteMany({ where: { name: "open_to_projects_renewal" } });
});
afterEach(() => resetClock());

describe("the end of 'open to projects' and the renewal mail", () => {
  it("after the last day nobody sees them, they are asked once to renew; renewed, they are shown again and asked again at the next end", async () => {
    const d = await ownDomain();
    const lead = await someone("renewlead");
    await project("Renewal", [lead.person]);
    const member = await openMember("renewer", { stage: "core", rcoa: [d], until: "2027-08-03" });
    const shown = async () => ((await (await lead.sign()).get(`/api/people_finder/directory/?domain=${d}`)).body.people as { id: number }[]).map((p) => p.id);
    expect(await shown()).toEqual([member.account]);

    // Still the 3rd (UK, BST): shown, nothing asked.
    setClock(new Date("2027-08-03T22:30:00Z"));
    expect(await shown()).toEqual([member.account]);
    expect(await runDueTasks(renewal)).toEqual(["open_to_projects_renewal"]);
    expect(await asked(member.email)).toBe(0);

    // The 4th: nobody sees them; the next run asks them, once.
    advanceClock(DAY);
    expect(await shown()).toEqual([]);
    expect(await runDueTasks(renewal)).toEqual(["open_to_projects_renewal"]);
    expect(await asked(member.email)).toBe(1);
    const mail = await waitFor("the renewal mail", () => suite.smtp().mailsTo(member.email).find((m) => m.subject.includes("has ended")), 30_000);
    expect(mail.subject).toBe('Project Directory: your "open to projects" has ended');
    expect(mail.text).toContain("until 03/08/2027");
    expect(mail.text).toContain("http://localhost:3000/profile/#open-to-projects-heading");
    expect(mail.headers["list-unsubscribe"]).toMatch(/\/api\/mail\/unsubscribe\/\?token=/);
    expect(await db.mail.findFirstOrThrow({ where: { kind: "open_to_projects.renew", recipient: member.email }, select: { category: true, bodySealed: true } })).toEqual({ category: "open_to_projects", bodySealed: true });
    advanceClock(DAY);
    expect(await runDueTasks(renewal)).toEqual(["open_to_projects_renewal"]);
    expect(await asked(member.email)).toBe(1);
    const profile = await (await member.sign()).get("/api/profile/open_to_projects/");
    expect(profile.body.entry).toMatchObject({ until: "2027-08-03", ended: true });

    // Renewed: shown again; after the new last day, asked again.
    expect((await (await member.sign()).post("/api/profile/open_to_projects/", { stage: "core", rcoa: [d], until: "2027-08-10" })).status).toBe(200);
    expect(await shown()).toEqual([member.account]);
    advanceClock(6 * DAY); // the 11th
    expect(await shown()).toEqual([]);
    expect(await runDueTasks(renewal)).toEqual(["open_to_projects_renewal"]);
    expect(await asked(member.email)).toBe(2);
  });

  it("an address that unsubscribed from these reminders is not mailed", async () => {
    const member = await openMember("quietrenewer", { stage: "other", until: "2027-08-02" });
    await db.mailOptOut.create({ data: { email: member.email, category: "open_to_projects", createdAt: new Date() } });
    advanceClock(DAY);
    expect(await runDueTasks(renewal)).toEqual(["open_to_projects_renewal"]);
    expect(await asked(member.email)).toBe(0);
    expect(await db.openToProjects.findUniqueOrThrow({ where: { accountId: member.account }, select: { renewalAskedAt: true } })).not.toEqual({ renewalAskedAt: null });
  });
});
