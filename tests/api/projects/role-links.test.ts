import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "@/lib/clock";
import type { Contribution } from "@/lib/contributions/schemas";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";
import { signInDirectly } from "../../helpers/sign-in";
import { setUpAuthSuite } from "../auth/kit";

// Every way a person comes to hold a role writes the same things through the one home of role
// links (lib/projects/links.ts): the link, the role history with the day the role was taken, a
// new version and the project's change mark. Each case builds its own people and projects.

setUpAuthSuite();
afterEach(() => resetClock());

let ip = 0;
const client = () => new ApiClient({ ip: `10.95.${++ip >> 8}.${ip & 255}` });
const unique = () => randomUUID().slice(0, 8);

async function as(username: string) {
  const a = await db.account.findUniqueOrThrow({ where: { username }, select: { id: true, level: true } });
  return signInDirectly(client(), { accountId: a.id, level: a.level, kind: "account" });
}

/** A member with an account, a proved address and a person of their own. */
async function trainee() {
  const tag = unique();
  const email = `t.${tag}@example-hospital.org`;
  const person = await db.person.create({ data: { firstName: "Tara", lastName: `Trainee${tag}`, email } });
  const account = await db.account.create({ data: { username: `tara-${tag}`, email, emailVerified: 2, level: 3, personId: person.id } });
  return { person, client: await signInDirectly(client(), { accountId: account.id, level: 3, kind: "account" }) };
}

/** A project the demo lead leads, changed long ago, with a milestone planned for February to July 2026. */
async function project() {
  const lead = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } });
  const longAgo = new Date("2026-01-05T09:00:00Z");
  const p = await db.project.create({
    data: {
      shortDescription: `Role links project ${unique()}`, longDescription: "x", startDate: new Date("2026-01-05"), statusId: 1,
      createdAt: longAgo, updatedAt: longAgo, people: { create: [{ personId: lead.id, roleId: 1 }] },
    },
  });
  const m = await db.milestone.create({
    data: { projectId: p.id, description: `Simulation week ${unique()}`, startDate: new Date("2026-02-01"), endDate: new Date("2026-07-31"), statusId: 1, lookingForId: 30 },
  });
  return { project: p, milestone: m, lead };
}

describe("one home for who holds which role", () => {
  it("a request asked in July and accepted on 01/12/2026 on a milestone planned for February to July: held from 01/12/2026, and the project is marked changed", async () => {
    const w = await project();
    const t = await trainee();
    // Asked before the milestone's end (none is taken after it), decided long after it.
    setClock(new Date("2026-07-20T10:00:00Z"));
    const asked = await t.client.post("/api/interest/ask/", { milestone: w.milestone.id, stage: "core", message: "" });
    expect(asked.status, asked.text).toBe(200);
    setClock(new Date("2026-12-01T10:00:00Z"));
    const before = await db.milestone.findUniqueOrThrow({ where: { id: w.milestone.id }, select: { version: true } });
    const decided = await (await as("lead")).post("/api/interest/decide/", { id: asked.body.request.id, decision: "accept", role: 2, fully_subscribed: false });
    expect(decided.status, decided.text).toBe(200);

    expect((await db.milestone.findUniqueOrThrow({ where: { id: w.milestone.id } })).version).toBe(before.version + 1);
    // The app's clock runs on from where it was set: the change is of that morning.
    expect((await db.project.findUniqueOrThrow({ where: { id: w.project.id } })).updatedAt.toISOString()).toMatch(/^2026-12-01T10:0/);
    const list: Contribution[] = (await t.client.get("/api/profile/contributions/")).body.contributions;
    expect(list).toEqual([expect.objectContaining({ kind: "milestone", milestone: w.milestone.description, from: "2026-12-01", to: null, ended: false })]);
    const csv = await t.client.get("/api/profile/contributions/csv/");
    expect(csv.text).toContain("01/12/2026");
    expect(csv.text).not.toContain("01/02/2026");
  });

  it("the new lead chosen during an erasure holds the lead from that day, with its history", async () => {
    const w = await project();
    const erased = await trainee();
    const successor = await trainee();
    await db.projectPerson.update({ where: { projectId_personId: { projectId: w.project.id, personId: w.lead.id } }, data: { personId: erased.person.id } });
    setClock(new Date("2026-10-14T12:00:00Z"));
    const version = (await db.project.findUniqueOrThrow({ where: { id: w.project.id } })).version;
    const answer = await (await as("admin")).post("/api/admin/people/erase/", {
      id: erased.person.id, confirm: "Erase", newLeads: [{ projectId: w.project.id, personId: successor.person.id }],
    });
    expect(answer.status, answer.text).toBe(200);

    const history = await db.projectRoleHistory.findMany({ where: { projectId: w.project.id, personId: successor.person.id }, select: { roleId: true, addedAt: true, removedAt: true } });
    expect(history).toEqual([{ roleId: 1, addedAt: expect.any(Date), removedAt: null }]);
    expect(history[0].addedAt!.toISOString()).toMatch(/^2026-10-14T12:0/);
    expect((await db.project.findUniqueOrThrow({ where: { id: w.project.id } })).version).toBeGreaterThan(version);
    const list: Contribution[] = (await successor.client.get("/api/profile/contributions/")).body.contributions;
    expect(list).toEqual([expect.objectContaining({ kind: "project", projectId: w.project.id, role: "Lead", from: "2026-10-14", ended: false })]);
  });

  it("a merge gives each item the duplicate was on a new version, so a form open on the old one cannot save the duplicate back", async () => {
    const w = await project();
    const keep = await trainee();
    const duplicate = await db.person.create({ data: { firstName: "Tara", lastName: "Duplicate", email: `d.${unique()}@example-hospital.org` } });
    await db.milestonePerson.create({ data: { milestoneId: w.milestone.id, personId: duplicate.id, roleId: 2 } });
    const version = (await db.milestone.findUniqueOrThrow({ where: { id: w.milestone.id } })).version;
    const merged = await (await as("admin")).post("/api/admin/people/", { action: "merge", keepId: keep.person.id, removeId: duplicate.id });
    expect(merged.status, merged.text).toBe(200);
    expect((await db.milestone.findUniqueOrThrow({ where: { id: w.milestone.id } })).version).toBe(version + 1);
    expect(await db.milestonePerson.findMany({ where: { milestoneId: w.milestone.id }, select: { personId: true, roleId: true } })).toEqual([{ personId: keep.person.id, roleId: 2 }]);
  });
});
