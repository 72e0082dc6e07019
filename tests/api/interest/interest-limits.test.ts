import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { advanceClock, resetClock } from "@/lib/clock";
import { INTEREST_MESSAGES as M } from "@/lib/interest/messages";
import { LIMITS } from "@/lib/rate-limit/limits";
import { ApiClient } from "../../helpers/api-client";
import { startFreshWindow } from "../../helpers/rate-window";
import { signInDirectly } from "../../helpers/sign-in";
import { waitFor } from "../../helpers/wait-for";
import { db, setUpAuthSuite } from "../auth/kit";

// "I'm interested" mails the milestone's leads, so asking is limited like the other
// calls that send mail (docs/product.md#interest-requests): per account or quick-access visitor
// and per address, 10 asks an hour with withdrawals counted. Beyond, 429 with a message, and
// nothing is written or mailed. The subject of the deciders' mail carries no text the
// requester chose.

const suite = setUpAuthSuite();
const { max, windowMs } = LIMITS.interestChangesPerRequesterHour;
const MAIL_MS = 30_000;

let ip = 0;
const client = () => {
  ip++;
  return new ApiClient({ ip: `10.92.${ip >> 8}.${ip & 255}` });
};

async function account(username: string) {
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(client(), { accountId: a.id, level: a.level, kind: "account" });
}

async function visitor(email: string) {
  const o = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } }, select: { id: true } });
  return signInDirectly(client(), { organisationId: o.id, email, level: LEVEL.quickAccess, kind: "quickAccess" });
}

/** A member on none of these projects, who asks from two sessions. */
const ASKER = "limit.asker@example.org";

let project: number;
let counter = 0;
/** Milestones looking for someone, each on the one project (led by the demo lead). */
async function milestones(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    counter++;
    const m = await db.milestone.create({
      data: { projectId: project, description: `Limit milestone ${counter}`, startDate: new Date("2026-03-02"), statusId: 1, lookingForId: 10 },
      select: { id: true },
    });
    ids.push(m.id);
  }
  return ids;
}

const interestMails = () => db.mail.count({ where: { kind: "interest.new" } });

beforeAll(async () => {
  const lead = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" }, select: { id: true } });
  project = (
    await db.project.create({
      data: { shortDescription: "Interest limit project", longDescription: "x", startDate: new Date("2026-02-02"), statusId: 1, people: { create: [{ personId: lead.id, roleId: 1 }] } },
    })
  ).id;
});

afterEach(() => resetClock());

