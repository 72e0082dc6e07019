import { describe, expect, it } from "vitest";
import { db, setUpAuthSuite } from "../auth/kit";
import { client, visitor } from "../interest/decide-world";
import { milestone, openMember, ownDomain, project, someone, withDomains } from "./finder-world";

// "Suggested for you" (docs/product.md#open-to-projects): of the milestones a member could ask to
// join, those whose stage wanted fits what they said they are open to and whose domains include
// one of theirs, each with why; nothing for a member who did not opt in. On Open to join
// (GET /api/opportunities/suggested/) and counted in What needs you.

setUpAuthSuite();
const SUGGESTED = "/api/opportunities/suggested/";

describe("GET /api/opportunities/suggested/", () => {
  it("lists the milestones whose stage and domains fit, with why; not the wrong stage, other domains, one they are on or asked to join", async () => {
    const [d1, d2] = [await ownDomain(), await ownDomain("eml")];
    const d1Name = (await db.domain.findUniqueOrThrow({ where: { id: d1 } })).description;
    const member = await openMember("suggested", { stage: "core", rcoa: [d1] });
    const p = await project("Suggestions");
    const make = async (lookingFor: number, domains: number[], others: number[] = []) => {
      const m = await milestone(p, { lookingFor, others });
      await withDomains("milestone", m, domains);
      return m;
    };
    const core = await make(10, [d1]);
    const anyone = await make(30, [d1, d2]);
    const higher = await make(20, [d1]);
    const elsewhere = await make(10, [d2]);
    const onIt = await make(10, [d1], [member.person]);
    const asked = await make(30, [d1]);
    const c = await member.sign();
    expect((await c.post("/api/interest/ask/", { milestone: asked, stage: "core" })).status).toBe(200);

    const res = await c.get(SUGGESTED);
    expect(res.status, res.text).toBe(200);
    const mine = res.body.suggested.filter((s: { milestone: number }) => [core, anyone, higher, elsewhere, onIt, asked].includes(s.milestone));
    expect(mine.map((s: { milestone: number; why: string }) => [s.milestone, s.why])).toEqual([
      [core, `${d1Name}, Core trainees`],
      [anyone, `${d1Name}, Anyone`],
    ]);
    expect(mine[0].project).toEqual({ id: p, name: expect.stringContaining("Suggestions") });
    expect((await c.get("/api/profile/needs/")).body.suggested).toBeGreaterThanOrEqual(2);

    // Turned off: nothing is suggested.
    expect((await c.post("/api/profile/open_to_projects/off/", {})).status).toBe(200);
    expect((await c.get(SUGGESTED)).body).toEqual({ suggested: [] });
    expect((await c.get("/api/profile/needs/")).body.suggested).toBe(0);
  });

  it("a member who never opted in gets none; visitors and signed-out browsers are refused", async () => {
    const plain = await someone("nosuggestions");
    expect((await (await plain.sign()).get(SUGGESTED)).body).toEqual({ suggested: [] });
    expect((await (await visitor("v.suggested@example-hospital.org")).get(SUGGESTED)).status).toBe(403);
    expect((await client().get(SUGGESTED)).status).toBe(403);
  });
});
