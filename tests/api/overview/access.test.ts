import { beforeAll, describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/levels";
import { OVERVIEW_MESSAGES } from "@/lib/overview/messages";
import { resetToDemoData } from "../../helpers/demo";
import { client } from "../../helpers/someone";
import { columnOf, figureRows, member, project, signedIn, unique, visitorOf, world } from "./overview-world";

// Who sees which part of the overview (docs/product.md#overview): levels 3 to 9 the whole
// directory, a quick-access visitor their organisation's projects and people only, anyone else
// nothing; and filters that cannot be read answer a clear error and no figure.

beforeAll(() => resetToDemoData(), 120_000);

const statusTotal = (rows: string[][]) => Object.values(columnOf(rows, "Projects")).reduce((a, b) => a + b, 0);

describe("overview access", () => {
  it("answers nobody signed out", async () => {
    const res = await client().get("/api/overview/csv/?figure=status");
    expect(res.status).toBe(403);
    expect((await client().get("/api/overview/report/?year=2026")).status).toBe(403);
  });

  it("counts every project for a member, and a new project of any organisation", async () => {
    const viewer = await signedIn(LEVEL.account);
    const before = statusTotal(await figureRows(viewer, "status", {}));
    await project({ people: [[await member({ domain: `any-${unique()}.example.org` }), 1]] });
    await project({});
    expect(statusTotal(await figureRows(viewer, "status", {}))).toBe(before + 2);
  });

  it("shows a visitor their organisation's projects alone, and refuses them another organisation", async () => {
    const [mine, theirs] = [await world(), await world()];
    await project({ status: 2, people: [[await member(mine), 1]] });
    await project({ status: 1, people: [[await member(theirs), 1]] });
    await project({ status: 1, people: [[await member(theirs), 1]] });
    const visitor = await visitorOf(mine);
    expect(columnOf(await figureRows(visitor, "status", {}), "Projects")).toMatchObject({ Proposed: 0, Agreed: 1 });
    const refused = await visitor.get(`/api/overview/csv/?figure=status&organisation=${theirs.organisation}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.filters).toEqual([OVERVIEW_MESSAGES.visitorOrganisation]);
    expect(refused.text).not.toContain(theirs.name);
  });

  it("counts only the visitor's organisation's people, even on a project shared with another", async () => {
    const [mine, theirs] = [await world(), await world()];
    const shared = await project({ people: [[await member(mine), 1]] });
    const { db } = await import("@/lib/db");
    const outsider = await member(theirs);
    await db.projectRoleHistory.createMany({ data: [{ projectId: shared, personId: outsider, roleId: 3, addedAt: null, removedAt: null }] });
    const rows = await figureRows(await visitorOf(mine), "people", { from: "2026-01", to: "2026-03" });
    // The visitor's own member holds a role (since before history was kept); the other one's does not count.
    expect(rows).toEqual([["Quarter", mine.name, "All"], ["2026 Q1", "1", "1"]]);
  });

  it.each([
    ["figure=nope", "figure", "There is no such figure."],
    ["figure=status&from=2026-13", "from", "Please give a month as yyyy-mm."],
    ["figure=status&from=2026-06&to=2026-01", "from", "The first month must not be after the last."],
    ["figure=status&from=2020-01&to=2026-01", "from", "Please choose at most 36 months."],
    ["figure=status&organisation=abc", "organisation", "Please choose one from the list."],
    ["figure=status&status=0", "status", "Please choose one from the list."],
  ])("refuses %s with a message for its field", async (query, field, message) => {
    const res = await (await signedIn()).get(`/api/overview/csv/?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it.each([
    ["organisation=999999999", OVERVIEW_MESSAGES.noOrganisation],
    ["domain=999999999", OVERVIEW_MESSAGES.noDomain],
    ["status=999999999", OVERVIEW_MESSAGES.noStatus],
  ])("refuses an id that names nothing (%s)", async (query, message) => {
    const res = await (await signedIn()).get(`/api/overview/csv/?figure=status&${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.filters).toEqual([message]);
  });

  it("narrows All Projects' search to an organisation, as the figures' links ask", async () => {
    const w = await world();
    const own = await project({ people: [[await member(w), 1]] });
    await project({ people: [[await member({ domain: `else-${unique()}.example.org` }), 1]] });
    const viewer = await signedIn();
    const res = await viewer.post("/api/project_search/", { andOr: "OR", organisation: w.organisation });
    expect(res.status).toBe(200);
    expect(res.body.projects.map((p: { id: number }) => p.id)).toEqual([own]);
    const withText = await viewer.post("/api/project_search/", { andOr: "OR", text: "no such words at all", organisation: w.organisation });
    expect(withText.body.projects).toEqual([]);
  });
});
