import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { clock, resetClock, setClock } from "@/lib/clock";
import { OPPORTUNITY_QUERY_MESSAGES as Q } from "@/lib/interest/opportunity-schemas";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { db, DEMO, setUpAuthSuite } from "../auth/kit";

// Open to join (docs/product.md#open-to-join): GET /api/opportunities/ lists the milestones
// looking for people that the viewer may see, soonest first, with whether they may ask and their
// own waiting request. Each case builds its own projects, named with a tag of its own, and reads
// the board narrowed to that tag, so the demo data and the other cases never count.

setUpAuthSuite();
afterEach(() => resetClock());

let ip = 0;
const client = () => new ApiClient({ ip: `10.96.${++ip >> 8}.${ip & 255}` });
const unique = () => randomUUID().slice(0, 8);

async function as(username: string) {
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(client(), { accountId: a.id, level: a.level, kind: "account" });
}

async function visitor(email: string) {
  const o = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } } });
  return signInDirectly(client(), { organisationId: o.id, email, level: LEVEL.quickAccess, kind: "quickAccess" });
}

const personOf = async (email: string) => (await db.person.findFirstOrThrow({ where: { email }, select: { id: true } })).id;

/** A project named with `tag`, led by `leadEmail` (the demo lead, of the hospital, unless told). */
async function project(tag: string, leadEmail: string = DEMO.lead) {
  const lead = await personOf(leadEmail);
  return db.project.create({
    data: { shortDescription: `Board ${tag}`, longDescription: "A project of the board's tests", startDate: new Date("2026-01-05"), statusId: 1, people: { create: [{ personId: lead, roleId: 1 }] } },
    select: { id: true },
  });
}

type MilestoneOptions = { lookingFor?: number; status?: number; start?: string; end?: string; description?: string; places?: number; domains?: number[]; people?: { personId: number; roleId: number }[] };

async function milestone(projectId: number, o: MilestoneOptions = {}) {
  const m = await db.milestone.create({
    data: {
      projectId,
      description: o.description ?? `Board milestone ${unique()}`,
      startDate: new Date(o.start ?? "2026-03-02"),
      endDate: o.end ? new Date(o.end) : null,
      statusId: o.status ?? 1,
      lookingForId: o.lookingFor ?? 30,
      places: o.places ?? null,
      domains: { create: (o.domains ?? []).map((domainId) => ({ domainId })) },
      people: { create: o.people ?? [] },
    },
    select: { id: true },
  });
  return m.id;
}

type Item = { milestone: number; may_ask: boolean; my_request: { id: number; asked_at: string } | null; [key: string]: unknown };

