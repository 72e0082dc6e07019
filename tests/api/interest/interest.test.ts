import { beforeAll, describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { INTEREST_MESSAGES as M } from "@/lib/interest/messages";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { waitFor } from "../../helpers/wait-for";
import { db, setUpAuthSuite } from "../auth/kit";

// "I'm interested" end to end through the calls (docs/product.md#interest-requests): members and
// quick-access visitors ask, the milestone's deciders see and decide, the requester follows it in
// My requests; every refusal leaves the database as it was; mails through the real worker and SMTP.

const suite = setUpAuthSuite();
// The worker sends in the background; a busy machine may take a while.
const MAIL_MS = 30_000;

let ip = 0;
const client = () => {
  ip++;
  return new ApiClient({ ip: `10.91.${ip >> 8}.${ip & 255}` });
};

async function account(username: string) {
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(client(), { accountId: a.id, level: a.level, kind: "account" });
}

async function visitor(organisation: string, email: string) {
  const o = await db.organisation.findUniqueOrThrow({ where: { name: organisation }, select: { id: true } });
  return signInDirectly(client(), { organisationId: o.id, email, level: LEVEL.quickAccess, kind: "quickAccess" });
}

/** A member on neither project, who asks in the tests below. */
const ASKER = "interest.asker@example.org";

const person = async (email: string) => (await db.person.findFirstOrThrow({ where: { email }, select: { id: true } })).id;

type World = {
  project: number;
  open: number;
  full: number;
  closed: number;
  memberOn: number;
  otherProject: number;
  otherMilestone: number;
};
let w: World;
let hospital: string;
let northern: string;

async function milestone(projectId: number, lookingForId: number, statusId = 1, people: { personId: number; roleId: number }[] = []) {
  const m = await db.milestone.create({
    data: { projectId, description: `Interest milestone ${lookingForId}/${statusId}`, startDate: new Date("2026-03-02"), statusId, lookingForId, people: { create: people } },
    select: { id: true },
  });
  return m.id;
}

beforeAll(async () => {
  const orgs = await db.organisation.findMany({ include: { domains: true }, orderBy: { id: "asc" } });
  hospital = orgs.find((o) => o.domains.some((d) => d.domain === "example-hospital.org"))!.name;
  northern = orgs.find((o) => o.domains.some((d) => d.domain === "northern-school.example"))!.name;
  const lead = await person("lead@example-hospital.org");
  const member = await person("member@example-hospital.org");
  const kelly = await person("s.kelly@example-hospital.org");
  const project = await db.project.create({
    data: { shortDescription: "Interest test project", longDescription: "x", startDate: new Date("2026-02-02"), statusId: 1, people: { create: [{ personId: lead, roleId: 1 }] } },
  });
  const other = await db.project.create({
    data: { shortDescription: "Interest other project", longDescription: "x", startDate: new Date("2026-02-02"), statusId: 1, people: { create: [{ personId: kelly, roleId: 1 }] } },
  });
  w = {
    project: project.id,
    open: await milestone(project.id, 10),
    full: await milestone(project.id, 99),
    closed: await milestone(project.id, 10, 999),
    memberOn: await milestone(project.id, 20, 1, [{ personId: member, roleId: 2 }]),
    otherProject: other.id,
    otherMilestone: await milestone(other.id, 30),
  };
});

const countRequests = () => db.interestRequest.count();

describe("asking", () => {
  it("a member asks: the request is theirs, the project's lead gets a mail with the message as text; editors wait for their digest", async () => {
    const member = await account("member");
    const message = "I <b>teach</b> airway & would like to help";
    const editorsBefore = await db.mail.count({ where: { kind: "interest.new", recipient: { in: ["editor@example.org", "admin@example.org"] } } });
    const { result: res, mail } = await suite.smtp().nextMailTo("lead@example-hospital.org", () =>
      member.post("/api/interest/ask/", { milestone: w.open, stage: "higher", message }),
      MAIL_MS,
    );
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ milestone: w.open, status: "open", stage: "higher", message });
    expect(mail.text).toContain("Tom Okafor (member@example-hospital.org)");
    expect(mail.text).toContain("Stage: Higher trainee");
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`http://localhost:3000/my_requests/#decide-project-${w.project}`);
    expect(mail.html).toContain("I &lt;b&gt;teach&lt;/b&gt; airway &amp; would like to help");
    expect(mail.html).not.toContain("<b>teach");
    expect(await db.mail.count({ where: { kind: "interest.new", recipient: { in: ["editor@example.org", "admin@example.org"] } } })).toBe(editorsBefore);
    expect(await db.mail.count({ where: { kind: "interest.new", recipient: "member@example-hospital.org" } })).toBe(0);
    expect(await db.activityLog.count({ where: { action: "interest.ask", entityId: w.open } })).toBe(1);
  });

  it("asking again shows the open request (409) and adds nothing", async () => {
    const member = await account("member");
    const before = await countRequests();
    const res = await member.post("/api/interest/ask/", { milestone: w.open, stage: "core" });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(M.alreadyAsked);
    expect(res.body.request).toMatchObject({ milestone: w.open, status: "open", stage: "higher" });
    expect(await countRequests()).toBe(before);
  });

  it("two asks at once by one person: one request", async () => {
    // (not an editor: editors decide every milestone's requests, so they ask none)
    const asker = await db.account.create({ data: { username: "interest-asker", email: ASKER, emailVerified: 2, level: 3 } });
    const c = await signInDirectly(client(), { accountId: asker.id, level: 3, kind: "account" });
    const results = await Promise.all(Array.from({ length: 5 }, () => c.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "consultant", first_name: "Ash", last_name: "Asker" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await db.interestRequest.count({ where: { milestoneId: w.otherMilestone, email: ASKER } })).toBe(1);
  });

  it("a visitor gives their name; the request notes their organisation's access", async () => {
    const v = await visitor(hospital, "new.trainee@example-hospital.org");
    const before = await countRequests();
    const missing = await v.post("/api/interest/ask/", { milestone: w.open, stage: "core" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.first_name).toEqual([M.namesNeeded]);
    expect(await countRequests()).toBe(before);
    const { result: res, mail } = await suite.smtp().nextMailTo("lead@example-hospital.org", () =>
      v.post("/api/interest/ask/", { milestone: w.open, stage: "core", first_name: "Nia", last_name: "Trainee" }),
      MAIL_MS,
    );
    expect(res.status).toBe(200);
    expect(mail.text).toContain(`through ${hospital}'s quick access`);
    const row = await db.interestRequest.findUniqueOrThrow({ where: { id: res.body.request.id } });
    expect(row).toMatchObject({ email: "new.trainee@example-hospital.org", accountId: null, firstName: "Nia", lastName: "Trainee" });
    expect(row.organisationId).not.toBeNull();
  });

  it("refuses full, closed and already-held milestones, hidden and unknown ones, with nothing written", async () => {
    const member = await account("member");
    const before = await countRequests();
    const full = await member.post("/api/interest/ask/", { milestone: w.full, stage: "core" });
    expect([full.status, full.body.errorMessage]).toEqual([422, M.fullySubscribed]);
    const closed = await member.post("/api/interest/ask/", { milestone: w.closed, stage: "core" });
    expect([closed.status, closed.body.errorMessage]).toEqual([422, M.closed]);
    const held = await member.post("/api/interest/ask/", { milestone: w.memberOn, stage: "core" });
    expect([held.status, held.body.errorMessage]).toEqual([422, M.alreadyOnIt]);
    expect((await member.post("/api/interest/ask/", { milestone: 2_000_000, stage: "core" })).status).toBe(404);
    // a northern visitor cannot see the hospital's project, so cannot ask on it
    const stranger = await visitor(northern, "someone@northern-school.example");
    expect((await stranger.post("/api/interest/ask/", { milestone: w.open, stage: "core", first_name: "A", last_name: "B" })).status).toBe(404);
    expect(await countRequests()).toBe(before);
  });

  it("bad input: each a clear 422 field error, nothing written", async () => {
    const lead = await account("lead");
    const before = await countRequests();
    const long = await lead.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "core", message: "x".repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.message[0]).toMatch(/1000 characters/);
    const stage = await lead.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "registrar" });
    expect(stage.status).toBe(422);
    expect(stage.body.errors.stage).toEqual(["Please choose your stage"]);
    const notText = await lead.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "core", message: { html: "<i>" } });
    expect(notText.status).toBe(422);
    expect((await lead.post("/api/interest/ask/", { stage: "core" })).status).toBe(422);
    expect(await countRequests()).toBe(before);
  });

  it("an account whose address is not verified is asked to verify first", async () => {
    const a = await db.account.create({ data: { username: "unverified-asker", email: "unverified@example.org", level: 3, emailVerified: 0 } });
    const c = await signInDirectly(client(), { accountId: a.id, level: 3, kind: "account" });
    const before = await countRequests();
    const res = await c.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "core", first_name: "Un", last_name: "Verified" });
    expect([res.status, res.body.errorMessage]).toEqual([422, M.unverified]);
    expect(await countRequests()).toBe(before);
  });

  it("anyone not signed in cannot ask or read", async () => {
    const anon = client();
    await anon.get("/api/usercheck/");
    expect((await anon.post("/api/interest/ask/", { milestone: w.open, stage: "core" })).status).toBe(403);
    expect((await anon.get("/api/interest/mine/")).status).toBe(403);
  });
});