describe("POST /api/interest/ask/ and /withdraw/: the hourly limit", () => {
  it("the 11th ask in an hour is 429 with the message, and writes and mails nothing; the next hour it works", async () => {
    startFreshWindow(windowMs);
    const member = await account("member");
    const ids = await milestones(max + 1);
    for (const id of ids.slice(0, max)) {
      const res = await member.post("/api/interest/ask/", { milestone: id, stage: "core" });
      expect(res.status, res.text).toBe(200);
    }
    const requests = await db.interestRequest.count();
    const mails = await interestMails();
    const activity = await db.activityLog.count({ where: { action: "interest.ask" } });

    const over = await member.post("/api/interest/ask/", { milestone: ids[max], stage: "core" });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ errorMessage: M.tooManyRequests });
    expect(await db.interestRequest.count()).toBe(requests);
    expect(await interestMails()).toBe(mails);
    expect(await db.activityLog.count({ where: { action: "interest.ask" } })).toBe(activity);

    // A second session of the same account, or another account's session, gets no fresh budget
    // for this address; the hour after, the same ask goes through.
    expect((await (await account("member")).post("/api/interest/ask/", { milestone: ids[max], stage: "core" })).status).toBe(429);
    advanceClock(windowMs);
    expect((await member.post("/api/interest/ask/", { milestone: ids[max], stage: "core" })).status).toBe(200);
  });

  it("ask, withdraw, ask again: withdrawals count, so the same milestone cannot be used to mail its leads without end", async () => {
    startFreshWindow(windowMs);
    const address = "cycling.visitor@example-hospital.org";
    const v = await visitor(address);
    const [id] = await milestones(1);
    let last = await v.post("/api/interest/ask/", { milestone: id, stage: "other", first_name: "Cy", last_name: "Cling" });
    let changes = 1;
    while (last.status === 200) {
      const withdraw = await v.post("/api/interest/withdraw/", { id: last.body.request.id });
      if (withdraw.status !== 200) {
        last = withdraw;
        break;
      }
      changes++;
      last = await v.post("/api/interest/ask/", { milestone: id, stage: "other", first_name: "Cy", last_name: "Cling" });
      if (last.status === 200) changes++;
    }
    expect(last.status).toBe(429);
    expect(last.body.errorMessage).toBe(M.tooManyRequests);
    expect(changes).toBe(max);
    // Another session of the visitor's address is refused too (the budget is the address's).
    const again = await visitor(address);
    expect((await again.post("/api/interest/ask/", { milestone: (await milestones(1))[0], stage: "other", first_name: "Cy", last_name: "Cling" })).status).toBe(429);
  });

  it("30 asks at once, from two sessions of one account: at most 10 go through, the rest 429, one mail per request to its lead", async () => {
    startFreshWindow(windowMs);
    // (not an editor: editors decide every milestone's requests, so they ask none)
    const asker = await db.account.create({ data: { username: "limit-asker", email: ASKER, emailVerified: 2, level: 3 } });
    const first = await signInDirectly(client(), { accountId: asker.id, level: 3, kind: "account" });
    const second = await signInDirectly(client(), { accountId: asker.id, level: 3, kind: "account" });
    const ids = await milestones(30);
    const mails = await interestMails();
    const results = await Promise.all(ids.map((id, i) => (i % 2 ? first : second).post("/api/interest/ask/", { milestone: id, stage: "consultant", first_name: "Eda", last_name: "Itor" })));
    const ok = results.filter((r) => r.status === 200).length;
    expect(results.every((r) => r.status === 200 || r.status === 429), results.map((r) => r.status).join()).toBe(true);
    expect(ok).toBeLessThanOrEqual(max);
    expect(ok).toBeGreaterThan(0);
    const made = await db.interestRequest.count({ where: { email: ASKER, milestoneId: { in: ids } } });
    expect(made).toBe(ok);
    // Mailed at once: the project's lead alone (editors and admins hear in their daily digest).
    expect((await interestMails()) - mails).toBe(ok);
  });

  it("refused asks (already asked, not found) give their place back", async () => {
    startFreshWindow(windowMs);
    const member = await account("member");
    const [id] = await milestones(1);
    const other = await milestones(1);
    expect((await member.post("/api/interest/ask/", { milestone: other[0], stage: "consultant" })).status).toBe(200);
    for (let i = 0; i < max + 5; i++) {
      expect((await member.post("/api/interest/ask/", { milestone: other[0], stage: "consultant" })).status).toBe(409);
      expect((await member.post("/api/interest/ask/", { milestone: 99_999_999, stage: "consultant" })).status).toBe(404);
    }
    expect((await member.post("/api/interest/ask/", { milestone: id, stage: "consultant" })).status).toBe(200);
  });
});

describe("the deciders' mail", () => {
  it("carries no text the requester chose in its subject; their name and message are in the body, as text", async () => {
    startFreshWindow(windowMs);
    const v = await visitor("subject.test@example-hospital.org");
    const [id] = await milestones(1);
    const first = "URGENT: reset your password at http://evil.example";
    const last = "<b>Bold</b>";
    const result = await v.post("/api/interest/ask/", { milestone: id, stage: "other", first_name: first, last_name: last, message: "Hello" });
    expect(result.status, result.text).toBe(200);
    // Earlier tests' mails may still be on their way: this one is the mail naming this visitor.
    const mail = await waitFor(
      "the deciders' mail of this request",
      () => suite.smtp().mailsTo("lead@example-hospital.org").find((m) => m.text.includes("subject.test@example-hospital.org")),
      MAIL_MS,
    );
    expect(mail.subject).toBe("Project Directory: a new request to join a milestone");
    for (const typed of ["URGENT", "evil", "Bold", "Hello"]) expect(mail.subject).not.toContain(typed);
    expect(mail.text).toContain(`${first} ${last} (subject.test@example-hospital.org)`);
    expect(mail.html).toContain("&lt;b&gt;Bold&lt;/b&gt;");
    const rows = await db.mail.findMany({ where: { kind: "interest.new", createdAt: { gte: new Date(0) } }, select: { subject: true } });
    for (const row of rows) expect(row.subject).not.toContain("URGENT");
  });
});