async function board(viewer: ApiClient, query: string): Promise<Item[]> {
  const res = await viewer.get(`/api/opportunities/?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.opportunities;
}
const ids = (items: Item[]) => items.map((i) => i.milestone);

describe("which milestones are open to join", () => {
  it("lists those looking for core, higher or anyone; not fully subscribed, completed, abandoned or not yet looking", async () => {
    const tag = unique();
    const p = await project(tag);
    const core = await milestone(p.id, { lookingFor: 10, start: "2026-03-01" });
    const higher = await milestone(p.id, { lookingFor: 20, start: "2026-03-02" });
    const anyone = await milestone(p.id, { lookingFor: 30, start: "2026-03-03" });
    await milestone(p.id, { lookingFor: 99 });
    await milestone(p.id, { lookingFor: 30, status: 999 });
    await milestone(p.id, { lookingFor: 10, status: 998 });
    const items = await board(await as("member"), `q=${tag}`);
    expect(ids(items)).toEqual([core, higher, anyone]);
    expect(items.map((i) => i.stage_wanted)).toEqual(["Core trainees", "Higher trainees", "Anyone"]);
  });

  it("each item says what it is: its name, dates, domains, project, stage wanted and places left", async () => {
    const tag = unique();
    const p = await project(tag);
    const [eml, rcoa] = await Promise.all([db.domain.findFirstOrThrow({ where: { taxonomy: "eml" } }), db.domain.findFirstOrThrow({ where: { taxonomy: "rcoa" } })]);
    const someone = await personOf("s.kelly@example-hospital.org");
    const long = `Airway teaching sessions\nWith ${"many words ".repeat(60)}`;
    const m = await milestone(p.id, { lookingFor: 20, start: "2026-04-01", end: "2099-06-30", description: long, places: 3, domains: [eml.id, rcoa.id], people: [{ personId: someone, roleId: 2 }] });
    const open = await milestone(p.id, { lookingFor: 30, start: "2026-04-02" });
    const [item, unlimited] = await board(await as("member"), `q=${tag}`);
    expect(item).toMatchObject({ milestone: m, name: "Airway teaching sessions", start_date: "2026-04-01", end_date: "2099-06-30", looking_for: 20, stage_wanted: "Higher trainees" });
    expect(item).toMatchObject({ project: { id: p.id, name: `Board ${tag}` }, places_left: 2, may_ask: true, my_request: null });
    expect(item.domains).toEqual({ eml: [{ id: eml.id, description: eml.description }], rcoa: [{ id: rcoa.id, description: rcoa.description }] });
    expect((item.description as string).length).toBeLessThanOrEqual(300);
    expect(item.description).toMatch(/^Airway teaching sessions With many words/);
    expect(unlimited).toMatchObject({ milestone: open, places_left: null, end_date: null });
  });

  it("a milestone past its end date is gone from the day after, by the app's clock and the UK's day", async () => {
    const tag = unique();
    const p = await project(tag);
    const winter = await milestone(p.id, { end: "2026-11-30" });
    const summer = await milestone(p.id, { end: "2026-06-30" });
    const member = await as("member");
    setClock(new Date("2026-06-30T22:30:00Z")); // 23:30 in London (BST)
    expect(ids(await board(member, `q=${tag}`))).toEqual([winter, summer]);
    setClock(new Date("2026-06-30T23:30:00Z")); // already 1 July in London
    expect(ids(await board(member, `q=${tag}`))).toEqual([winter]);
    setClock(new Date("2026-11-30T23:59:00Z")); // GMT: still the 30th
    expect(ids(await board(member, `q=${tag}`))).toEqual([winter]);
    setClock(new Date("2026-12-01T00:01:00Z"));
    expect(ids(await board(member, `q=${tag}`))).toEqual([]);
  });

  it("soonest start first, then by id; the cap leaves a count of the rest", async () => {
    const tag = unique();
    const p = await project(tag);
    const may = await milestone(p.id, { start: "2026-05-01" });
    const march = await milestone(p.id, { start: "2026-03-01" });
    const marchToo = await milestone(p.id, { start: "2026-03-01" });
    const april = await milestone(p.id, { start: "2026-04-01" });
    const res = await (await as("member")).get(`/api/opportunities/?q=${tag}`);
    expect(ids(res.body.opportunities)).toEqual([march, marchToo, april, may]);
    expect(res.body).toMatchObject({ more: 0, needs_name: false });
  });
});

describe("the filters", () => {
  it("stage, EML and RCoA domains (a comma list is any of them) and text narrow the list; together, all of them", async () => {
    const tag = unique();
    const p = await project(tag);
    const [e1, e2] = await db.domain.findMany({ where: { taxonomy: "eml" }, orderBy: { id: "asc" }, take: 2 });
    const [r1] = await db.domain.findMany({ where: { taxonomy: "rcoa" }, orderBy: { id: "asc" }, take: 1 });
    const a = await milestone(p.id, { lookingFor: 10, start: "2026-03-01", domains: [e1.id] });
    const b = await milestone(p.id, { lookingFor: 20, start: "2026-03-02", domains: [r1.id] });
    const c = await milestone(p.id, { lookingFor: 30, start: "2026-03-03", domains: [e2.id, r1.id] });
    const d = await milestone(p.id, { lookingFor: 30, start: "2026-03-04", description: `Débriefing after crises ${unique()}` });
    const member = await as("member");
    expect(ids(await board(member, `q=${tag}&stage=10`))).toEqual([a]);
    expect(ids(await board(member, `q=${tag}&stage=30`))).toEqual([c, d]);
    expect(ids(await board(member, `q=${tag}&eml=${e1.id}`))).toEqual([a]);
    expect(ids(await board(member, `q=${tag}&eml=${e1.id},${e2.id}`))).toEqual([a, c]);
    expect(ids(await board(member, `q=${tag}&rcoa=${r1.id}`))).toEqual([b, c]);
    expect(ids(await board(member, `q=${tag}&eml=${e2.id}&rcoa=${r1.id}&stage=30`))).toEqual([c]);
    expect(ids(await board(member, `q=${tag}&eml=${e1.id}&rcoa=${r1.id}`))).toEqual([]);
    // Every word, anywhere in the milestone's or the project's text, case and accents aside.
    expect(ids(await board(member, `q=${encodeURIComponent(`  debriefing ${tag.toUpperCase()} `)}`))).toEqual([d]);
    expect(ids(await board(member, `q=${tag}&stage=&eml=`))).toEqual([a, b, c, d]);
  });

  it("a query it cannot read is refused with the field's message, and nothing is listed", async () => {
    const member = await as("member");
    const cases: [string, string, string][] = [
      ["stage=99", "stage", Q.stage], ["stage=core", "stage", Q.stage],
      ["eml=abc", "eml", Q.domains], ["eml=1,,2", "eml", Q.domains], ["rcoa=-1", "rcoa", Q.domains], ["rcoa=99999999999", "rcoa", Q.domains],
      [`q=${"x".repeat(201)}`, "q", Q.text], ["q=a%00b", "q", Q.text],
    ];
    for (const [query, field, message] of cases) {
      const res = await member.get(`/api/opportunities/?${query}`);
      expect([res.status, res.body.errors?.[field], res.body.opportunities], query).toEqual([422, [message], undefined]);
    }
    // A parameter it does not know is left aside.
    expect((await member.get("/api/opportunities/?page=2&sort=name")).status).toBe(200);
  });
});

describe("who sees what", () => {
  it("a quick-access visitor sees only their organisation's projects; a member sees all", async () => {
    const tag = unique();
    const outsider = `o.${unique()}@northern-school.example`;
    await db.person.create({ data: { firstName: "Nora", lastName: "Northern", email: outsider } });
    const ours = await milestone((await project(tag)).id);
    const theirs = await milestone((await project(tag, outsider)).id, { start: "2026-03-03" });
    const v = await visitor(`v.${unique()}@example-hospital.org`);
    const seen = await v.get(`/api/opportunities/?q=${tag}`);
    expect(ids(seen.body.opportunities)).toEqual([ours]);
    expect(seen.body.needs_name).toBe(true);
    expect(ids(await board(await as("member"), `q=${tag}`))).toEqual([ours, theirs]);
    expect((await client().get(`/api/opportunities/?q=${tag}`)).status).toBe(403);
  });

  it("the viewer's own waiting request shows with the day it was asked; a withdrawn one and another person's do not", async () => {
    const tag = unique();
    const p = await project(tag);
    const [asked, others, withdrawn] = [await milestone(p.id, { start: "2026-03-01" }), await milestone(p.id, { start: "2026-03-02" }), await milestone(p.id, { start: "2026-03-03" })];
    const member = await as("member");
    const request = await member.post("/api/interest/ask/", { milestone: asked, stage: "core", message: "" });
    expect(request.status, request.text).toBe(200);
    await db.interestRequest.create({ data: { milestoneId: others, email: `someone.${unique()}@example-hospital.org`, firstName: "Some", lastName: "One", stage: "higher", createdAt: clock.now() } });
    await db.interestRequest.create({
      data: { milestoneId: withdrawn, email: DEMO.member, firstName: "Tom", lastName: "Okafor", stage: "core", status: "withdrawn", openMarker: null, createdAt: clock.now(), closedAt: clock.now() },
    });
    const items = await board(member, `q=${tag}`);
    expect(items.map((i) => [i.milestone, i.my_request])).toEqual([
      [asked, { id: request.body.request.id, asked_at: request.body.request.created_at }],
      [others, null],
      [withdrawn, null],
    ]);
    // Someone else sees none of them as theirs.
    expect((await board(await as("lead"), `q=${tag}`)).map((i) => i.my_request)).toEqual([null, null, null]);
  });

  it("whoever decides a milestone's requests, and whoever is on it, is not offered to ask", async () => {
    const tag = unique();
    const p = await project(tag);
    const member = await personOf(DEMO.member);
    const led = await milestone(p.id, { start: "2026-03-01", people: [{ personId: member, roleId: 1 }] });
    const on = await milestone(p.id, { start: "2026-03-02", people: [{ personId: member, roleId: 2 }] });
    const free = await milestone(p.id, { start: "2026-03-03" });
    const offered = async (username: string) => (await board(await as(username), `q=${tag}`)).map((i) => [i.milestone, i.may_ask]);
    // the milestone's lead and a contributor on it: the member; the project's lead; an editor
    expect(await offered("member")).toEqual([[led, false], [on, false], [free, true]]);
    expect(await offered("lead")).toEqual([[led, false], [on, false], [free, false]]);
    expect(await offered("editor")).toEqual([[led, false], [on, false], [free, false]]);
  });

  it("requests under a pending address, or an address never verified, are nobody's", async () => {
    const tag = unique();
    const m = await milestone((await project(tag)).id);
    const claimed = `c.${unique()}@example-hospital.org`;
    const owner = await visitor(claimed);
    const asked = await owner.post("/api/interest/ask/", { milestone: m, stage: "core", message: "", first_name: "Claire", last_name: "Owner" });
    expect(asked.status, asked.text).toBe(200);
    expect((await board(owner, `q=${tag}`))[0].my_request?.id).toBe(asked.body.request.id);

    // An account that asked for that address as its new one: waiting for its code, it is nobody's.
    const pending = await db.account.create({ data: { username: `pending-${unique()}`, email: `p.${unique()}@example.org`, emailVerified: 2, pendingEmail: claimed, level: 3 } });
    // An account registered under that address, never verified: the address is not its either.
    const unverified = await db.account.create({ data: { username: `unverified-${unique()}`, email: claimed, emailVerified: 0, level: 3 } });
    for (const account of [pending, unverified]) {
      const viewer = await signInDirectly(client(), { accountId: account.id, level: 3, kind: "account" });
      expect((await board(viewer, `q=${tag}`)).map((i) => i.my_request), account.username).toEqual([null]);
    }
  });
});