describe("seeing requests", () => {
  it("deciders see the open requests with email and message; nobody else does", async () => {
    const lead = await account("lead");
    const res = await lead.post("/api/interest/project/", { project: w.project });
    expect(res.status).toBe(200);
    expect(res.body.requests.map((r: { email: string }) => r.email).sort()).toEqual(["member@example-hospital.org", "new.trainee@example-hospital.org"]);
    expect(res.body.requests.find((r: { email: string }) => r.email.startsWith("new")).organisation).toBe(hospital);
    const editor = await account("editor");
    expect((await editor.post("/api/interest/project/", { project: w.project })).body.requests).toHaveLength(2);
    const member = await account("member");
    expect((await member.post("/api/interest/project/", { project: w.project })).body.requests).toEqual([]);
    // the lead does not decide another lead's project
    expect((await lead.post("/api/interest/project/", { project: w.otherProject })).body.requests).toEqual([]);
    const v = await visitor(hospital, "new.trainee@example-hospital.org");
    expect((await v.post("/api/interest/project/", { project: w.project })).status).toBe(403);
    expect((await lead.post("/api/interest/project/", { project: 2_000_000 })).status).toBe(404);
  });

  it("counts come apart from the lists, for the deciders' milestones only", async () => {
    const lead = await account("lead");
    const counts = (await lead.get("/api/interest/counts/")).body.counts;
    expect(counts).toEqual([{ project: w.project, milestone: w.open, open: 2 }]);
    const member = await account("member");
    expect((await member.get("/api/interest/counts/")).body.counts).toEqual([]);
    const all = await lead.get("/api/existing_projects/all/");
    expect(all.text).not.toContain("new.trainee@example-hospital.org");
  });
});

