import { afterEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "@/lib/clock";
import { FINDER_MESSAGES as M } from "@/lib/people-finder/messages";
import { signInDirectly } from "../../helpers/sign-in";
import { db, setUpAuthSuite } from "../auth/kit";
import { client, someone, unique, visitor } from "../interest/decide-world";

// "Open to projects" on My Profile (docs/product.md#open-to-projects): off by default; a member
// with a proved address says their stage, domains, organisation, a note and until when (six
// months proposed, at most a year); they can change it or turn it off at any time. Visitors and
// signed-out browsers have none. Each case builds its own people; the day is the app's clock's.

setUpAuthSuite();
afterEach(() => resetClock());
const PATH = "/api/profile/open_to_projects/";

async function domainIds() {
  const [eml, rcoa] = await Promise.all(
    (["eml", "rcoa"] as const).map((taxonomy) => db.domain.findMany({ where: { taxonomy, retired: false }, orderBy: { id: "asc" }, take: 2, select: { id: true } })),
  );
  return { eml: eml.map((d) => d.id), rcoa: rcoa.map((d) => d.id) };
}

describe("GET/POST /api/profile/open_to_projects/", () => {
  it("is off by default and proposes the address's organisation and six months; saved, it reads back; off again, it is gone", async () => {
    setClock(new Date("2027-03-31T10:00:00Z"));
    const member = await someone("opener");
    const c = await member.sign();
    const hospital = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } }, select: { id: true, name: true } });
    const first = await c.get(PATH);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ entry: null, proposed: { organisation: hospital.id, until: "2027-09-30", available_from: "2027-03-31" }, needs_name: false });
    expect(first.body.organisations).toContainEqual({ id: hospital.id, name: hospital.name });

    const { eml, rcoa } = await domainIds();
    const saved = await c.post(PATH, { stage: "core", eml, rcoa: [rcoa[0]], organisation: null, note: "  Free on Thursdays  ", until: "2027-06-30" });
    expect(saved.status, saved.text).toBe(200);
    // No "available from": the day they save.
    expect(saved.body.entry).toEqual({ stage: "core", eml, rcoa: [rcoa[0]], organisation: null, note: "Free on Thursdays", until: "2027-06-30", available_from: "2027-03-31", ended: false });
    expect((await c.get(PATH)).body.entry).toEqual(saved.body.entry);

    // Changed: the new choice replaces the old, domains included.
    const changed = await c.post(PATH, { stage: "higher", eml: [], rcoa, organisation: hospital.id, until: "2028-03-31", available_from: "2027-09-01" });
    expect(changed.body.entry).toEqual({ stage: "higher", eml: [], rcoa, organisation: hospital.id, note: "", until: "2028-03-31", available_from: "2027-09-01", ended: false });
    expect((await c.get(PATH)).body.entry.available_from).toBe("2027-09-01");

    const off = await c.post(`${PATH}off/`, {});
    expect(off.status).toBe(200);
    expect(off.body.entry).toBeNull();
    expect(await db.openToProjects.count({ where: { accountId: member.account } })).toBe(0);
    expect(await db.openToProjectsDomain.count({ where: { accountId: member.account } })).toBe(0);
  });

  it("refuses a day past or beyond a year, unknown domains or organisation, a long note, no stage; nothing is saved", async () => {
    setClock(new Date("2027-03-31T10:00:00Z"));
    const member = await someone("refused");
    const c = await member.sign();
    const { eml, rcoa } = await domainIds();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ stage: "core", until: "2027-03-30" }, "until", M.untilPast],
      [{ stage: "core", until: "2028-04-01" }, "until", M.untilFar],
      [{ stage: "core", until: "31/12/2027" }, "until", M.untilInvalid],
      [{ stage: "core", until: "2027-05-01", eml: [rcoa[0]] }, "eml", M.domain],
      [{ stage: "core", until: "2027-05-01", rcoa: [eml[0]] }, "rcoa", M.domain],
      [{ stage: "core", until: "2027-05-01", organisation: 2_000_000_000 }, "organisation", M.organisation],
      [{ stage: "core", until: "2027-05-01", note: "x".repeat(501) }, "note", M.note],
      [{ stage: "student", until: "2027-05-01" }, "stage", M.stage],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    // Today itself, and a year from today, are fine.
    expect((await c.post(PATH, { stage: "core", until: "2027-03-31" })).status).toBe(200);
    expect((await c.post(PATH, { stage: "core", until: "2028-03-31" })).status).toBe(200);
  });

  it('"available from" is optional (empty: the day they save), may be "until" itself, and is refused after it; nothing is saved then', async () => {
    setClock(new Date("2027-03-31T23:30:00Z")); // already 1 April in the UK (BST)
    const member = await someone("available");
    const c = await member.sign();
    const blank = await c.post(PATH, { stage: "core", until: "2027-06-30", available_from: "" });
    expect(blank.status, blank.text).toBe(200);
    expect(blank.body.entry.available_from).toBe("2027-04-01");
    const sameDay = await c.post(PATH, { stage: "core", until: "2027-06-30", available_from: "2027-06-30" });
    expect(sameDay.body.entry.available_from).toBe("2027-06-30");

    const after = await c.post(PATH, { stage: "consultant", until: "2027-06-30", available_from: "2027-07-01" });
    expect(after.status).toBe(422);
    expect(after.body.errors).toEqual({ available_from: [M.availableAfterUntil] });
    expect(M.availableAfterUntil).toBe("Please give a day on or before the last day.");
    const notADay = await c.post(PATH, { stage: "core", until: "2027-06-30", available_from: "01/05/2027" });
    expect(notADay.body.errors).toEqual({ available_from: [M.availableInvalid] });
    expect((await c.get(PATH)).body.entry).toMatchObject({ stage: "core", available_from: "2027-06-30" });
  });

  it("an account without a person gives its name, and becomes that person; an unverified one is asked to verify first", async () => {
    setClock(new Date("2027-03-31T10:00:00Z"));
    const email = `noperson.${unique()}@example-hospital.org`;
    const account = await db.account.create({ data: { username: `noperson-${unique()}`, email, emailVerified: 2, level: 3 }, select: { id: true } });
    const c = await signInDirectly(client(), { accountId: account.id, level: 3, kind: "account" });
    expect((await c.get(PATH)).body.needs_name).toBe(true);
    const nameless = await c.post(PATH, { stage: "other", until: "2027-04-30" });
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors).toEqual({ first_name: [M.namesNeeded], last_name: [M.namesNeeded] });
    const named = await c.post(PATH, { stage: "other", until: "2027-04-30", first_name: "Nadia", last_name: "Newperson" });
    expect(named.status, named.text).toBe(200);
    expect(named.body.needs_name).toBe(false);
    expect(await db.person.findMany({ where: { email }, select: { firstName: true, lastName: true } })).toEqual([{ firstName: "Nadia", lastName: "Newperson" }]);
    expect((await c.get("/api/profile/")).body).toMatchObject({ firstName: "Nadia", lastName: "Newperson" });

    const unverified = await db.account.create({ data: { username: `unverified-${unique()}`, email: `unverified.${unique()}@example-hospital.org`, emailVerified: 0, level: 3 }, select: { id: true } });
    const u = await signInDirectly(client(), { accountId: unverified.id, level: 3, kind: "account" });
    const refused = await u.post(PATH, { stage: "other", until: "2027-04-30", first_name: "Un", last_name: "Verified" });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errorMessage: M.unverified });
    expect(await db.openToProjects.count({ where: { accountId: unverified.id } })).toBe(0);
  });

  it("past its last day it reads as ended; quick-access visitors and signed-out browsers have none", async () => {
    setClock(new Date("2027-03-31T10:00:00Z"));
    const member = await someone("ending");
    const c = await member.sign();
    expect((await c.post(PATH, { stage: "consultant", until: "2027-04-02" })).status).toBe(200);
    // (a new sign-in each time: a session idle for days has ended)
    setClock(new Date("2027-04-02T22:30:00Z")); // still the 2nd in the UK (BST)
    expect((await (await member.sign()).get(PATH)).body.entry.ended).toBe(false);
    setClock(new Date("2027-04-02T23:30:00Z")); // the 3rd in the UK
    expect((await (await member.sign()).get(PATH)).body.entry.ended).toBe(true);

    const v = await visitor(`visitor.${unique()}@example-hospital.org`);
    expect((await v.get(PATH)).status).toBe(403);
    expect((await v.post(PATH, { stage: "core", until: "2027-05-01" })).status).toBe(403);
    expect((await client().get(PATH)).status).toBe(403);
  });
});
