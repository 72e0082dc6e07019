import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "@/lib/clock";
import { db } from "@/lib/db";
import { resetToDemoData } from "../../helpers/demo";
import { columnOf, domainId, figureRows, member, milestone, project, rowOf, signedIn, unique, world } from "./overview-world";

// The numbers of each figure of the overview (docs/product.md#overview) against a world built by
// hand for the case, read back through the figures' CSV as a user downloads it. Each case asks
// for its own organisation, so nothing else in the database is counted.

const TODAY = new Date("2026-06-15T12:00:00Z");
beforeAll(() => resetToDemoData(), 120_000);
beforeEach(() => setClock(TODAY));
afterEach(() => resetClock());

async function statusChange(projectId: number, at: string, from: number | null, to: number) {
  await db.activityLog.create({
    data: { at: new Date(at), actorName: "Tester", action: from === null ? "project.create" : "project.update", entityType: "project", entityId: projectId, projectId, before: from === null ? undefined : { status: from }, after: { status: to } },
  });
}

describe("overview figures", () => {
  it("counts projects by status now, only those with people of the organisation", async () => {
    const w = await world();
    const lead = await member(w);
    for (const status of [1, 1, 2, 999]) await project({ status, people: [[lead, 1]] });
    const outsider = await member({ domain: `else-${unique()}.example.org` });
    await project({ status: 1, people: [[outsider, 1]] });
    const rows = await figureRows(await signedIn(), "status", { organisation: w.organisation });
    expect(rows[0]).toEqual(["Status", "Projects"]);
    expect(columnOf(rows, "Projects")).toEqual({ Proposed: 2, Agreed: 1, Abandoned: 0, Completed: 1 });
  });

  it("draws each month's statuses from the activity log, from the month a project starts", async () => {
    const w = await world();
    const lead = await member(w);
    const changed = await project({ status: 2, people: [[lead, 1]], start: "2025-01-06" });
    await statusChange(changed, "2025-01-06T09:00:00Z", null, 1);
    await statusChange(changed, "2026-03-10T09:00:00Z", 1, 2);
    await project({ status: 1, people: [[lead, 1]], start: "2026-05-01" });
    const rows = await figureRows(await signedIn(), "status-months", { organisation: w.organisation, from: "2026-01", to: "2026-06" });
    expect(rows[0]).toEqual(["Month", "Proposed", "Agreed", "All"]);
    expect(rows.slice(1)).toEqual([
      ["Jan 2026", "1", "0", "1"],
      ["Feb 2026", "1", "0", "1"],
      ["Mar 2026", "0", "1", "1"],
      ["Apr 2026", "0", "1", "1"],
      ["May 2026", "1", "1", "2"],
      ["Jun 2026", "1", "1", "2"],
    ]);
  });

  it("counts each pair of domains once per project, from the project's own domains and its milestones'", async () => {
    const w = await world();
    const lead = await member(w);
    const [simulation, wellbeing, pain, safeguarding] = await Promise.all([domainId("eml", "Simulation"), domainId("eml", "Wellbeing"), domainId("rcoa", "Pain"), domainId("rcoa", "Safeguarding")]);
    await project({ people: [[lead, 1]], domains: [simulation, pain] });
    const second = await project({ people: [[lead, 1]], domains: [simulation] });
    await milestone(second, { domains: [pain, safeguarding] });
    await milestone(second, { domains: [pain] });
    await project({ people: [[lead, 1]], domains: [wellbeing] });
    const rows = await figureRows(await signedIn(), "coverage", { organisation: w.organisation });
    expect(rows[0]).toHaveLength(15); // the row header and the 14 RCoA domains
    expect(columnOf(rows, "Pain")).toMatchObject({ Simulation: 2, Wellbeing: 0 });
    expect(columnOf(rows, "Safeguarding")).toMatchObject({ Simulation: 1, Wellbeing: 0 });
    expect(rowOf(rows, "Wellbeing").every((n) => n === 0)).toBe(true);
    const total = rows.slice(1).flatMap((r) => r.slice(1).map(Number)).reduce((a, b) => a + b, 0);
    expect(total).toBe(3);
  });

  it("agrees with the grid counted independently from the rows, on generated projects", async () => {
    const w = await world();
    const lead = await member(w);
    const domains = await db.domain.findMany({ where: { retired: false }, select: { id: true, taxonomy: true, description: true } });
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 30; i++) {
      const pick = domains.filter(() => random() < 0.15).map((d) => d.id);
      const id = await project({ people: [[lead, 1]], domains: pick, status: random() < 0.5 ? 1 : 2 });
      if (random() < 0.5) await milestone(id, { domains: domains.filter(() => random() < 0.1).map((d) => d.id) });
    }
    const projects = await db.project.findMany({
      where: { people: { some: { personId: lead } } },
      select: { domains: { select: { domainId: true } }, milestones: { select: { domains: { select: { domainId: true } } } } },
    });
    const expected = new Map<string, number>();
    for (const p of projects) {
      const held = new Set([...p.domains.map((d) => d.domainId), ...p.milestones.flatMap((m) => m.domains.map((d) => d.domainId))]);
      const of = (t: string) => domains.filter((d) => d.taxonomy === t && held.has(d.id));
      for (const e of of("eml")) for (const r of of("rcoa")) expected.set(`${e.description}/${r.description}`, (expected.get(`${e.description}/${r.description}`) ?? 0) + 1);
    }
    const rows = await figureRows(await signedIn(), "coverage", { organisation: w.organisation });
    for (const row of rows.slice(1)) {
      row.slice(1).forEach((cell, j) => expect(Number(cell), `${row[0]} × ${rows[0][j + 1]}`).toBe(expected.get(`${row[0]}/${rows[0][j + 1]}`) ?? 0));
    }
    expect([...expected.values()].some((n) => n > 0)).toBe(true);
  });

  it("counts the milestones that take requests by stage, their places left and the requests waiting", async () => {
    const w = await world();
    const lead = await member(w);
    const holder = await member(w, "holder");
    const p = await project({ people: [[lead, 1]] });
    const core = await milestone(p, { lookingFor: 10, places: 3, people: [[holder, 2]] });
    await milestone(p, { lookingFor: 10 });
    await milestone(p, { lookingFor: 30, status: 999 }); // completed: takes nobody
    await milestone(p, { lookingFor: 20, end: "2026-05-31" }); // ended before today
    await milestone(p, { lookingFor: 99 }); // fully subscribed
    for (const status of ["open", "open", "declined"] as const) {
      await db.interestRequest.create({ data: { milestoneId: core, email: `asker.${unique()}@example.org`, firstName: "Asa", lastName: "Asker", stage: "core", status, createdAt: TODAY, openMarker: status === "open" ? true : null } });
    }
    const rows = await figureRows(await signedIn(), "needed", { organisation: w.organisation });
    expect(rows[0]).toEqual(["Looking for", "Milestones", "Places left", "Requests waiting"]);
    expect(rowOf(rows, "Core trainees")).toEqual([2, 2, 2]);
    expect(rowOf(rows, "Higher trainees")).toEqual([0, 0, 0]);
    expect(rowOf(rows, "Anyone")).toEqual([0, 0, 0]);
  });

  it("counts the distinct people of the organisation holding a role in each quarter, from the role history", async () => {
    const w = await world();
    const [early, later, both] = [await member(w, "early"), await member(w, "later"), await member(w, "both")];
    const outsider = await member({ domain: `else-${unique()}.example.org` });
    const linked = await member(w, "linked");
    const p = await project({ people: [[later, 1]] });
    // Held since before history was kept: a link without any history row.
    const m = await milestone(p, { people: [[linked, 2]] });
    await db.projectRoleHistory.createMany({
      data: [
        { projectId: p, personId: early, roleId: 3, addedAt: new Date("2025-12-15"), removedAt: new Date("2026-02-10") },
        { projectId: p, personId: later, roleId: 1, addedAt: new Date("2026-04-01"), removedAt: null },
        { projectId: p, personId: both, roleId: 3, addedAt: new Date("2026-01-20"), removedAt: null },
        { projectId: p, personId: outsider, roleId: 3, addedAt: new Date("2026-01-20"), removedAt: null },
      ],
    });
    // A second role of the same person in the same quarter counts them once.
    await db.milestoneRoleHistory.create({ data: { milestoneId: m, personId: both, roleId: 2, addedAt: new Date("2026-02-01"), removedAt: null } });
    const rows = await figureRows(await signedIn(), "people", { organisation: w.organisation, from: "2025-10", to: "2026-06" });
    expect(rows[0]).toEqual(["Quarter", w.name, "All"]);
    expect(rows.slice(1)).toEqual([
      ["2025 Q4", "2", "2"],
      ["2026 Q1", "3", "3"],
      ["2026 Q2", "3", "3"],
    ]);
  });

  it("counts the projects due a check by why, a passed completion date first", async () => {
    const w = await world();
    const lead = await member(w);
    await project({ people: [[lead, 1]], completion: "2026-05-01" });
    await project({ people: [[lead, 1]], completion: "2026-05-01", updatedAt: new Date("2024-01-01") });
    await project({ people: [[lead, 1]], updatedAt: new Date("2024-01-01") });
    await project({ people: [[lead, 1]], status: 999, updatedAt: new Date("2024-01-01") });
    await project({ people: [[lead, 1]], completion: "2026-05-01", reviewedAt: new Date("2026-05-02") });
    await project({ people: [[lead, 1]] });
    const rows = await figureRows(await signedIn(), "due", { organisation: w.organisation });
    expect(columnOf(rows, "Projects")).toEqual({ "Past its completion date": 2, "Not changed or checked for a long time": 1 });
  });

  it("narrows every figure by the domain (on the project or a milestone) and the status filters", async () => {
    const w = await world();
    const lead = await member(w);
    const [simulation, pain] = [await domainId("eml", "Simulation"), await domainId("rcoa", "Pain")];
    await project({ status: 1, people: [[lead, 1]], domains: [simulation, pain] });
    const viaMilestone = await project({ status: 2, people: [[lead, 1]], domains: [pain] });
    await milestone(viaMilestone, { domains: [simulation] });
    await project({ status: 2, people: [[lead, 1]], domains: [pain] });
    const viewer = await signedIn();
    expect(columnOf(await figureRows(viewer, "status", { organisation: w.organisation, domain: simulation }), "Projects")).toMatchObject({ Proposed: 1, Agreed: 1 });
    expect(columnOf(await figureRows(viewer, "status", { organisation: w.organisation, domain: pain, status: 2 }), "Projects")).toEqual({ Agreed: 2 });
    expect(columnOf(await figureRows(viewer, "coverage", { organisation: w.organisation, status: 2 }), "Pain")).toMatchObject({ Simulation: 1 });
  });
});