describe("deciding", () => {
  const openOf = async (email: string, milestoneId = w.open) =>
    (await db.interestRequest.findFirstOrThrow({ where: { email, milestoneId, status: "open" } })).id;

  it("only deciders decide: a member, a visitor, another project's lead get 403; unknown ids 404", async () => {
    const id = await openOf("member@example-hospital.org");
    const member = await account("member");
    expect((await member.post("/api/interest/decide/", { id, decision: "accept", role: 2 })).status).toBe(403);
    const v = await visitor(hospital, "new.trainee@example-hospital.org");
    expect((await v.post("/api/interest/decide/", { id, decision: "decline" })).status).toBe(403);
    const lead = await account("lead");
    const other = await openOf(ASKER, w.otherMilestone);
    expect((await lead.post("/api/interest/decide/", { id: other, decision: "accept" })).status).toBe(403);
    expect((await lead.post("/api/interest/decide/", { id: 2_000_000, decision: "accept" })).status).toBe(404);
    expect(await db.interestRequest.count({ where: { id: { in: [id, other] }, status: "open" } })).toBe(2);
  });

  it("a wrong role or decision is a 422 and leaves the request open, nobody added", async () => {
    const id = await openOf("member@example-hospital.org");
    const lead = await account("lead");
    const wrong = await lead.post("/api/interest/decide/", { id, decision: "accept", role: 999 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.role).toEqual([M.unknownRole]);
    expect((await lead.post("/api/interest/decide/", { id, decision: "maybe" })).status).toBe(422);
    expect((await lead.post("/api/interest/decide/", { id, decision: "decline", message: "x".repeat(1001) })).status).toBe(422);
    expect((await db.interestRequest.findUniqueOrThrow({ where: { id } })).status).toBe("open");
    expect(await db.milestonePerson.count({ where: { milestoneId: w.open } })).toBe(0);
  });

  it("20 accepts at once: one outcome, one person added, one mail", async () => {
    const id = await openOf("member@example-hospital.org");
    const lead = await account("lead");
    const version = (await db.milestone.findUniqueOrThrow({ where: { id: w.open } })).version;
    const results = await Promise.all(Array.from({ length: 20 }, () => lead.post("/api/interest/decide/", { id, decision: "accept", role: 3 })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)!.body.errorMessage).toBe(M.alreadyDecided);
    const memberPerson = await person("member@example-hospital.org");
    expect(await db.milestonePerson.findMany({ where: { milestoneId: w.open }, select: { personId: true, roleId: true } })).toEqual([{ personId: memberPerson, roleId: 3 }]);
    expect((await db.milestone.findUniqueOrThrow({ where: { id: w.open } })).version).toBe(version + 1);
    expect(await db.activityLog.count({ where: { action: "interest.accept", entityId: w.open } })).toBe(1);
    const mail = await suite.smtp().lastMailTo("member@example-hospital.org", MAIL_MS);
    expect(mail.subject).toBe("Project Directory: your request was accepted");
    await waitFor("one accepted mail", async () => (await db.mail.count({ where: { kind: "interest.accepted", recipient: "member@example-hospital.org" } })) === 1);
    const member = await account("member");
    const mine = (await member.get("/api/interest/mine/")).body.requests;
    expect(mine.find((r: { id: number }) => r.id === id)).toMatchObject({ status: "accepted", role_display: "Supervisor" });
    // The menu offers My Requests to whoever has asked, and to no one else.
    expect((await member.get("/api/usercheck/")).body.hasRequests).toBe(true);
    expect((await (await account("admin")).get("/api/usercheck/")).body.hasRequests).toBe(false);
  });

  it("decline with a message: the visitor sees it, may delete the request; no second decision", async () => {
    const id = await openOf("new.trainee@example-hospital.org");
    const lead = await account("lead");
    const { result: res, mail } = await suite.smtp().nextMailTo("new.trainee@example-hospital.org", () =>
      lead.post("/api/interest/decide/", { id, decision: "decline", message: "Full <for now> — try the spring one" }),
      MAIL_MS,
    );
    expect(res.status).toBe(200);
    expect(mail.text).toContain("Full <for now> — try the spring one");
    expect(mail.html).toContain("Full &lt;for now&gt;");
    expect((await lead.post("/api/interest/decide/", { id, decision: "accept" })).status).toBe(409);
    const v = await visitor(hospital, "new.trainee@example-hospital.org");
    expect((await v.get("/api/usercheck/")).body.hasRequests).toBe(true);
    const mine = (await v.get("/api/interest/mine/")).body.requests;
    expect(mine).toEqual([expect.objectContaining({ id, status: "declined", decision_message: "Full <for now> — try the spring one", role_display: null })]);
    // someone else cannot delete or withdraw it
    const other = await visitor(hospital, "other.trainee@example-hospital.org");
    expect((await other.post("/api/interest/delete/", { id })).status).toBe(404);
    expect((await v.post("/api/interest/withdraw/", { id })).status).toBe(409);
    expect((await v.post("/api/interest/delete/", { id })).status).toBe(200);
    expect(await db.interestRequest.count({ where: { id } })).toBe(0);
    expect((await other.get("/api/usercheck/")).body.hasRequests).toBe(false);
  });

  it("accept racing withdraw: one outcome, and the milestone agrees with it", async () => {
    for (let round = 0; round < 3; round++) {
      const email = `racer${round}@example-hospital.org`;
      const v = await visitor(hospital, email);
      const asked = await v.post("/api/interest/ask/", { milestone: w.open, stage: "other", first_name: "Rae", last_name: `Cer${round}` });
      expect(asked.status).toBe(200);
      const id = asked.body.request.id;
      const open = await v.post("/api/interest/delete/", { id });
      expect(open.status).toBe(409);
      const lead = await account("lead");
      const [accept, withdraw] = await Promise.all([
        lead.post("/api/interest/decide/", { id, decision: "accept" }),
        v.post("/api/interest/withdraw/", { id }),
      ]);
      expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
      const row = await db.interestRequest.findUniqueOrThrow({ where: { id } });
      const added = await db.milestonePerson.count({ where: { milestoneId: w.open, person: { email } } });
      if (accept.status === 200) {
        expect(row.status).toBe("accepted");
        expect(added).toBe(1);
        // a visitor without a person is created from the request's name and address
        expect(await db.person.findFirst({ where: { email }, select: { firstName: true, lastName: true } })).toEqual({ firstName: "Rae", lastName: `Cer${round}` });
      } else {
        expect(row.status).toBe("withdrawn");
        expect(added).toBe(0);
      }
    }
  });

  it("an accepted address that is already a person is reused, not duplicated", async () => {
    const kelly = await person("s.kelly@example-hospital.org");
    const v = await visitor(hospital, "s.kelly@example-hospital.org");
    const asked = await v.post("/api/interest/ask/", { milestone: w.open, stage: "consultant", first_name: "S", last_name: "K" });
    expect(asked.status).toBe(200);
    const lead = await account("lead");
    const res = await lead.post("/api/interest/decide/", { id: asked.body.request.id, decision: "accept" });
    expect(res.status).toBe(200);
    expect(res.body.person).toBe(kelly);
    expect(await db.person.count({ where: { email: "s.kelly@example-hospital.org" } })).toBe(1);
    expect(await db.milestonePerson.findUnique({ where: { milestoneId_personId: { milestoneId: w.open, personId: kelly } } })).toMatchObject({ roleId: 2 });
  });
});

describe("now fully subscribed", () => {
  it("the lead's tick makes the milestone Fully subscribed and tells the others waiting, kindly", async () => {
    const lead = await account("lead");
    const m = await milestone(w.project, 30);
    const a = await visitor(hospital, "first.in@example-hospital.org");
    const b = await visitor(hospital, "second.in@example-hospital.org");
    const first = await a.post("/api/interest/ask/", { milestone: m, stage: "core", first_name: "First", last_name: "In" });
    const second = await b.post("/api/interest/ask/", { milestone: m, stage: "core", first_name: "Second", last_name: "In" });
    expect([first.status, second.status]).toEqual([200, 200]);
    const { result: res, mail } = await suite.smtp().nextMailTo("second.in@example-hospital.org", () =>
      lead.post("/api/interest/decide/", { id: first.body.request.id, decision: "accept", fully_subscribed: true }),
      MAIL_MS,
    );
    expect(res.status).toBe(200);
    expect(mail.subject).toBe("Project Directory: the milestone you asked to join is now fully subscribed");
    expect(mail.text).toContain("Thank you for your interest");
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).lookingForId).toBe(99);
    const mine = (await b.get("/api/interest/mine/")).body.requests;
    expect(mine.find((r: { milestone: number }) => r.milestone === m)).toMatchObject({ status: "declined", decision_message: M.nowFull });
    const again = await (await visitor(hospital, "third.in@example-hospital.org")).post("/api/interest/ask/", { milestone: m, stage: "core", first_name: "T", last_name: "I" });
    expect([again.status, again.body.errorMessage]).toEqual([422, M.fullySubscribed]);
  });
});

