import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { resetClock, setClock } from "@/lib/clock";
import { INTEREST_MESSAGES as M } from "@/lib/interest/messages";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { waitFor } from "../../helpers/wait-for";
import { db, setUpAuthSuite } from "../auth/kit";

// A milestone past its end date takes nobody new, by the app's clock, and the requests still
// waiting on it are closed with a kind word (docs/product.md#interest-requests); nobody asks to
// join a milestone whose requests they decide themselves. Each case builds its own milestone.

const suite = setUpAuthSuite();
afterEach(() => resetClock());
const closing = SCHEDULED_TASKS.filter((t) => t.name === "ended_milestone_requests");

let ip = 0;
const client = () => new ApiClient({ ip: `10.97.${++ip >> 8}.${ip & 255}` });
const unique = () => randomUUID().slice(0, 8);

async function as(username: string) {
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(client(), { accountId: a.id, level: a.level, kind: "account" });
}

async function visitor(email: string) {
  const o = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } } });
  return signInDirectly(client(), { organisationId: o.id, email, level: LEVEL.quickAccess, kind: "quickAccess" });
}

/** A project the demo lead leads, with a milestone looking for anyone until `endDate`. */
async function milestone(endDate: string, milestoneLead?: number) {
  const lead = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } });
  const p = await db.project.create({
    data: { shortDescription: `Ending project ${unique()}`, longDescription: "x", startDate: new Date("2026-01-05"), statusId: 1, people: { create: [{ personId: lead.id, roleId: 1 }] } },
  });
  return db.milestone.create({
    data: {
      projectId: p.id, description: `Ending milestone ${unique()}`, startDate: new Date("2026-02-01"), endDate: new Date(endDate), statusId: 1, lookingForId: 30,
      ...(milestoneLead ? { people: { create: [{ personId: milestoneLead, roleId: 1 }] } } : {}),
    },
  });
}

describe("a milestone that has ended", () => {
  it("takes requests up to its end date and none after it, by the app's clock", async () => {
    const m = await milestone("2026-11-30");
    const member = await as("member");
    setClock(new Date("2026-11-30T20:00:00Z"));
    const onTheDay = await member.post("/api/interest/ask/", { milestone: m.id, stage: "core", message: "" });
    expect(onTheDay.status, onTheDay.text).toBe(200);
    expect((await member.post("/api/interest/withdraw/", { id: onTheDay.body.request.id })).status).toBe(200);

    setClock(new Date("2026-12-01T09:00:00Z"));
    const visitorAfter = await visitor(`v.${unique()}@example-hospital.org`);
    for (const asker of [await as("member"), visitorAfter]) {
      const after = await asker.post("/api/interest/ask/", { milestone: m.id, stage: "core", message: "", first_name: "Vi", last_name: "Sitor" });
      expect([after.status, after.body.errorMessage]).toEqual([422, M.ended]);
    }
    expect(await db.interestRequest.count({ where: { milestoneId: m.id, status: "open" } })).toBe(0);
  });

  it("the daily task closes its waiting requests with a kind word and tells each requester, once; others stay as they were", async () => {
    const ended = await milestone("2026-11-30");
    const running = await milestone("2027-03-31");
    setClock(new Date("2026-11-20T09:00:00Z"));
    const emails = [`a.${unique()}@example-hospital.org`, `b.${unique()}@example-hospital.org`];
    for (const email of emails) {
      const v = await visitor(email);
      for (const m of [ended, running]) expect((await v.post("/api/interest/ask/", { milestone: m.id, stage: "higher", message: "", first_name: "Early", last_name: "Bird" })).status).toBe(200);
    }
    const withdrawn = await as("member");
    const asked = await withdrawn.post("/api/interest/ask/", { milestone: ended.id, stage: "core", message: "" });
    await withdrawn.post("/api/interest/withdraw/", { id: asked.body.request.id });

    setClock(new Date("2026-12-02T06:00:00Z"));
    await db.scheduledRun.deleteMany({ where: { name: "ended_milestone_requests" } });
    expect(await runDueTasks(closing)).toEqual(["ended_milestone_requests"]);
    expect(await runDueTasks(closing)).toEqual([]);

    const after = await db.interestRequest.findMany({ where: { milestoneId: { in: [ended.id, running.id] } }, select: { milestoneId: true, email: true, status: true, decisionMessage: true } });
    for (const email of emails) {
      expect(after).toContainEqual({ milestoneId: ended.id, email, status: "declined", decisionMessage: M.endedKindly });
      expect(after).toContainEqual({ milestoneId: running.id, email, status: "open", decisionMessage: "" });
      const mail = await waitFor(`the ended mail to ${email}`, () => suite.smtp().mailsTo(email).find((x) => x.subject.includes("has ended")), 60_000);
      expect(mail.text).toContain(ended.description);
    }
    expect(after.find((r) => r.email === "member@example-hospital.org")?.status).toBe("withdrawn");
  });
});

describe("nobody asks to join a milestone whose requests they decide", () => {
  it("the project's lead, the milestone's lead and an editor are refused; a member may ask", async () => {
    const milestoneLead = await db.person.findFirstOrThrow({ where: { email: "member@example-hospital.org" } });
    const m = await milestone("2027-06-30", milestoneLead.id);
    for (const username of ["lead", "member", "editor"]) {
      const refused = await (await as(username)).post("/api/interest/ask/", { milestone: m.id, stage: "consultant", message: "" });
      expect([refused.status, refused.body.errorMessage], username).toEqual([422, M.youDecide]);
    }
    const other = await milestone("2027-06-30");
    expect((await (await as("member")).post("/api/interest/ask/", { milestone: other.id, stage: "core", message: "" })).status).toBe(200);
    expect(await db.interestRequest.count({ where: { milestoneId: m.id } })).toBe(0);
  });
});
