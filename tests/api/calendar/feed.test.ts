import { beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "@/lib/calendar/messages";
import { sha256 } from "@/lib/crypto/tokens";
import { db } from "@/lib/db";
import { resetToDemoData } from "../../helpers/demo";
import { signInDirectly } from "../../helpers/sign-in";
import { client, eventsOf, fetchFeed, milestone, person, project, someone, tokenOf, unique, visitor } from "./calendar-world";

// The calendar feed (docs/product.md#calendars): turned on from the profile, answered to its URL's
// token alone (no session, as a calendar app asks), holding exactly the milestones the account's
// people hold a role on and, when chosen, every milestone of the projects they lead; never a
// person under an address the account has not proved. Replacing the URL or turning the feed off
// makes the old one 404 at once; of 20 replacements at once exactly one URL works. Each case
// builds its own people, projects and milestones.

beforeAll(() => resetToDemoData(), 120_000);

const SUBSCRIPTION = "/api/calendar/subscription/";
const milestoneIds = async (token: string) => eventsOf(await fetchFeed(token)).map((e) => Number(/^milestone-(\d+)@/.exec(e.uid)![1]));
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("the feed's content", () => {
  it("holds exactly the milestones the account's people hold a role on, and the led projects' others only when chosen", async () => {
    const me = await someone("feed");
    // A second person record under the account's proved address is the account's too.
    const alsoMe = await person("feedtwin", me.email);
    const other = await person("other");
    const led = await project("Led", [[me.person, 1]]);
    const member = await project("Member", [[me.person, 3], [other, 1]]);
    const elsewhere = await project("Elsewhere", [[other, 1]]);
    const mine = {
      onLed: await milestone(led, { people: [[me.person, 2]] }),
      onMember: await milestone(member, { people: [[me.person, 1]] }),
      asTwin: await milestone(elsewhere, { people: [[alsoMe, 2]] }),
    };
    const ledOnly = await milestone(led, { people: [[other, 1]] });
    await milestone(member, { people: [[other, 1]] });
    await milestone(elsewhere, { people: [[other, 1]] });

    const signed = await me.sign();
    const on = await signed.post(SUBSCRIPTION, { includeLed: false });
    expect(on.status, on.text).toBe(200);
    expect(on.body.feed).toEqual({ includeLed: false, createdAt: expect.any(String) });
    const token = tokenOf(on.body.url);
    expect(token).toMatch(/^[\w-]{43}$/);

    const res = await fetchFeed(token);
    expect(res.headers.get("cache-control")).toBe("private, max-age=900");
    expect(sorted(await milestoneIds(token))).toEqual(sorted(Object.values(mine)));
    for (const event of eventsOf(res)) expect(event).toMatchObject({ startIsDate: true, endIsDate: true });

    // Chosen: the led project's other milestone too; the project they are only a member of adds nothing.
    const changed = await signed.post(`${SUBSCRIPTION}settings/`, { includeLed: true });
    expect(changed.body).toEqual({ feed: { includeLed: true, createdAt: on.body.feed.createdAt } });
    expect(sorted(await milestoneIds(token))).toEqual(sorted([...Object.values(mine), ledOnly]));
    // The profile never gets the URL again.
    expect((await signed.get(SUBSCRIPTION)).body).toEqual({ feed: { includeLed: true, createdAt: on.body.feed.createdAt } });
  });

  it("leaves out a person under an address the account has only asked for, or never proved", async () => {
    const me = await someone("pending");
    const pendingAddress = `pending.${unique()}@example-hospital.org`;
    await db.account.update({ where: { id: me.account }, data: { pendingEmail: pendingAddress } });
    const underPending = await person("underpending", pendingAddress);
    // An account whose own address was never proved has no people by it either.
    const unproved = await db.account.create({ data: { username: `unproved-${unique()}`, email: `unproved.${unique()}@example-hospital.org`, emailVerified: 0, level: 3 } });
    const underUnproved = await person("underunproved", (await db.account.findUniqueOrThrow({ where: { id: unproved.id } })).email);
    const p = await project("Pending", [[underPending, 1], [underUnproved, 1]]);
    const own = await milestone(p, { people: [[me.person, 2]] });
    await milestone(p, { people: [[underPending, 1], [underUnproved, 1]] });

    const on = await (await me.sign()).post(SUBSCRIPTION, { includeLed: true });
    expect(await milestoneIds(tokenOf(on.body.url))).toEqual([own]);
    await db.calendarFeed.create({ data: { accountId: unproved.id, tokenHash: sha256("U".repeat(43)), includeLed: true, createdAt: new Date("2026-01-01") } });
    expect(await milestoneIds("U".repeat(43))).toEqual([]);
  });

  it("an account without roles gets an empty calendar, not an error", async () => {
    const me = await someone("empty");
    const on = await (await me.sign()).post(SUBSCRIPTION, { includeLed: true });
    const res = await fetchFeed(tokenOf(on.body.url));
    expect(eventsOf(res)).toEqual([]);
    expect(res.text).toContain("X-WR-CALNAME:My milestones");
  });
});

describe("the feed's URL", () => {
  it("works without a session; replacing it makes the old one 404 at once, turning off makes it 404", async () => {
    const me = await someone("replace");
    const id = await milestone(await project("Replace"), { people: [[me.person, 1]] });
    const signed = await me.sign();
    const first = tokenOf((await signed.post(SUBSCRIPTION, { includeLed: false })).body.url);
    expect(await milestoneIds(first)).toEqual([id]);

    const replaced = await signed.post(SUBSCRIPTION, { includeLed: false });
    const second = tokenOf(replaced.body.url);
    expect(second).not.toBe(first);
    const gone = await fetchFeed(first);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ errorMessage: CALENDAR_MESSAGES.feedNotFound });
    expect(await milestoneIds(second)).toEqual([id]);
    // Only the hash is kept.
    const row = await db.calendarFeed.findUniqueOrThrow({ where: { accountId: me.account } });
    expect(row.tokenHash).toBe(sha256(second));
    expect(JSON.stringify(row)).not.toContain(second);

    const off = await signed.post(`${SUBSCRIPTION}off/`, {});
    expect(off.body).toEqual({ feed: null });
    expect((await fetchFeed(second)).status).toBe(404);
    expect((await signed.get(SUBSCRIPTION)).body).toEqual({ feed: null });
    const settings = await signed.post(`${SUBSCRIPTION}settings/`, { includeLed: true });
    expect(settings.status).toBe(404);
    expect(settings.body).toEqual({ errorMessage: CALENDAR_MESSAGES.feedOff });
  });

  it("20 replacements at once leave exactly one working URL, the one the table holds", async () => {
    const me = await someone("race");
    await milestone(await project("Race", [[me.person, 1]]));
    const signed = await me.sign();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signed.post(SUBSCRIPTION, { includeLed: false })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const tokens = answers.map((a) => tokenOf(a.body.url));
    expect(new Set(tokens).size).toBe(20);
    const statuses = await Promise.all(tokens.map(async (t) => (await fetchFeed(t)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
    const working = tokens[statuses.indexOf(200)];
    expect((await db.calendarFeed.findUniqueOrThrow({ where: { accountId: me.account } })).tokenHash).toBe(sha256(working));
    expect(await db.calendarFeed.count({ where: { accountId: me.account } })).toBe(1);
  });

  it("answers 404 for an unknown or malformed token, and for a disabled account's or a demoted one's feed", async () => {
    for (const token of ["", "not-a-token", "A".repeat(43), "A".repeat(44)]) expect((await fetchFeed(token)).status, token).toBe(404);
    const me = await someone("disabled");
    const token = tokenOf((await (await me.sign()).post(SUBSCRIPTION, { includeLed: false })).body.url);
    expect((await fetchFeed(token)).status).toBe(200);
    await db.account.update({ where: { id: me.account }, data: { disabled: true } });
    expect((await fetchFeed(token)).status).toBe(404);
    await db.account.update({ where: { id: me.account }, data: { disabled: false, level: 2 } });
    expect((await fetchFeed(token)).status).toBe(404);
  });

  it("the profile's calls are the account's own: signed out and quick access are refused", async () => {
    const anonymous = client();
    expect((await anonymous.get(SUBSCRIPTION)).status).toBe(403);
    expect((await anonymous.post(SUBSCRIPTION, { includeLed: false })).status).toBe(403);
    const quickAccess = await visitor("example-hospital.org");
    expect((await quickAccess.get(SUBSCRIPTION)).status).toBe(403);
    expect((await quickAccess.post(SUBSCRIPTION, { includeLed: false })).status).toBe(403);
    expect((await quickAccess.post(`${SUBSCRIPTION}off/`, {})).status).toBe(403);
  });
});

describe("erasure", () => {
  it("erasing the person takes their account's feed with it: the URL answers 404", async () => {
    const me = await someone("erased");
    await milestone(await project("Erased", [[me.person, 3]]));
    const token = tokenOf((await (await me.sign()).post(SUBSCRIPTION, { includeLed: false })).body.url);
    expect((await fetchFeed(token)).status).toBe(200);
    const admin = await db.account.findUniqueOrThrow({ where: { username: "admin" }, select: { id: true, level: true } });
    const signedAdmin = await signInDirectly(client(), { accountId: admin.id, level: admin.level, kind: "account" });
    const erased = await signedAdmin.post("/api/admin/people/erase/", { id: me.person, confirm: "Erase", newLeads: [] });
    expect(erased.status, erased.text).toBe(200);
    expect(await db.calendarFeed.count({ where: { accountId: me.account } })).toBe(0);
    expect((await fetchFeed(token)).status).toBe(404);
  });
});
