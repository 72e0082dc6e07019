import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock, setClock } from "@/lib/clock";
import { runDueTasks, SCHEDULED_TASKS } from "@/lib/worker/scheduled-tasks";
import { waitFor } from "../../helpers/wait-for";
import { db, DEMO, setUpAuthSuite } from "../auth/kit";
import { milestone, project, signedInAs, someone, unique, visitor } from "./decide-world";

// Who hears of a new request (docs/product.md#interest-requests): the milestone's and the
// project's leads at once; editors and admins in one digest a day, which they can turn off,
// unless no lead could decide it — then they are mailed at once, and no digest repeats it. Time
// moves by the app's clock; mail goes through the real worker and SMTP listener.

const suite = setUpAuthSuite();
const DAY = 24 * 60 * 60 * 1000;
const MAIL_MS = 30_000;
const digestTask = SCHEDULED_TASKS.filter((t) => t.name === "request_digest");
const EDITORS = [DEMO.editor, DEMO.admin];

const mails = (kind: string, recipient: string) => db.mail.count({ where: { kind, recipient } });
const digestsTo = (recipient: string) => mails("interest.digest", recipient);

/** A member with a name of their own asks to join the milestone; the name is returned. */
async function ask(milestoneId: number) {
  const asker = await someone("asker");
  const lastName = unique();
  await db.person.update({ where: { id: asker.person }, data: { firstName: "Digest", lastName } });
  const res = await (await asker.sign()).post("/api/interest/ask/", { milestone: milestoneId, stage: "higher" });
  expect(res.status, res.text).toBe(200);
  return `Digest ${lastName}`;
}

beforeEach(async () => {
  // A day of its own: what earlier files or cases asked has been told, and the digest is due.
  setClock(new Date("2027-01-11T07:00:00Z"));
  await db.interestRequest.updateMany({ where: { editorsToldAt: null }, data: { editorsToldAt: clock.now() } });
  await db.scheduledRun.deleteMany({ where: { name: "request_digest" } });
  await db.account.updateMany({ where: { email: { in: EDITORS } }, data: { requestDigest: true } });
  await db.mailOptOut.deleteMany({ where: { email: { in: EDITORS } } });
});
afterEach(() => resetClock());

