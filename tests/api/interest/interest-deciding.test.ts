import { describe, expect, it } from "vitest";
import { INTEREST_MESSAGES as M } from "@/lib/interest/messages";
import { db, DEMO, setUpAuthSuite } from "../auth/kit";
import { milestone, signedInAs, visitor } from "./decide-world";
import { ask, asker, MAIL_MS, mailsAbout, personOf, world } from "./interest-world";

// "I'm interested" decided through the calls (docs/product.md#interest-requests): the milestone's
// deciders accept or decline, once however many ask at once, the requester follows it in My
// requests, and a milestone fills up by the lead's tick or by its places; mails through the real
// worker and SMTP. Each case builds its own world (interest-world.ts) and its own requests.

const suite = setUpAuthSuite();

describe("deciding", () => {
  it("only deciders decide: a member, a visitor, another project's lead get 403; unknown ids 404", async () => {
    const w = await world();
    const member = await signedInAs("member");
    const id = await ask(member, w.open);
    // a visitor who asked on the same milestone
    const v = await visitor(w.address("new.trainee"));
    await ask(v, w.open, { first_name: "Nia", last_name: "Trainee" });
    const other = await ask((await asker()).client, w.otherMilestone, { first_name: "Ash", last_name: "Asker" });
    expect((await member.post("/api/interest/decide/", { id, decision: "accept", role: 2 })).status).toBe(403);
    expect((await v.post("/api/interest/decide/", { id, decision: "decline" })).status).toBe(403);
    const lead = await w.lead.sign();
    expect((await lead.post("/api/interest/decide/", { id: other, decision: "accept" })).status).toBe(403);
    expect((await lead.post("/api/interest/decide/", { id: 2_000_000, decision: "accept" })).status).toBe(404);
    expect(await db.interestRequest.count({ where: { id: { in: [id, other] }, status: "open" } })).toBe(2);
    expect(await db.milestonePerson.count({ where: { milestoneId: { in: [w.open, w.otherMilestone] } } })).toBe(0);
  });

  it("a wrong role or decision is a 422 and leaves the request open, nobody added", async () => {
    const w = await world();
    const id = await ask(await signedInAs("member"), w.open);
    const lead = await w.lead.sign();
    const wrong = await lead.post("/api/interest/decide/", { id, decision: "accept", role: 999 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.role).toEqual([M.unknownRole]);
    expect((await lead.post("/api/interest/decide/", { id, decision: "maybe" })).status).toBe(422);
    expect((await lead.post("/api/interest/decide/", { id, decision: "decline", message: "x".repeat(1001) })).status).toBe(422);
    expect((await db.interestRequest.findUniqueOrThrow({ where: { id } })).status).toBe("open");
    expect(await db.milestonePerson.count({ where: { milestoneId: w.open } })).toBe(0);
  });

  it("20 accepts at once: one outcome, one person added, one mail", async () => {
    const w = await world();
    const member = await signedInAs("member");
    const id = await ask(member, w.open, { stage: "higher" });
    const lead = await w.lead.sign();
    const version = (await db.milestone.findUniqueOrThrow({ where: { id: w.open } })).version;
    const { result: results, mail } = await suite.smtp().nextMailTo(DEMO.member, () =>
      Promise.all(Array.from({ length: 20 }, () => lead.post("/api/interest/decide/", { id, decision: "accept", role: 3 }))),
      MAIL_MS,
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)!.body.errorMessage).toBe(M.alreadyDecided);
    const memberPerson = await personOf(DEMO.member);
    expect(await db.milestonePerson.findMany({ where: { milestoneId: w.open }, select: { personId: true, roleId: true } })).toEqual([{ personId: memberPerson, roleId: 3 }]);
    expect((await db.milestone.findUniqueOrThrow({ where: { id: w.open } })).version).toBe(version + 1);
    expect(await db.activityLog.count({ where: { action: "interest.accept", entityId: w.open } })).toBe(1);
    expect(mail.subject).toBe("Project Directory: your request was accepted");
    expect(mail.text).toContain(w.tag);
    expect(await mailsAbout(w, "interest.accepted", [DEMO.member])).toBe(1);
    const mine = (await member.get("/api/interest/mine/")).body.requests;
    expect(mine.find((r: { id: number }) => r.id === id)).toMatchObject({ status: "accepted", role_display: "Supervisor" });
    // The menu offers My Requests to whoever has asked, and to no one else.
    expect((await member.get("/api/usercheck/")).body.hasRequests).toBe(true);
    expect((await (await signedInAs("admin")).get("/api/usercheck/")).body.hasRequests).toBe(false);
  });

  it("decline with a message: the visitor sees it, may delete the request; no second decision", async () => {
    const w = await world();
    const email = w.address("new.trainee");
    const v = await visitor(email);
    const id = await ask(v, w.open, { first_name: "Nia", last_name: "Trainee" });
    const lead = await w.lead.sign();
    const { result: res, mail } = await suite.smtp().nextMailTo(email, () =>
      lead.post("/api/interest/decide/", { id, decision: "decline", message: "Full <for now> — try the spring one" }),
      MAIL_MS,
    );
    expect(res.status).toBe(200);
    expect(mail.text).toContain("Full <for now> — try the spring one");
    expect(mail.html).toContain("Full &lt;for now&gt;");
    expect((await lead.post("/api/interest/decide/", { id, decision: "accept" })).status).toBe(409);
    expect((await v.get("/api/usercheck/")).body.hasRequests).toBe(true);
    const mine = (await v.get("/api/interest/mine/")).body.requests;
    expect(mine).toEqual([expect.objectContaining({ id, status: "declined", decision_message: "Full <for now> — try the spring one", role_display: null })]);
    // someone else cannot delete or withdraw it
    const other = await visitor(w.address("other.trainee"));
    expect((await other.post("/api/interest/delete/", { id })).status).toBe(404);
    expect((await v.post("/api/interest/withdraw/", { id })).status).toBe(409);
    expect((await v.post("/api/interest/delete/", { id })).status).toBe(200);
    expect(await db.interestRequest.count({ where: { id } })).toBe(0);
    expect((await other.get("/api/usercheck/")).body.hasRequests).toBe(false);
  });

  it("accept racing withdraw: one outcome, and the milestone agrees with it", async () => {
    const w = await world();
    const lead = await w.lead.sign();
    for (let round = 0; round < 3; round++) {
      const email = w.address(`racer${round}`);
      const v = await visitor(email);
      const id = await ask(v, w.open, { stage: "other", first_name: "Rae", last_name: `Cer${round}` });
      const open = await v.post("/api/interest/delete/", { id });
      expect(open.status).toBe(409);
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
    const w = await world();
    const email = w.address("s.kelly");
    const kelly = (await db.person.create({ data: { firstName: "Siobhan", lastName: "Kelly", email }, select: { id: true } })).id;
    const v = await visitor(email);
    const asked = await ask(v, w.open, { stage: "consultant", first_name: "S", last_name: "K" });
    const lead = await w.lead.sign();
    const res = await lead.post("/api/interest/decide/", { id: asked, decision: "accept" });
    expect(res.status).toBe(200);
    expect(res.body.person).toBe(kelly);
    expect(await db.person.count({ where: { email } })).toBe(1);
    expect(await db.milestonePerson.findUnique({ where: { milestoneId_personId: { milestoneId: w.open, personId: kelly } } })).toMatchObject({ roleId: 2 });
  });
});

describe("now fully subscribed", () => {
  it("the lead's tick makes the milestone Fully subscribed and tells the others waiting, kindly", async () => {
    const w = await world();
    const lead = await w.lead.sign();
    const m = await milestone(w.project, { lookingFor: 30 });
    const a = await visitor(w.address("first.in"));
    const second = w.address("second.in");
    const b = await visitor(second);
    const first = await ask(a, m, { first_name: "First", last_name: "In" });
    await ask(b, m, { first_name: "Second", last_name: "In" });
    const { result: res, mail } = await suite.smtp().nextMailTo(second, () =>
      lead.post("/api/interest/decide/", { id: first, decision: "accept", fully_subscribed: true }),
      MAIL_MS,
    );
    expect(res.status).toBe(200);
    expect(mail.subject).toBe("Project Directory: the milestone you asked to join is now fully subscribed");
    expect(mail.text).toContain("Thank you for your interest");
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).lookingForId).toBe(99);
    const mine = (await b.get("/api/interest/mine/")).body.requests;
    expect(mine.find((r: { milestone: number }) => r.milestone === m)).toMatchObject({ status: "declined", decision_message: M.nowFull });
    const again = await (await visitor(w.address("third.in"))).post("/api/interest/ask/", { milestone: m, stage: "core", first_name: "T", last_name: "I" });
    expect([again.status, again.body.errorMessage]).toEqual([422, M.fullySubscribed]);
  });
});

describe("places", () => {
  it("the lead sets places; the accept that fills the last one makes the milestone Fully subscribed and tells the others", async () => {
    const w = await world();
    const lead = await w.lead.sign();
    const m = await milestone(w.project, { lookingFor: 10 });
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
    const member = await signedInAs("member");
    expect((await member.post("/api/interest/places/", { milestone: m, places: 5 })).status).toBe(403);
    expect((await member.post("/api/interest/milestone/", { milestone: m })).status).toBe(403);
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).places).toBe(2);

    const names = ["One", "Two", "Three"];
    const [one, two] = await Promise.all(names.map(async (n) => ask(await visitor(w.address(`places.${n.toLowerCase()}`)), m, { first_name: "Places", last_name: n })));
    expect((await lead.post("/api/interest/decide/", { id: one, decision: "accept" })).status).toBe(200);
    expect((await db.milestone.findUniqueOrThrow({ where: { id: m } })).lookingForId).toBe(10);
    const { result, mail } = await suite.smtp().nextMailTo(w.address("places.three"), () =>
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
