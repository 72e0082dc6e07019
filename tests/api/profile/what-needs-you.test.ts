import { afterEach, describe, expect, it } from "vitest";
import { clock, resetClock, setClock } from "@/lib/clock";
import { LEVEL } from "@/lib/levels";
import { signInDirectly } from "../../helpers/sign-in";
import { db, newClient, setUpAuthSuite } from "../auth/kit";

// "What needs you" at the top of My Profile (docs/product.md#what-needs-you): each count is the
// signed-in person's own, asked of the module that owns it; another person's requests and
// projects, and a pending address's, count for nobody; the admin part is for admins only.

setUpAuthSuite();
afterEach(() => resetClock());

let made = 0;

/** A member with a verified address and a person, signed in. */
async function member(level: number = LEVEL.account) {
  made++;
  const email = `needs.${made}@example.org`;
  const person = await db.person.create({ data: { firstName: "Nora", lastName: `Needs ${made}`, email } });
  const account = await db.account.create({ data: { username: `needs-${made}`, email, emailVerified: 2, level, personId: person.id } });
  const client = await signInDirectly(newClient(), { accountId: account.id, level, kind: "account" });
  return { client, person, account, email };
}

/** A project led by `personId`, past its completion date, with a milestone looking for people. */
async function ledProject(personId: number) {
  made++;
  const project = await db.project.create({
    data: {
      shortDescription: `Needs project ${made}`,
      longDescription: "x",
      startDate: new Date("2026-01-05T00:00:00Z"),
      expectedCompletionDate: new Date("2026-03-31T00:00:00Z"),
      statusId: 1,
      updatedAt: new Date("2026-05-01T00:00:00Z"),
      people: { create: { personId, roleId: 1 } },
    },
  });
  const milestone = await db.milestone.create({
    data: { projectId: project.id, description: `Needs milestone ${made}`, startDate: new Date("2026-07-01T00:00:00Z"), statusId: 1, lookingForId: 10 },
  });
  return { project, milestone };
}

const ask = (milestoneId: number, email: string) =>
  db.interestRequest.create({ data: { milestoneId, email, firstName: "Asa", lastName: "Asker", stage: "core", createdAt: clock.now() } });

const needs = async (client: Awaited<ReturnType<typeof member>>["client"]) => {
  const res = await client.get("/api/profile/needs/");
  expect(res.status).toBe(200);
  return res.body;
};

describe("what needs you", () => {
  it("a lead sees the requests they decide and their project past its completion date, with why", async () => {
    setClock(new Date("2026-06-15T12:00:00Z"));
    const lead = await member();
    const { project, milestone } = await ledProject(lead.person.id);
    await ask(milestone.id, "someone.else@example.org");
    await ask(milestone.id, "another.one@example.org");
    const body = await needs(lead.client);
    expect(body.toDecide).toBe(2);
    expect(body.projectsDue).toContainEqual({ id: project.id, short_description: project.shortDescription, reason: "past_completion", day: "2026-03-31" });
    expect(body.admin).toBeNull();
    expect(body.openToJoin).toBeGreaterThanOrEqual(1);
  });

  it("another member sees none of the lead's requests or projects", async () => {
    setClock(new Date("2026-06-15T12:00:00Z"));
    const lead = await member();
    const { project, milestone } = await ledProject(lead.person.id);
    await ask(milestone.id, "someone.else@example.org");
    const other = await member();
    const body = await needs(other.client);
    expect(body).toMatchObject({ toDecide: 0, myRequests: { waiting: 0, decidedLately: 0 }, savedSearches: [] });
    expect(body.projectsDue.map((p: { id: number }) => p.id)).not.toContain(project.id);
  });

  it("counts the person's own requests by their proved addresses, never a pending one", async () => {
    const asker = await member();
    const lead = await member();
    const first = await ledProject(lead.person.id);
    const second = await ledProject(lead.person.id);
    await ask(first.milestone.id, asker.email);
    const decided = await ask(second.milestone.id, asker.email);
    await db.interestRequest.update({ where: { id: decided.id }, data: { status: "declined", openMarker: null, closedAt: clock.now() } });
    expect((await needs(asker.client)).myRequests).toEqual({ waiting: 1, decidedLately: 1 });

    // Someone else's address left pending on this account is not this person's.
    const victim = "needs.victim@example.org";
    await ask(first.milestone.id, victim);
    await db.account.update({ where: { id: asker.account.id }, data: { pendingEmail: victim } });
    expect((await needs(asker.client)).myRequests).toEqual({ waiting: 1, decidedLately: 1 });
  });

  it("names a saved search whose next alert has milestones to report", async () => {
    const searcher = await member();
    const saved = await searcher.client.post("/api/saved_searches/", {
      name: "Osprey work",
      frequency: "weekly",
      criteria: { andOr: "OR", text: "osprey", domains: { eml: [], rcoa: [] }, status: { project_status: [], milestone_status: [] }, milestone_looking_for: [] },
    });
    expect(saved.status).toBe(200);
    expect((await needs(searcher.client)).savedSearches).toEqual([]);
    const lead = await member();
    const { project } = await ledProject(lead.person.id);
    await db.project.update({ where: { id: project.id }, data: { shortDescription: "Osprey simulation course" } });
    expect((await needs(searcher.client)).savedSearches).toEqual([{ id: saved.body.savedSearch.id, name: "Osprey work", newMatches: 1 }]);
  });

  it("an admin also sees failed mail; a quick-access visitor and a stranger are refused", async () => {
    const admin = await member(LEVEL.admin);
    const before = (await needs(admin.client)).admin.failedMail;
    await db.mail.create({ data: { kind: "notice", recipient: "gone@example.org", subject: "A notice", status: "failed", messageId: `<needs-${made}@test>`, createdAt: clock.now(), queuedAt: clock.now() } });
    const body = await needs(admin.client);
    expect(body.admin.failedMail).toBe(before + 1);
    expect(body.admin.retentionDue).toBeGreaterThanOrEqual(0);

    const org = await db.organisation.findFirstOrThrow({ select: { id: true } });
    const visitor = await signInDirectly(newClient(), { organisationId: org.id, email: "v@example-hospital.org", level: LEVEL.quickAccess, kind: "quickAccess" });
    expect((await visitor.get("/api/profile/needs/")).status).toBe(403);
    expect([401, 403]).toContain((await newClient().get("/api/profile/needs/")).status);
  });
});