describe("the daily digest of new requests", () => {
  it("editors and admins get one a day with what is new; none again that day, none the next when nothing is new; leads get each request at once", async () => {
    const lead = await someone("digestlead");
    const p = await project("Digest", [lead.person]);
    const [m1, m2] = [await milestone(p), await milestone(p)];
    const before = { editor: await mails("interest.new", DEMO.editor), digests: { editor: await digestsTo(DEMO.editor), admin: await digestsTo(DEMO.admin) } };
    const names = [await ask(m1), await ask(m2)];
    // The lead: one mail per request, at once. Editors and admins: none of those.
    expect(await mails("interest.new", lead.email)).toBe(2);
    expect(await mails("interest.new", DEMO.editor)).toBe(before.editor);

    expect(await runDueTasks(digestTask)).toEqual(["request_digest"]);
    expect({ editor: await digestsTo(DEMO.editor), admin: await digestsTo(DEMO.admin) }).toEqual({ editor: before.digests.editor + 1, admin: before.digests.admin + 1 });
    const mail = await waitFor("the editor's digest", () => suite.smtp().mailsTo(DEMO.editor).find((m) => m.subject.includes("new requests") && names.every((n) => m.text.includes(n))), MAIL_MS);
    expect(mail.subject).toBe("Project Directory: 2 new requests to join milestones");
    for (const n of names) expect(mail.subject).not.toContain(n);
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\/\?token=[\w.-]+>$/);
    expect(mail.text).toMatch(/unsubscribe with this link: http:\/\/localhost:3000\/unsubscribe\/\?token=[\w.-]+/);
    expect(mail.html).toMatch(/href="http:\/\/localhost:3000\/unsubscribe\/\?token=[\w.-]+"[^>]*>unsubscribe</);
    expect(mail.text).toContain("http://localhost:3000/my_requests/");
    expect(await db.mail.findFirstOrThrow({ where: { kind: "interest.digest", recipient: DEMO.editor }, orderBy: { id: "desc" }, select: { category: true, bodySealed: true } })).toEqual({ category: "request_digest", bodySealed: true });

    // The same day: not due. The next day with nothing new: due, and nothing mailed.
    const afterFirst = { editor: await digestsTo(DEMO.editor), admin: await digestsTo(DEMO.admin) };
    advanceClock(3 * 60 * 60 * 1000);
    expect(await runDueTasks(digestTask)).toEqual([]);
    advanceClock(DAY);
    expect(await runDueTasks(digestTask)).toEqual(["request_digest"]);
    expect({ editor: await digestsTo(DEMO.editor), admin: await digestsTo(DEMO.admin) }).toEqual(afterFirst);

    // A request asked and withdrawn within the day is not worth a digest; one still waiting is.
    const v = await visitor(`gone.${unique()}@example-hospital.org`);
    const gone = await v.post("/api/interest/ask/", { milestone: m1, stage: "core", first_name: "Gone", last_name: "Again" });
    expect((await v.post("/api/interest/withdraw/", { id: gone.body.request.id })).status).toBe(200);
    const third = await ask(m2);
    advanceClock(DAY);
    expect(await runDueTasks(digestTask)).toEqual(["request_digest"]);
    expect(await digestsTo(DEMO.editor)).toBe(afterFirst.editor + 1);
    const next = await waitFor("the next digest", () => suite.smtp().mailsTo(DEMO.editor).find((m) => m.text.includes(third)), MAIL_MS);
    expect(next.subject).toBe("Project Directory: 1 new request to join milestones");
    expect(next.text).not.toContain("Gone Again");
    for (const n of names) expect(next.text).not.toContain(n);
  });

  it("none after turning it off on the profile, nor after unsubscribing by its link; on again, it comes back", async () => {
    const lead = await someone("offlead");
    const m = await milestone(await project("Digest off", [lead.person]));
    const editor = await signedInAs("editor");
    expect((await editor.get("/api/interest/digest/")).body).toEqual({ on: true });
    expect((await editor.post("/api/interest/digest/", { on: false })).body).toEqual({ on: false });
    expect((await editor.get("/api/interest/digest/")).body).toEqual({ on: false });
    expect((await editor.post("/api/interest/digest/", { on: "no" })).status).toBe(422);
    expect((await (await signedInAs("lead")).get("/api/interest/digest/")).status).toBe(403);
    const before = { editor: await digestsTo(DEMO.editor), admin: await digestsTo(DEMO.admin) };
    await ask(m);
    expect(await runDueTasks(digestTask)).toEqual(["request_digest"]);
    expect(await digestsTo(DEMO.editor)).toBe(before.editor);
    expect(await digestsTo(DEMO.admin)).toBe(before.admin + 1);

    // The admin unsubscribes with the digest's own link: off, as the profile then says.
    const digest = await waitFor("the admin's digest", () => suite.smtp().mailsTo(DEMO.admin).findLast((x) => x.subject.includes("new request")), MAIL_MS);
    const token = digest.text.match(/\/unsubscribe\/\?token=([\w.-]+)/)![1];
    expect((await (await signedInAs("lead")).post(`/api/mail/unsubscribe/?token=${token}`, undefined)).status).toBe(200);
    const admin = await signedInAs("admin");
    expect((await admin.get("/api/interest/digest/")).body).toEqual({ on: false });
    await ask(m);
    advanceClock(DAY);
    expect(await runDueTasks(digestTask)).toEqual(["request_digest"]);
    expect(await digestsTo(DEMO.admin)).toBe(before.admin + 1);
    expect(await digestsTo(DEMO.editor)).toBe(before.editor);

    // Both on again: the next new request comes in the next digest.
    for (const c of [await signedInAs("admin"), await signedInAs("editor")]) expect((await c.post("/api/interest/digest/", { on: true })).body).toEqual({ on: true });
    await ask(m);
    advanceClock(DAY);
    expect(await runDueTasks(digestTask)).toEqual(["request_digest"]);
    expect(await digestsTo(DEMO.admin)).toBe(before.admin + 2);
    expect(await digestsTo(DEMO.editor)).toBe(before.editor + 1);
  });

  it("a request on a project without a lead who could decide it reaches editors and admins at once, and no digest repeats it", async () => {
    const gone = await someone("disabledlead");
    await db.account.update({ where: { id: gone.account }, data: { disabled: true } });
    const leadless = await milestone(await project("No lead at all"));
    const inactive = await milestone(await project("Lead disabled", [gone.person]));
    const milestoneLed = await someone("onlymilestonelead");
    const ledMilestone = await milestone(await project("Only a milestone lead"), { leads: [milestoneLed.person] });
    const before = Object.fromEntries(await Promise.all(EDITORS.map(async (to) => [to, await mails("interest.new", to)])));
    await ask(leadless);
    await ask(inactive);
    for (const to of EDITORS) expect(await mails("interest.new", to), to).toBe(before[to] + 2);
    // The disabled lead is still a lead: the mail goes to them too.
    expect(await mails("interest.new", gone.email)).toBe(1);
    const told = await db.interestRequest.findMany({ where: { milestoneId: { in: [leadless, inactive] } }, select: { editorsToldAt: true } });
    expect(told.every((r) => r.editorsToldAt !== null)).toBe(true);
    // A milestone's own lead decides it: they are mailed, editors wait for the digest.
    await ask(ledMilestone);
    expect(await mails("interest.new", milestoneLed.email)).toBe(1);
    for (const to of EDITORS) expect(await mails("interest.new", to), to).toBe(before[to] + 2);
    const digests = await digestsTo(DEMO.editor);
    expect(await runDueTasks(digestTask)).toEqual(["request_digest"]);
    expect(await digestsTo(DEMO.editor)).toBe(digests + 1);
    const mail = await waitFor("the digest", () => suite.smtp().mailsTo(DEMO.editor).findLast((m) => m.text.includes("Only a milestone lead")), MAIL_MS);
    expect(mail.subject).toBe("Project Directory: 1 new request to join milestones");
    expect(mail.text).not.toContain("No lead at all");
  });
});
