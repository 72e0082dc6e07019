import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, clock, resetClock, setClock } from "@/lib/clock";
import { sha256 } from "@/lib/crypto/tokens";
import { ApiClient } from "../../helpers/api-client";
import { db, setUpAuthSuite } from "../auth/kit";
import { client, signedInAs, visitor } from "../interest/decide-world";
import { milestone, openMember, ownDomain, project, someone, unique, withDomains } from "./finder-world";

// "People who might help" and the people directory (docs/product.md#open-to-projects) on a
// hand-built world: members open to projects, and others who are not; a lead's milestone looking
// for higher trainees with domains of the case's own. Who is listed, in which order, to whom; and
// that no answer carries an address but to an administrator.

setUpAuthSuite();
afterEach(() => resetClock());
const HELP = "/api/people_finder/milestone/";
const DIRECTORY = "/api/people_finder/directory/";
const MINUTE = 60_000;

const names = (res: { body: { people: { name: string }[] } }, mine: string[]) => res.body.people.map((p) => p.name).filter((n) => mine.includes(n));

describe("GET /api/people_finder/milestone/", () => {
  it("ranks by shared domains, then roles held in them, then who said it first; leaves out the wrong stage, no shared domain, ended, on it already, disabled, not opted in", async () => {
    setClock(new Date("2027-05-03T09:00:00Z"));
    const [d1, d2, e1] = [await ownDomain(), await ownDomain(), await ownDomain("eml")];
    const lead = await someone("ranklead");
    const p = await project("Ranking", [lead.person]);
    await withDomains("project", p, [e1]);
    const onIt = await openMember("onit", { stage: "higher", rcoa: [d1] });
    const m = await milestone(p, { lookingFor: 20, others: [onIt.person] });
    await withDomains("milestone", m, [d1, d2]);

    const both = await openMember("both", { stage: "higher", rcoa: [d1, d2], note: "Both domains" });
    advanceClock(MINUTE);
    const earlier = await openMember("earlier", { stage: "higher", rcoa: [d1] });
    advanceClock(MINUTE);
    const later = await openMember("later", { stage: "higher", rcoa: [d1] });
    advanceClock(MINUTE);
    const experienced = await openMember("experienced", { stage: "higher", rcoa: [d1] });
    // The experienced one held a role on a finished project in d1 (history), and is on a milestone in d1.
    const past = await project("Past work");
    await withDomains("project", past, [d1]);
    await db.projectRoleHistory.create({ data: { projectId: past, personId: experienced.person, roleId: 2, addedAt: new Date("2026-01-01"), removedAt: new Date("2026-06-01") } });
    const core = await openMember("core", { stage: "core", rcoa: [d1, d2] });
    const emlOnly = await openMember("emlonly", { stage: "higher", eml: [e1] });
    const ended = await openMember("ended", { stage: "higher", rcoa: [d1], until: "2027-05-03" });
    const disabled = await openMember("disabled", { stage: "higher", rcoa: [d1] });
    await db.account.update({ where: { id: disabled.account }, data: { disabled: true } });
    const silent = await someone("silent");
    const label = (s: { person: number }) => db.person.findUniqueOrThrow({ where: { id: s.person } }).then((x) => `${x.firstName} ${x.lastName}`);
    const all = await Promise.all([both, experienced, earlier, later, core, emlOnly, ended, disabled, silent, onIt].map(label));
    advanceClock(24 * 60 * MINUTE); // the 4th: "ended" said until the 3rd

    const res = await (await lead.sign()).get(`${HELP}?milestone=${m}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.looking).toBe(true);
    expect(names(res, all)).toEqual(all.slice(0, 4));
    const first = res.body.people.find((x: { name: string }) => x.name === all[0]);
    expect(first).toMatchObject({ stage: "higher", note: "Both domains", roles_in_domains: 0, asked: false });
    expect(first.domains.map((d: { id: number }) => d.id).sort()).toEqual([d1, d2].sort());
    expect(res.body.people.find((x: { name: string }) => x.name === all[1]).roles_in_domains).toBe(1);
    // No address in a lead's answer.
    expect(res.text).not.toMatch(/@/);

    // Without domains of its own, the project's count: the EML-only member fits, the others do not.
    const bare = await milestone(p, { lookingFor: 30 });
    const onProject = await (await lead.sign()).get(`${HELP}?milestone=${bare}`);
    expect(names(onProject, all)).toEqual([all[5]]);
    // A milestone not looking for anyone suggests nobody.
    const full = await milestone(p, { lookingFor: 99 });
    expect((await (await lead.sign()).get(`${HELP}?milestone=${full}`)).body).toEqual({ milestone: full, looking: false, people: [] });
  });

  it("on equal domains and roles, the soonest available first (a day passed counts as today), then who said it first; the cards say from when", async () => {
    setClock(new Date("2027-05-03T09:00:00Z"));
    const d1 = await ownDomain();
    const lead = await someone("soonlead");
    const m = await milestone(await project("Soonest", [lead.person]), { lookingFor: 20 });
    await withDomains("milestone", m, [d1]);
    const todayFirst = await openMember("todayfirst", { stage: "higher", rcoa: [d1] });
    advanceClock(MINUTE);
    const late = await openMember("late", { stage: "higher", rcoa: [d1], available_from: "2027-06-01" });
    advanceClock(MINUTE);
    const sooner = await openMember("sooner", { stage: "higher", rcoa: [d1], available_from: "2027-05-20" });
    advanceClock(MINUTE);
    const passed = await openMember("passed", { stage: "higher", rcoa: [d1], available_from: "2027-05-05" });
    setClock(new Date("2027-05-10T09:00:00Z")); // "passed"'s day has come: available now, as "todayfirst" is

    const res = await (await lead.sign()).get(`${HELP}?milestone=${m}`);
    expect(res.status, res.text).toBe(200);
    const ids = [todayFirst, passed, sooner, late].map((x) => x.account);
    expect(res.body.people.map((p: { id: number }) => p.id)).toEqual(ids);
    expect(res.body.people.map((p: { available_from: string | null }) => p.available_from)).toEqual([null, null, "2027-05-20", "2027-06-01"]);
  });

  it("a member who asked to join is shown as such; the administrator alone sees addresses; other leads, members and visitors are refused", async () => {
    const d1 = await ownDomain();
    const lead = await someone("asklead");
    const m = await milestone(await project("Asked", [lead.person]), { lookingFor: 30 });
    await withDomains("milestone", m, [d1]);
    const asker = await openMember("asker", { stage: "other", rcoa: [d1] });
    expect((await (await asker.sign()).post("/api/interest/ask/", { milestone: m, stage: "other" })).status).toBe(200);
    const res = await (await lead.sign()).get(`${HELP}?milestone=${m}`);
    expect(res.body.people).toEqual([expect.objectContaining({ id: asker.account, asked: true })]);
    expect(res.body.people[0]).not.toHaveProperty("email");

    const admin = await (await signedInAs("admin")).get(`${HELP}?milestone=${m}`);
    expect(admin.body.people).toEqual([expect.objectContaining({ id: asker.account, email: asker.email })]);
    const editor = await (await signedInAs("editor")).get(`${HELP}?milestone=${m}`);
    expect(editor.status).toBe(200);
    expect(editor.text).not.toMatch(/@/);

    const otherLead = await someone("otherlead");
    await project("Other", [otherLead.person]);
    expect((await (await otherLead.sign()).get(`${HELP}?milestone=${m}`)).status).toBe(403);
    expect((await (await someone("plain")).sign().then((c) => c.get(`${HELP}?milestone=${m}`))).status).toBe(403);
    expect((await (await visitor(`v.${unique()}@example-hospital.org`)).get(`${HELP}?milestone=${m}`)).status).toBe(403);
    expect((await client().get(`${HELP}?milestone=${m}`)).status).toBe(403);
    expect((await (await lead.sign()).get(`${HELP}?milestone=2000000000`)).status).toBe(404);
  });
});

describe("GET /api/people_finder/directory/", () => {
  it("lists every member open to projects by name, filtered by stage, domain and organisation; only to those who lead something and editors", async () => {
    const [d1, d2] = [await ownDomain(), await ownDomain("eml")];
    const org = await db.organisation.create({ data: { name: `Finder organisation ${unique()}` }, select: { id: true } });
    const lead = await someone("dirlead");
    await project("Directory", [lead.person]);
    const zed = await openMember("zed", { stage: "core", rcoa: [d1], organisation: org.id, note: "Zed's note" });
    const amy = await openMember("amy", { stage: "consultant", eml: [d2], organisation: org.id });
    await db.person.update({ where: { id: zed.person }, data: { firstName: "Zed" } });
    await db.person.update({ where: { id: amy.person }, data: { firstName: "Amy" } });
    const silent = await someone("silentdir");
    const c = await lead.sign();
    const all = await c.get(`${DIRECTORY}?organisation=${org.id}`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.people.map((p: { id: number }) => p.id)).toEqual([amy.account, zed.account]);
    expect(all.body.people[1]).toMatchObject({ name: "Zed Tester", stage: "core", note: "Zed's note", available_from: null, domains: [expect.objectContaining({ id: d1, taxonomy: "rcoa" })] });
    expect(all.text).not.toMatch(/@/);
    expect((await c.get(`${DIRECTORY}?organisation=${org.id}&stage=core`)).body.people.map((p: { id: number }) => p.id)).toEqual([zed.account]);
    expect((await c.get(`${DIRECTORY}?domain=${d2}`)).body.people.map((p: { id: number }) => p.id)).toEqual([amy.account]);
    expect((await c.get(`${DIRECTORY}?stage=student`)).status).toBe(422);
    const everyone = await c.get(DIRECTORY);
    expect(everyone.body.people.some((p: { id: number }) => p.id === silent.account)).toBe(false);

    // Turned off: gone at once.
    expect((await (await zed.sign()).post("/api/profile/open_to_projects/off/", {})).status).toBe(200);
    expect((await c.get(`${DIRECTORY}?organisation=${org.id}`)).body.people.map((p: { id: number }) => p.id)).toEqual([amy.account]);

    const admin = await (await signedInAs("admin")).get(`${DIRECTORY}?organisation=${org.id}`);
    expect(admin.body.people).toEqual([expect.objectContaining({ id: amy.account, email: amy.email })]);
    expect((await (await signedInAs("editor")).get(DIRECTORY)).status).toBe(200);
    expect((await (await silent.sign()).get(DIRECTORY)).status).toBe(403);
    expect((await (await visitor(`v.${unique()}@example-hospital.org`)).get(DIRECTORY)).status).toBe(403);
    expect((await client().get(DIRECTORY)).status).toBe(403);
  });

  it("a share link's holder sees nobody: the shared list carries no one's note, and the finder refuses a browser without a session", async () => {
    const d1 = await ownDomain();
    const note = `Shared note ${unique()}`;
    await openMember("shared", { stage: "core", rcoa: [d1], note });
    const org = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } }, select: { id: true } });
    const token = `share-${unique()}-${unique()}`;
    await db.shareLink.create({ data: { organisationId: org.id, tokenHash: sha256(token), expiresAt: new Date(clock.ms() + 86_400_000) } });
    const holder = new ApiClient();
    const shared = await holder.post("/api/shared_projects/", { token });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.text).not.toContain(note);
    expect((await holder.get(DIRECTORY)).status).toBe(403);
  });
});
