import { afterEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "@/lib/clock";
import { INTEREST_MESSAGES } from "@/lib/interest/messages";
import { INVITATION_MESSAGES as M } from "@/lib/invitations/messages";
import { waitFor } from "../../helpers/wait-for";
import { db, setUpAuthSuite } from "../auth/kit";
import { visitor } from "../interest/decide-world";
import { milestone, openMember, ownDomain, project, someone, unique, withDomains, type Someone } from "./finder-world";

// Invitations (docs/product.md#invitations): a milestone's lead invites a member open to
// projects; the member sees it on My Profile and My Requests and accepts (joining the milestone
// with the role chosen, from that day) or declines (with a message, and "don't invite me again for
// this project"); the lead is mailed either way. One open invitation per member and milestone;
// 20 accepts at once join once; another decider's or another member's ids are refused; the mail
// limits hold. Mail goes through the real worker and SMTP listener.

const suite = setUpAuthSuite();
afterEach(() => resetClock());
const INVITE = "/api/invitations/invite/";
const ANSWER = "/api/invitations/answer/";
const CONTRIBUTOR = 2;
const mails = (kind: string, recipient: string) => db.mail.count({ where: { kind, recipient } });

/** A lead, their project and a milestone looking for anyone, and a member open to projects who fits it. */
async function world(label: string) {
  const d = await ownDomain();
  const lead = await someone(`${label}lead`);
  const p = await project(label, [lead.person]);
  const m = await milestone(p, { lookingFor: 30 });
  await withDomains("milestone", m, [d]);
  const member = await openMember(`${label}member`, { stage: "core", rcoa: [d] });
  return { d, lead, p, m, member };
}

const invite = async (lead: Someone, body: Record<string, unknown>) => (await lead.sign()).post(INVITE, { role: CONTRIBUTOR, ...body });

describe("POST /api/invitations/invite/ and /answer/", () => {
  it("the lead invites, the member accepts from their invitations and holds the role from that day; the lead is mailed", async () => {
    setClock(new Date("2027-06-14T09:00:00Z"));
    const { lead, p, m, member } = await world("Accept");
    const sent = await invite(lead, { milestone: m, person: member.account, message: "We would love your help with the simulations" });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.invitation).toMatchObject({ status: "open" });
    // The member's mail: the invitation, with its unsubscribe link; the message in the body only.
    const mail = await waitFor("the invitation mail", () => suite.smtp().mailsTo(member.email).find((x) => x.subject === "Project Directory: you are invited to join a milestone"), 30_000);
    expect(mail.text).toContain("We would love your help with the simulations");
    expect(mail.text).toContain("http://localhost:3000/profile/#invitations");
    expect(mail.headers["list-unsubscribe"]).toMatch(/\/api\/mail\/unsubscribe\/\?token=/);

    // Again, while it waits: refused, nothing more mailed.
    const again = await invite(lead, { milestone: m, person: member.account });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errorMessage: M.alreadyInvited });
    expect(await mails("invitation.new", member.email)).toBe(1);

    // The lead's finder shows the invitation.
    const help = await (await lead.sign()).get(`/api/people_finder/milestone/?milestone=${m}`);
    expect(help.body.people.find((x: { id: number }) => x.id === member.account).invitation).toMatchObject({ status: "open" });

    const c = await member.sign();
    expect((await c.get("/api/profile/needs/")).body.invitations).toBe(1);
    const mine = await c.get("/api/invitations/mine/");
    expect(mine.body.invitations).toEqual([
      expect.objectContaining({ id: sent.body.invitation.id, status: "open", role: "Contributor", message: "We would love your help with the simulations", project: expect.objectContaining({ id: p }) }),
    ]);
    expect(mine.text).not.toContain("@");
    const accepted = await c.post(ANSWER, { id: sent.body.invitation.id, answer: "accept" });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.invitation.status).toBe("accepted");
    expect(await db.milestonePerson.findUnique({ where: { milestoneId_personId: { milestoneId: m, personId: member.person } } })).toMatchObject({ roleId: CONTRIBUTOR });
    expect((await c.get("/api/profile/needs/")).body.invitations).toBe(0);
    const contributions = await c.get("/api/profile/contributions/");
    expect(contributions.body.contributions).toContainEqual(expect.objectContaining({ kind: "milestone", role: "Contributor", from: "2027-06-14", ended: false }));
    expect((await c.post(ANSWER, { id: sent.body.invitation.id, answer: "decline" })).body).toEqual({ errorMessage: M.alreadyAnswered });

    const told = await waitFor("the lead's mail", () => suite.smtp().mailsTo(lead.email).find((x) => x.subject === "Project Directory: your invitation was accepted"), 30_000);
    expect(told.text).toContain("They are now on it as Contributor");
    // On the milestone now: a new invitation is refused.
    expect((await invite(lead, { milestone: m, person: member.account })).body).toEqual({ errorMessage: M.onIt });
  });

  it("declined with a message and 'don't invite me again': the lead is told, and nobody can invite them to that project again", async () => {
    const { lead, p, m, member } = await world("Decline");
    const sent = await invite(lead, { milestone: m, person: member.account });
    const declined = await (await member.sign()).post(ANSWER, { id: sent.body.invitation.id, answer: "decline", message: "Not this term, sorry", no_more: true });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.invitation).toMatchObject({ status: "declined", answer_message: "Not this term, sorry" });
    const told = await waitFor("the lead's mail", () => suite.smtp().mailsTo(lead.email).find((x) => x.subject === "Project Directory: your invitation was declined"), 30_000);
    expect(told.text).toContain("Not this term, sorry");
    const other = await milestone(p, { lookingFor: 30 });
    expect((await invite(lead, { milestone: m, person: member.account })).body).toEqual({ errorMessage: M.blocked });
    expect((await invite(lead, { milestone: other, person: member.account })).body).toEqual({ errorMessage: M.blocked });
    const help = await (await lead.sign()).get(`/api/people_finder/milestone/?milestone=${m}`);
    expect(help.body.people.find((x: { id: number }) => x.id === member.account)).toMatchObject({ no_more: true, invitation: { status: "declined" } });
    // Another project's lead still may.
    const elsewhere = await someone("elsewhere");
    const em = await milestone(await project("Elsewhere", [elsewhere.person]), { lookingFor: 30 });
    expect((await invite(elsewhere, { milestone: em, person: member.account })).status).toBe(200);
  });

  it("an accept that fills the milestone's last place makes it Fully subscribed and tells those still waiting", async () => {
    const { d, lead, m, member } = await world("Places");
    await db.milestone.update({ where: { id: m }, data: { places: 1 } });
    const waiting = await openMember("placeswaiting", { stage: "other", rcoa: [d] });
    expect((await (await waiting.sign()).post("/api/interest/ask/", { milestone: m, stage: "other" })).status).toBe(200);
    const sent = await invite(lead, { milestone: m, person: member.account });
    expect((await (await member.sign()).post(ANSWER, { id: sent.body.invitation.id, answer: "accept" })).status).toBe(200);
    expect(await db.milestone.findUniqueOrThrow({ where: { id: m }, select: { lookingForId: true } })).toEqual({ lookingForId: 99 });
    expect(await db.interestRequest.findFirstOrThrow({ where: { milestoneId: m, email: waiting.email }, select: { status: true } })).toEqual({ status: "declined" });
    expect(await mails("interest.full", waiting.email)).toBe(1);
  });

  it("an invitation is accepted on what the milestone is now: full, ended or no longer looking is refused with why, and it can still be declined", async () => {
    setClock(new Date("2027-03-01T09:00:00Z"));
    const { d, lead, m, member } = await world("Unjoinable");
    await db.milestone.update({ where: { id: m }, data: { places: 1, endDate: new Date("2027-06-30") } });
    const other = await openMember("unjoinableother", { stage: "core", rcoa: [d] });
    const [mine, theirs] = [await invite(lead, { milestone: m, person: member.account }), await invite(lead, { milestone: m, person: other.account })];
    const c = await member.sign();
    const accept = () => c.post(ANSWER, { id: mine.body.invitation.id, answer: "accept" });

    // A value an admin added to the list, that asks for nobody.
    const paused = await db.lookingFor.upsert({ where: { id: 55 }, create: { id: 55, description: "Paused for now" }, update: {} });
    await db.milestone.update({ where: { id: m }, data: { lookingForId: paused.id } });
    expect((await accept()).body).toEqual({ errorMessage: M.noLongerLooking });
    // Its end date yesterday (the session would not live through moving the clock months on).
    await db.milestone.update({ where: { id: m }, data: { lookingForId: 30, endDate: new Date("2027-02-28") } });
    expect((await accept()).body).toEqual({ errorMessage: M.ended });
    await db.milestone.update({ where: { id: m }, data: { endDate: new Date("2027-06-30") } });
    // The other invitee takes the last place first.
    expect((await (await other.sign()).post(ANSWER, { id: theirs.body.invitation.id, answer: "accept" })).status).toBe(200);
    const full = await accept();
    expect(full.status).toBe(422);
    expect(full.body).toEqual({ errorMessage: M.nowFull });
    expect(await db.milestonePerson.count({ where: { milestoneId: m, personId: member.person } })).toBe(0);
    expect((await c.post(ANSWER, { id: mine.body.invitation.id, answer: "decline", message: "" })).status).toBe(200);
  });

  it("two invitees accept the last place at once: one joins, the other is told it is full", async () => {
    const { d, lead, m, member } = await world("LastPlace");
    await db.milestone.update({ where: { id: m }, data: { places: 1 } });
    const other = await openMember("lastplaceother", { stage: "core", rcoa: [d] });
    const invited = [await invite(lead, { milestone: m, person: member.account }), await invite(lead, { milestone: m, person: other.account })];
    const clients = [await member.sign(), await other.sign()];
    const answers = await Promise.all(clients.map((c, i) => c.post(ANSWER, { id: invited[i].body.invitation.id, answer: "accept" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)!.body).toEqual({ errorMessage: M.nowFull });
    expect(await db.milestonePerson.count({ where: { milestoneId: m } })).toBe(1);
  });

  it("20 accepts at once: one joins, the others are told it was answered; one link and one history row", async () => {
    const { lead, m, member } = await world("Parallel");
    const sent = await invite(lead, { milestone: m, person: member.account });
    const c = await member.sign();
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.post(ANSWER, { id: sent.body.invitation.id, answer: "accept" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(Array(19).fill({ errorMessage: M.alreadyAnswered }));
    expect(await db.milestonePerson.count({ where: { milestoneId: m, personId: member.person } })).toBe(1);
    expect(await db.milestoneRoleHistory.count({ where: { milestoneId: m, personId: member.person } })).toBe(1);
    expect(await mails("invitation.accepted", lead.email)).toBe(1);
  });

  it("refuses: after the member turned it off, one who asked, a milestone not looking, an unknown role, another decider's milestone, another member's invitation, visitors", async () => {
    const { d, lead, p, m, member } = await world("Refuse");
    expect((await (await member.sign()).post("/api/profile/open_to_projects/off/", {})).status).toBe(200);
    expect((await invite(lead, { milestone: m, person: member.account })).body).toEqual({ errorMessage: M.notOpen });

    const asker = await openMember("refuseasker", { stage: "other", rcoa: [d] });
    expect((await (await asker.sign()).post("/api/interest/ask/", { milestone: m, stage: "other" })).status).toBe(200);
    const asked = await invite(lead, { milestone: m, person: asker.account });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ errorMessage: M.asked });

    const fresh = await openMember("refusefresh", { stage: "core", rcoa: [d] });
    const full = await milestone(p, { lookingFor: 99 });
    expect((await invite(lead, { milestone: full, person: fresh.account })).body).toEqual({ errorMessage: M.notLooking });
    expect((await invite(lead, { milestone: m, person: fresh.account, role: 2_000_000_000 })).body).toEqual({ errors: { role: [M.unknownRole] } });
    expect((await invite(lead, { milestone: m, person: lead.account })).body).toEqual({ errorMessage: M.yourself });

    const otherLead = await someone("refuseother");
    await project("Not theirs", [otherLead.person]);
    expect((await invite(otherLead, { milestone: m, person: fresh.account })).status).toBe(403);
    expect((await invite(lead, { milestone: 2_000_000_000, person: fresh.account })).status).toBe(404);
    expect((await (await visitor(`v.${unique()}@example-hospital.org`)).post(INVITE, { milestone: m, person: fresh.account })).status).toBe(403);

    const sent = await invite(lead, { milestone: m, person: fresh.account });
    expect(sent.status).toBe(200);
    // Another member, or the lead, cannot answer it: for them it does not exist.
    for (const who of [member, lead]) expect((await (await who.sign()).post(ANSWER, { id: sent.body.invitation.id, answer: "accept" })).status).toBe(404);
    expect(await db.invitation.findUniqueOrThrow({ where: { id: sent.body.invitation.id }, select: { status: true } })).toEqual({ status: "open" });
    expect(await db.invitation.count({ where: { milestoneId: m } })).toBe(1);
  });

  it("an invited member who asks instead is sent to the invitation: no request, no mail; once they decline it, they may ask", async () => {
    const { lead, m, member } = await world("AskInvited");
    const sent = await invite(lead, { milestone: m, person: member.account });
    expect(sent.status, sent.text).toBe(200);
    const c = await member.sign();
    const asked = await c.post("/api/interest/ask/", { milestone: m, stage: "core" });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ errorMessage: INTEREST_MESSAGES.invited });
    expect(await db.interestRequest.count({ where: { milestoneId: m } })).toBe(0);
    expect(await mails("interest.new", lead.email)).toBe(0);

    expect((await c.post(ANSWER, { id: sent.body.invitation.id, answer: "decline", message: "" })).status).toBe(200);
    const later = await c.post("/api/interest/ask/", { milestone: m, stage: "core" });
    expect(later.status, later.text).toBe(200);
    expect(await db.interestRequest.count({ where: { milestoneId: m, status: "open" } })).toBe(1);
  });

  it("an ask and an invitation at the same moment: one of them, never both", async () => {
    const { lead, m, member } = await world("AskRace");
    const c = await member.sign();
    const [asked, sent] = await Promise.all([c.post("/api/interest/ask/", { milestone: m, stage: "core" }), invite(lead, { milestone: m, person: member.account })]);
    expect([asked.status, sent.status].sort()).toEqual([200, 409]);
    const requests = await db.interestRequest.count({ where: { milestoneId: m, status: "open" } });
    const invitations = await db.invitation.count({ where: { milestoneId: m, status: "open" } });
    expect(requests + invitations).toBe(1);
  });

  it("the lead withdraws an invitation that waits: the member can no longer accept it, sees it withdrawn, and can be invited again; nobody else may withdraw it", async () => {
    const { lead, m, member } = await world("Withdraw");
    const sent = await invite(lead, { milestone: m, person: member.account });
    const id = sent.body.invitation.id;
    const otherLead = await someone("withdrawother");
    await project("Not theirs either", [otherLead.person]);
    expect((await (await otherLead.sign()).post("/api/invitations/withdraw/", { id })).status).toBe(403);
    expect((await (await member.sign()).post("/api/invitations/withdraw/", { id })).status).toBe(403);
    expect((await (await lead.sign()).post("/api/invitations/withdraw/", { id: 2_000_000_000 })).status).toBe(404);

    const withdrawn = await (await lead.sign()).post("/api/invitations/withdraw/", { id });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.invitation).toMatchObject({ id, status: "withdrawn" });
    expect((await (await lead.sign()).post("/api/invitations/withdraw/", { id })).body).toEqual({ errorMessage: M.notWaiting });
    const c = await member.sign();
    expect((await c.post(ANSWER, { id, answer: "accept" })).body).toEqual({ errorMessage: M.withdrawnByLead });
    expect(await db.milestonePerson.count({ where: { milestoneId: m } })).toBe(0);
    expect((await c.get("/api/profile/needs/")).body.invitations).toBe(0);
    expect((await c.get("/api/invitations/mine/")).body.invitations).toEqual([expect.objectContaining({ id, status: "withdrawn" })]);
    // The finder shows it withdrawn, and the lead may invite them again.
    const help = await (await lead.sign()).get(`/api/people_finder/milestone/?milestone=${m}`);
    expect(help.body.people.find((x: { id: number }) => x.id === member.account).invitation).toMatchObject({ id, status: "withdrawn" });
    expect((await invite(lead, { milestone: m, person: member.account })).status).toBe(200);
  });

  it("30 withdrawals of one invitation at once: one withdraws it, the others are told it no longer waits; one activity row", async () => {
    const { lead, m, member } = await world("WithdrawMany");
    const id = (await invite(lead, { milestone: m, person: member.account })).body.invitation.id;
    const c = await lead.sign();
    const answers = await Promise.all(Array.from({ length: 30 }, () => c.post("/api/invitations/withdraw/", { id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(Array(29).fill({ errorMessage: M.notWaiting }));
    expect(await db.activityLog.count({ where: { action: "invitation.withdraw", entityId: m } })).toBe(1);
  });

  it("a withdrawal and an accept at the same moment: one of them", async () => {
    const { lead, m, member } = await world("WithdrawRace");
    const id = (await invite(lead, { milestone: m, person: member.account })).body.invitation.id;
    const [withdrawn, accepted] = await Promise.all([(await lead.sign()).post("/api/invitations/withdraw/", { id }), (await member.sign()).post(ANSWER, { id, answer: "accept" })]);
    expect([withdrawn.status, accepted.status].sort()).toEqual([200, 409]);
    const status = (await db.invitation.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
    expect(await db.milestonePerson.count({ where: { milestoneId: m } })).toBe(status === "accepted" ? 1 : 0);
  });

  it("limits: 20 invitations an hour per decider, 5 a day per member invited; an opted-out member is invited without a mail", async () => {
    setClock(new Date("2027-06-15T09:05:00Z"));
    const d = await ownDomain();
    const lead = await someone("limitlead");
    const p = await project("Limits", [lead.person]);
    const m = await milestone(p, { lookingFor: 30 });
    await withDomains("milestone", m, [d]);
    const members = await Promise.all(Array.from({ length: 21 }, (_, i) => openMember(`limit${i}`, { stage: "core", rcoa: [d] })));
    const c = await lead.sign();
    for (const x of members.slice(0, 20)) expect((await c.post(INVITE, { milestone: m, person: x.account })).status).toBe(200);
    const over = await c.post(INVITE, { milestone: m, person: members[20].account });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ errorMessage: M.tooManyByYou });
    expect(await db.invitation.count({ where: { milestoneId: m } })).toBe(20);

    const popular = await openMember("popular", { stage: "core", rcoa: [d] });
    await db.mailOptOut.create({ data: { email: popular.email, category: "invitations", createdAt: new Date() } });
    for (let i = 0; i < 6; i++) {
      const decider = await someone(`popularlead${i}`);
      const pm = await milestone(await project(`Popular ${i}`, [decider.person]), { lookingFor: 30 });
      const res = await invite(decider, { milestone: pm, person: popular.account });
      expect(res.status, `invitation ${i + 1}`).toBe(i < 5 ? 200 : 429);
      if (i === 5) expect(res.body).toEqual({ errorMessage: M.tooManyForThem });
    }
    expect(await db.invitation.count({ where: { accountId: popular.account } })).toBe(5);
    expect(await mails("invitation.new", popular.email)).toBe(0);
  });
});