describe("places", () => {
  it("the lead sets places; the accept that fills the last one makes the milestone Fully subscribed and tells the others", async () => {
    const lead = await account("lead");
    const m = await milestone(w.project, 10);
    for (const places of [0, 501, 1.5, "3", true]) {
      const res = await lead.post("/api/interest/places/", { milestone: m, places });
      expect(res.status, String(places)).toBe(422);
      expect(res.body.errors.places, String(places)).toHaveLength(1);
    }
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).places).toBeNull();
    const set = await lead.post("/api/interest/places/", { milestone: m, places: 2 });
    expect([set.status, set.body]).toEqual([200, { milestone: m, places: 2, people: 0 }]);
    expect((await lead.post("/api/interest/milestone/", { milestone: m })).body).toEqual({ milestone: m, places: 2, people: 0 });
    expect(await db.activityLog.count({ where: { action: "milestone.places", entityId: m } })).toBe(1);
    // Someone who may not edit the milestone neither reads nor sets it.
    const member = await account("member");
    expect((await member.post("/api/interest/places/", { milestone: m, places: 5 })).status).toBe(403);
    expect((await member.post("/api/interest/milestone/", { milestone: m })).status).toBe(403);
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).places).toBe(2);

    const names = ["One", "Two", "Three"];
    const asks = await Promise.all(
      names.map(async (n) => (await visitor(hospital, `places.${n.toLowerCase()}@example-hospital.org`)).post("/api/interest/ask/", { milestone: m, stage: "core", first_name: "Places", last_name: n })),
    );
    expect(asks.map((a) => a.status)).toEqual([200, 200, 200]);
    const [one, two] = asks.map((a) => a.body.request.id as number);
    expect((await lead.post("/api/interest/decide/", { id: one, decision: "accept" })).status).toBe(200);
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).lookingForId).toBe(10);
    const { result, mail } = await suite.smtp().nextMailTo("places.three@example-hospital.org", () =>
      lead.post("/api/interest/decide/", { id: two, decision: "accept" }),
      MAIL_MS,
    );
    expect(result.status).toBe(200);
    expect(mail.subject).toBe("Project Directory: the milestone you asked to join is now fully subscribed");
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).lookingForId).toBe(99);
    const accepted = await db.activityLog.findMany({ where: { action: "interest.accept", entityId: m }, orderBy: { id: "asc" }, select: { after: true } });
    expect(accepted.map((a) => (a.after as { fullySubscribed: boolean }).fullySubscribed)).toEqual([false, true]);
    expect((await lead.post("/api/interest/places/", { milestone: m, places: null })).body).toEqual({ milestone: m, places: null, people: 2 });
  });
});
