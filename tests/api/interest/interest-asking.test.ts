import { describe, expect, it } from "vitest";
import { INTEREST_MESSAGES as M } from "@/lib/interest/messages";
import { db, DEMO, setUpAuthSuite } from "../auth/kit";
import { client, signedInAs, visitor } from "./decide-world";
import { ask, asker, HOSPITAL, MAIL_MS, mailsAbout, NORTHERN, organisationOf, requestsIn, world } from "./interest-world";

// "I'm interested" end to end through the calls (docs/product.md#interest-requests): members and
// quick-access visitors ask, and the milestone's deciders see the requests; every refusal leaves
// the database as it was; mails through the real worker and SMTP. Each case builds its own world
// (interest-world.ts) and counts only what is in it.

const suite = setUpAuthSuite();

describe("asking", () => {
  it("a member asks: the request is theirs, the project's lead gets a mail with the message as text; editors wait for their digest", async () => {
    const w = await world();
    const member = await signedInAs("member");
    const message = "I <b>teach</b> airway & would like to help";
    const { result: res, mail } = await suite.smtp().nextMailTo(w.lead.email, () =>
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
    // One mail about this world, to its lead: not to the editors and admins, nor to the asker.
    expect(await mailsAbout(w, "interest.new", [w.lead.email])).toBe(1);
    expect(await mailsAbout(w, "interest.new", [DEMO.editor, DEMO.admin])).toBe(0);
    expect(await mailsAbout(w, "interest.new", [DEMO.member])).toBe(0);
    expect((await db.interestRequest.findUniqueOrThrow({ where: { id: res.body.request.id } })).editorsToldAt).toBeNull();
    expect(await db.activityLog.count({ where: { action: "interest.ask", entityId: w.open } })).toBe(1);
  });

  it("asking again shows the open request (409) and adds nothing", async () => {
    const w = await world();
    const member = await signedInAs("member");
    const first = await ask(member, w.open, { stage: "higher" });
    const res = await member.post("/api/interest/ask/", { milestone: w.open, stage: "core" });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(M.alreadyAsked);
    expect(res.body.request).toMatchObject({ id: first, milestone: w.open, status: "open", stage: "higher" });
    expect(await requestsIn(w)).toBe(1);
  });

  it("two asks at once by one person: one request", async () => {
    // (not an editor: editors decide every milestone's requests, so they ask none)
    const w = await world();
    const { email, client: c } = await asker();
    const results = await Promise.all(Array.from({ length: 5 }, () => c.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "consultant", first_name: "Ash", last_name: "Asker" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await db.interestRequest.count({ where: { milestoneId: w.otherMilestone, email } })).toBe(1);
    expect(await requestsIn(w)).toBe(1);
  });

  it("a visitor gives their name; the request notes their organisation's access", async () => {
    const w = await world();
    const hospital = await organisationOf(HOSPITAL);
    const email = w.address("new.trainee");
    const v = await visitor(email);
    const missing = await v.post("/api/interest/ask/", { milestone: w.open, stage: "core" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.first_name).toEqual([M.namesNeeded]);
    expect(await requestsIn(w)).toBe(0);
    const { result: res, mail } = await suite.smtp().nextMailTo(w.lead.email, () =>
      v.post("/api/interest/ask/", { milestone: w.open, stage: "core", first_name: "Nia", last_name: "Trainee" }),
      MAIL_MS,
    );
    expect(res.status).toBe(200);
    expect(mail.text).toContain(`through ${hospital}'s quick access`);
    const row = await db.interestRequest.findUniqueOrThrow({ where: { id: res.body.request.id } });
    expect(row).toMatchObject({ email, accountId: null, firstName: "Nia", lastName: "Trainee" });
    expect(row.organisationId).not.toBeNull();
  });

  it("refuses full, closed and already-held milestones, hidden and unknown ones, with nothing written", async () => {
    const w = await world();
    const member = await signedInAs("member");
    const full = await member.post("/api/interest/ask/", { milestone: w.full, stage: "core" });
    expect([full.status, full.body.errorMessage]).toEqual([422, M.fullySubscribed]);
    const closed = await member.post("/api/interest/ask/", { milestone: w.closed, stage: "core" });
    expect([closed.status, closed.body.errorMessage]).toEqual([422, M.closed]);
    const held = await member.post("/api/interest/ask/", { milestone: w.memberOn, stage: "core" });
    expect([held.status, held.body.errorMessage]).toEqual([422, M.alreadyOnIt]);
    expect((await member.post("/api/interest/ask/", { milestone: 2_000_000, stage: "core" })).status).toBe(404);
    // a northern visitor cannot see the hospital's project, so cannot ask on it
    const stranger = await visitor(`someone.${w.tag}@${NORTHERN}`, NORTHERN);
    expect((await stranger.post("/api/interest/ask/", { milestone: w.open, stage: "core", first_name: "A", last_name: "B" })).status).toBe(404);
    expect(await requestsIn(w)).toBe(0);
  });

  it("bad input: each a clear 422 field error, nothing written", async () => {
    const w = await world();
    const lead = await w.lead.sign();
    const long = await lead.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "core", message: "x".repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.message[0]).toMatch(/1000 characters/);
    const stage = await lead.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "registrar" });
    expect(stage.status).toBe(422);
    expect(stage.body.errors.stage).toEqual(["Please choose your stage"]);
    const notText = await lead.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "core", message: { html: "<i>" } });
    expect(notText.status).toBe(422);
    expect((await lead.post("/api/interest/ask/", { stage: "core" })).status).toBe(422);
    expect(await requestsIn(w)).toBe(0);
  });

  it("an account whose address is not verified is asked to verify first", async () => {
    const w = await world();
    const { client: c } = await asker(false);
    const res = await c.post("/api/interest/ask/", { milestone: w.otherMilestone, stage: "core", first_name: "Un", last_name: "Verified" });
    expect([res.status, res.body.errorMessage]).toEqual([422, M.unverified]);
    expect(await requestsIn(w)).toBe(0);
  });

  it("anyone not signed in cannot ask or read", async () => {
    const w = await world();
    const anon = client();
    await anon.get("/api/usercheck/");
    expect((await anon.post("/api/interest/ask/", { milestone: w.open, stage: "core" })).status).toBe(403);
    expect((await anon.get("/api/interest/mine/")).status).toBe(403);
    expect(await requestsIn(w)).toBe(0);
  });
});

