import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { findVisibleProject } from "@/lib/projects/find-visible-project";
import { listProjects } from "@/lib/projects/list-projects";
import type { ListViewer } from "@/lib/projects/visible-projects";
import { freshDemo } from "./fixtures";

// The project page (/projects/<id>/) reads one project through findVisibleProject. It must
// follow exactly the list's visibility: a project is found for a viewer if and only if that
// viewer's All Projects list holds it, and then as the list shows it.

let allIds: number[];
const viewers: Record<string, ListViewer> = {};

beforeAll(async () => {
  await freshDemo();
  allIds = (await db.project.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((p) => p.id);
  const organisations = await db.organisation.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } });
  expect(organisations.length).toBeGreaterThanOrEqual(2);
  const lead = await db.account.findFirstOrThrow({ where: { username: "lead" }, select: { personId: true } });
  viewers.admin = { level: 9, people: [], organisationId: null };
  viewers.lead = { level: 3, people: lead.personId ? [lead.personId] : [], organisationId: null };
  for (const o of organisations) viewers[`visitor of ${o.name}`] = { level: 2, people: [], organisationId: o.id };
  viewers["visitor without organisation"] = { level: 2, people: [], organisationId: null };
  viewers.anonymous = { level: 0, people: [], organisationId: null };
}, 120_000);

describe("findVisibleProject", () => {
  it("finds a project exactly when the viewer's All Projects list holds it, and as the list shows it", async () => {
    for (const [who, viewer] of Object.entries(viewers)) {
      const listed = new Map((await listProjects(viewer, { scope: "all" })).map((p) => [p.id, p]));
      for (const id of allIds) {
        const found = await findVisibleProject(viewer, id);
        expect(found, `${who}, project ${id}`).toEqual(listed.get(id) ?? null);
      }
    }
  });

  it("hides some projects from every visitor and shows some, so the check above means something", async () => {
    for (const [who, viewer] of Object.entries(viewers).filter(([w]) => w.startsWith("visitor of"))) {
      const seen = (await Promise.all(allIds.map((id) => findVisibleProject(viewer, id)))).filter(Boolean).length;
      expect(seen, who).toBeLessThan(allIds.length);
    }
    const admin = await Promise.all(allIds.map((id) => findVisibleProject(viewers.admin, id)));
    expect(admin.every(Boolean)).toBe(true);
  });

  it("finds nothing for unknown, out-of-range and malformed ids, even in a burst of 30", async () => {
    const ids = [0, -1, Math.max(...allIds) + 1000, 2_147_483_648, Number.NaN, 1.5, Number.MAX_SAFE_INTEGER];
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => findVisibleProject(viewers.admin, ids[i % ids.length])));
    expect(burst.every((p) => p === null)).toBe(true);
  });
});
