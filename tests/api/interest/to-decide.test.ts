import { describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { db, setUpAuthSuite } from "../auth/kit";
import { milestone, project, request, signedInAs, someone, visitor, unique } from "./decide-world";

// To decide (docs/product.md#interest-requests): every open request the caller may decide, across
// projects, grouped by milestone with its places; and "Decline selected", each request decided
// once by the rules of one decision. Each case builds its own people, projects and requests.

setUpAuthSuite();

type Group = { project: number; project_title: string; milestone: number; milestone_description: string; places: number | null; people: number; requests: { id: number; email: string; stage: string; created_at: string }[] };
const groupsOf = async (c: { get(path: string): Promise<{ status: number; body: { groups: Group[] } }> }) => {
  const res = await c.get("/api/interest/to_decide/");
  expect(res.status).toBe(200);
  return res.body.groups;
};
const milestonesOf = (groups: Group[]) => groups.map((g) => g.milestone).sort((a, b) => a - b);

/** Two projects of one lead, a third of another with a milestone led by a third person. */
async function world() {
  const [lead, other, milestoneLead, member] = await Promise.all([someone("lead"), someone("other"), someone("mlead"), someone("member")]);
  const a = await project("Lead's first", [lead.person]);
  const b = await project("Lead's second", [lead.person]);
  const c = await project("Another's", [other.person]);
  const m = {
    a1: await milestone(a),
    a2: await milestone(a),
    b1: await milestone(b, { others: [member.person] }),
    c1: await milestone(c, { leads: [milestoneLead.person] }),
    c2: await milestone(c),
  };
  const r = { a1: await request(m.a1), b1: await request(m.b1), c1: await request(m.c1), c2: await request(m.c2) };
  return { lead, other, milestoneLead, member, projects: { a, b, c }, m, r };
}

describe("GET /api/interest/to_decide/: whose requests", () => {
  it("a lead sees the milestones they decide across two projects; a milestone lead theirs; an editor all; a member none; a visitor is refused", async () => {
    const w = await world();
    expect(milestonesOf(await groupsOf(await w.lead.sign()))).toEqual([w.m.a1, w.m.b1].sort((x, y) => x - y));
    expect(milestonesOf(await groupsOf(await w.milestoneLead.sign()))).toEqual([w.m.c1]);
    expect(milestonesOf(await groupsOf(await w.other.sign()))).toEqual([w.m.c1, w.m.c2].sort((x, y) => x - y));
    // On a milestone without leading it decides nothing.
    expect(await groupsOf(await w.member.sign())).toEqual([]);
    const editor = milestonesOf(await groupsOf(await signedInAs("editor")));
    for (const id of Object.values(w.m).filter((id) => id !== w.m.a2)) expect(editor).toContain(id);
    expect(editor).not.toContain(w.m.a2);
    const v = await visitor(`v.${unique()}@example-hospital.org`);
    expect((await v.get("/api/interest/to_decide/")).status).toBe(403);
    // A closed request is no longer to decide.
    await db.interestRequest.update({ where: { id: w.r.c1 }, data: { status: "withdrawn", openMarker: null } });
    expect(await groupsOf(await w.milestoneLead.sign())).toEqual([]);
  });

  it("groups carry the project, the milestone, its places and people, requests oldest first; groups by their oldest request", async () => {
    const lead = await someone("grouping");
    const [onIt, alsoOn] = await Promise.all([someone("on"), someone("alsoon")]);
    const p = await project("Grouping", [lead.person]);
    const withPlaces = await milestone(p, { places: 3, others: [onIt.person] });
    const without = await milestone(p, { others: [onIt.person, alsoOn.person] });
    const newer = await request(withPlaces, "consultant", 10);
    const older = await request(withPlaces, "higher", 60);
    const oldest = await request(without, "other", 120);
    const groups = await groupsOf(await lead.sign());
    expect(groups.map((g) => g.milestone)).toEqual([without, withPlaces]);
    const title = (await db.project.findUniqueOrThrow({ where: { id: p } })).shortDescription;
    const placed = (await db.milestone.findUniqueOrThrow({ where: { id: withPlaces } })).description;
    expect(groups[1]).toMatchObject({ project: p, project_title: title, milestone: withPlaces, milestone_description: placed, places: 3, people: 1 });
    expect(groups[1].requests.map((r) => [r.id, r.stage])).toEqual([[older, "higher"], [newer, "consultant"]]);
    expect(groups[0]).toMatchObject({ places: null, people: 2 });
    expect(groups[0].requests.map((r) => r.id)).toEqual([oldest]);
    expect(groups[0].requests[0].email).toMatch(/@example\.net$/);
  });
});

describe("POST /api/interest/decline_many/", () => {
  it("declines the caller's requests once; another's, unknown and already decided ones are reported, not decided", async () => {
    const w = await world();
    const second = await request(w.m.a1, "higher");
    const decided = await request(w.m.b1);
    const lead = await w.lead.sign();
    expect((await lead.post("/api/interest/decide/", { id: decided, decision: "accept" })).status).toBe(200);
    const res = await lead.post("/api/interest/decline_many/", { ids: [w.r.a1, second, w.r.c1, decided, 2_000_000_000, w.r.a1], message: "  Full <for now>  " });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      declined: [w.r.a1, second],
      not_declined: [
        { id: w.r.c1, reason: "not_yours" },
        { id: decided, reason: "already_decided" },
        { id: 2_000_000_000, reason: "not_yours" },
      ],
    });
    const rows = await db.interestRequest.findMany({ where: { id: { in: [w.r.a1, second, w.r.c1, decided] } }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.id, r.status, r.decisionMessage])).toEqual([
      [w.r.a1, "declined", "Full <for now>"],
      [w.r.c1, "open", ""],
      [second, "declined", "Full <for now>"],
      [decided, "accepted", ""],
    ].sort((x, y) => (x[0] as number) - (y[0] as number)));
    expect(rows.filter((r) => r.status === "declined").every((r) => r.decidedByAccountId === w.lead.account)).toBe(true);
    expect(await db.activityLog.count({ where: { action: "interest.decline", entityId: w.m.a1 } })).toBe(2);
    const emails = rows.filter((r) => r.status === "declined").map((r) => r.email);
    expect(await db.mail.count({ where: { kind: "interest.declined", recipient: { in: emails } } })).toBe(2);
    // Someone who decides nothing declines nothing; a visitor may not call it.
    const member = await w.member.sign();
    expect((await member.post("/api/interest/decline_many/", { ids: [w.r.b1] })).body).toEqual({ declined: [], not_declined: [{ id: w.r.b1, reason: "not_yours" }] });
    const v = await visitor(`v.${unique()}@example-hospital.org`);
    expect((await v.post("/api/interest/decline_many/", { ids: [w.r.b1] })).status).toBe(403);
    expect((await db.interestRequest.findUniqueOrThrow({ where: { id: w.r.b1 } })).status).toBe("open");
  });

  it("30 at once with the same ids, from the lead and an editor: each request is declined exactly once, one mail each", async () => {
    const lead = await someone("racer");
    const p = await project("Racing", [lead.person]);
    const m = await milestone(p);
    const ids = await Promise.all(Array.from({ length: 5 }, (_, i) => request(m, "core", i)));
    const [mine, editor] = [await lead.sign(), await signedInAs("editor")];
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? mine : editor).post("/api/interest/decline_many/", { ids, message: "One at a time" })));
    expect(results.map((r) => r.status).every((s) => s === 200), results.map((r) => r.text).join()).toBe(true);
    const declined = results.flatMap((r) => r.body.declined as number[]).sort((a, b) => a - b);
    expect(declined).toEqual([...ids].sort((a, b) => a - b));
    for (const r of results) {
      for (const n of r.body.not_declined) expect(n.reason).toBe("already_decided");
      expect(r.body.declined.length + r.body.not_declined.length).toBe(ids.length);
    }
    expect(await db.interestRequest.count({ where: { id: { in: ids }, status: "declined" } })).toBe(5);
    expect(await db.activityLog.count({ where: { action: "interest.decline", entityId: m } })).toBe(5);
    const emails = (await db.interestRequest.findMany({ where: { id: { in: ids } }, select: { email: true } })).map((r) => r.email);
    expect(await db.mail.count({ where: { kind: "interest.declined", recipient: { in: emails } } })).toBe(5);
  });

  it("bad input: an empty list, more than 50, ids that are not numbers, no list: 422 with the field's message; unreadable JSON 400; nothing decided", async () => {
    const lead = await someone("badinput", LEVEL.account);
    const p = await project("Bad input", [lead.person]);
    const id = await request(await milestone(p));
    const c = await lead.sign();
    const bodies: unknown[] = [{ ids: [] }, { ids: Array.from({ length: 51 }, (_, i) => id + i) }, { ids: [String(id)] }, { ids: ["x"] }, { ids: [1.5] }, { ids: [-1] }, { ids: id }, {}, { ids: [id], message: "x".repeat(1001) }];
    for (const body of bodies) {
      const res = await c.post("/api/interest/decline_many/", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect((await c.post("/api/interest/decline_many/", "{ids: [")).status).toBe(400);
    expect((await db.interestRequest.findUniqueOrThrow({ where: { id } })).status).toBe("open");
  });
});