describe("seeing requests", () => {
  /** The world with two open requests on its open milestone, and one on the other lead's. */
  async function asked() {
    const w = await world();
    const trainee = w.address("new.trainee");
    await ask(await signedInAs("member"), w.open, { stage: "higher", message: "Happy to help" });
    await ask(await visitor(trainee), w.open, { first_name: "Nia", last_name: "Trainee" });
    await ask((await asker()).client, w.otherMilestone, { first_name: "Ash", last_name: "Asker" });
    return { ...w, trainee };
  }

  it("deciders see the open requests with email and message; nobody else does", async () => {
    const w = await asked();
    const hospital = await organisationOf(HOSPITAL);
    const lead = await w.lead.sign();
    const res = await lead.post("/api/interest/project/", { project: w.project });
    expect(res.status).toBe(200);
    type Seen = { email: string; message: string; organisation: string | null };
    const requests: Seen[] = res.body.requests;
    expect(requests.map((r) => r.email).sort()).toEqual([DEMO.member, w.trainee].sort());
    expect(requests.find((r) => r.email === DEMO.member)!.message).toBe("Happy to help");
    expect(requests.find((r) => r.email === w.trainee)!.organisation).toBe(hospital);
    const editor = await signedInAs("editor");
    expect((await editor.post("/api/interest/project/", { project: w.project })).body.requests).toHaveLength(2);
    const member = await signedInAs("member");
    expect((await member.post("/api/interest/project/", { project: w.project })).body.requests).toEqual([]);
    // the lead does not decide another lead's project, whose own lead sees its request
    expect((await lead.post("/api/interest/project/", { project: w.otherProject })).body.requests).toEqual([]);
    expect((await (await w.otherLead.sign()).post("/api/interest/project/", { project: w.otherProject })).body.requests).toHaveLength(1);
    const v = await visitor(w.trainee);
    expect((await v.post("/api/interest/project/", { project: w.project })).status).toBe(403);
    expect((await lead.post("/api/interest/project/", { project: 2_000_000 })).status).toBe(404);
  });

  it("counts come apart from the lists, for the deciders' milestones only", async () => {
    const w = await asked();
    const lead = await w.lead.sign();
    const counts = (await lead.get("/api/interest/counts/")).body.counts;
    expect(counts).toEqual([{ project: w.project, milestone: w.open, open: 2 }]);
    const member = await signedInAs("member");
    expect((await member.get("/api/interest/counts/")).body.counts).toEqual([]);
    const all = await lead.get("/api/existing_projects/all/");
    expect(all.text).not.toContain(w.trainee);
  });
});
