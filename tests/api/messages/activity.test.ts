import { clock } from "@/lib/clock";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { ActivityEntry, ActivityPage } from "@/lib/activity/schemas";
import type { ApiClient } from "../../helpers/api-client";
import { CICO, findProject, freshDemo, projectBody, SEDATION } from "../projects/fixtures";
import { clientAt, levelsBelow, signInBelow } from "./level-clients";

const PATH = "/api/activity/";
let admin: ApiClient, editor: ApiClient, reviewer: ApiClient;

beforeAll(async () => {
  await freshDemo();
  [admin, editor, reviewer] = await Promise.all([clientAt("admin"), clientAt("editor"), clientAt("level5")]);
  await signInBelow(5);
}, 180_000);

function change(entry: ActivityEntry, field: string) {
  return entry.changes.find((c) => c.field === field);
}

describe("POST /api/activity/", () => {
  it.each(levelsBelow(5))("refuses %s with 403 and a redirect to /login/", async (level) => {
    const client = await clientAt(level);
    const res = await client.post(PATH, {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ redirect: "/login/" });
  });

  it("shows an editor's project change field by field, newest first, to level 5", async () => {
    const project = await findProject(editor, CICO);
    const saved = await editor.post("/api/add_edit_project/", {
      ...projectBody(project),
      short_description: "Simulation training for CICO",
      status: project.status === 1 ? 2 : 1,
      expected_completion_date: "2027-03-31",
    });
    expect(saved.status).toBe(200);

    const res = await reviewer.post<ActivityPage>(PATH, {});
    expect(res.status).toBe(200);
    const [newest] = res.body.entries;
    expect(newest).toMatchObject({
      actor: "editor",
      action: "project.update",
      entityType: "project",
      projectId: project.id,
      projectName: "Simulation training for CICO",
      projectExists: true,
    });
    expect(change(newest, "Short description")).toEqual({
      field: "Short description",
      before: project.short_description,
      after: "Simulation training for CICO",
    });
    expect(change(newest, "Status")).toEqual({
      field: "Status",
      before: project.status_display,
      after: project.status === 1 ? "Agreed" : "Proposed",
    });
    expect(change(newest, "Completion date")?.after).toBe("31/03/2027");
    // unchanged fields and the version counter are not listed
    expect(change(newest, "Long description")).toBeUndefined();
    expect(change(newest, "Version")).toBeUndefined();
  });

  it("names people with their roles when they are added to a project", async () => {
    const project = await findProject(editor, SEDATION);
    const lead = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } });
    const body = projectBody(project);
    const saved = await editor.post("/api/add_edit_project/", {
      ...body,
      people: [...project.people.map((p) => ({ id: p.id, role: p.role })), { id: lead.id, role: 2 }],
    });
    expect(saved.status).toBe(200);
    const res = await admin.post<ActivityPage>(PATH, { projectId: project.id });
    const people = change(res.body.entries[0], "People");
    expect(people?.after).toContain("Priya Raman (");
    expect(people?.before).not.toContain("Priya Raman");
  });

  it("filters by project, person and date range", async () => {
    const cico = await findProject(editor, "Simulation training for CICO");
    const byProject = await reviewer.post<ActivityPage>(PATH, { projectId: cico.id });
    expect(byProject.body.entries.length).toBeGreaterThan(0);
    expect(byProject.body.entries.every((e) => e.projectId === cico.id)).toBe(true);

    const lead = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } });
    const byPerson = await reviewer.post<ActivityPage>(PATH, { personId: lead.id });
    // Priya leads CICO and was added to the sedation project above
    const names = byPerson.body.entries.map((e) => e.projectName ?? "");
    expect(names).toHaveLength(2);
    expect(names.some((n) => n.startsWith(SEDATION))).toBe(true);
    const owen = await db.person.findFirstOrThrow({ where: { email: "editor@example.org" } });
    // Owen (editor) made both changes, so both are his
    const byActor = await reviewer.post<ActivityPage>(PATH, { personId: owen.id });
    expect(byActor.body.total).toBe(2);
    const bello = await db.person.findFirstOrThrow({ where: { email: "a.bello@example-hospital.org" } });
    const other = await reviewer.post<ActivityPage>(PATH, { personId: bello.id, projectId: cico.id });
    expect(other.body.total).toBe(0);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(clock.now());
    const todays = await reviewer.post<ActivityPage>(PATH, { from: today, to: today });
    expect(todays.body.total).toBeGreaterThanOrEqual(2);
    const past = await reviewer.post<ActivityPage>(PATH, { from: "2001-01-01", to: "2001-12-31" });
    expect(past.body).toMatchObject({ entries: [], total: 0, page: 1 });
  });

  it("refuses a 'to' date before the 'from' date and a malformed date with 422", async () => {
    const res = await reviewer.post(PATH, { from: "2026-02-02", to: "2026-02-01", page: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors.to).toEqual(["The 'to' date cannot be before the 'from' date"]);
    const bad = await reviewer.post(PATH, { from: "31/12/2026" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.from).toBeDefined();
  });

  it("pages by 50, newest first, with no row on two pages", async () => {
    const admin9 = await db.account.findUniqueOrThrow({ where: { username: "admin" } });
    const start = Date.UTC(2020, 0, 1);
    await db.activityLog.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        at: new Date(start + i * 60_000),
        accountId: admin9.id,
        actorName: "admin",
        action: "status.update",
        entityType: "status",
        entityId: 1,
        summary: `Bulk change ${i}`,
        before: { description: `Old ${i}` },
        after: { description: `New ${i}` },
      })),
    });
    const query = { from: "2020-01-01", to: "2020-01-01" };
    const pages = await Promise.all([1, 2, 3].map((page) => admin.post<ActivityPage>(PATH, { ...query, page })));
    expect(pages.map((p) => p.body.entries.length)).toEqual([50, 50, 20]);
    expect(pages[0].body).toMatchObject({ total: 120, pageCount: 3, pageSize: 50 });
    const summaries = pages.flatMap((p) => p.body.entries.map((e) => e.summary));
    expect(summaries[0]).toBe("Bulk change 119");
    expect(summaries.at(-1)).toBe("Bulk change 0");
    expect(new Set(summaries).size).toBe(120);
    expect(pages[0].body.entries[0].changes).toEqual([{ field: "Description", before: "Old 119", after: "New 119" }]);
  });

  it("keeps the name of a deleted project and marks it as gone", async () => {
    const project = await findProject(editor, SEDATION);
    const deleted = await editor.post("/api/deleteproject/", { id: project.id });
    expect(deleted.status).toBe(200);
    const res = await reviewer.post<ActivityPage>(PATH, { projectId: project.id });
    expect(res.body.entries[0]).toMatchObject({
      action: "project.delete",
      projectName: project.short_description,
      projectExists: false,
    });
    expect(res.body.entries.every((e) => !e.projectExists)).toBe(true);
  });
});

describe("GET /api/activity/filters/", () => {
  it.each(levelsBelow(5))("refuses %s with 403", async (level) => {
    const res = await (await clientAt(level)).get("/api/activity/filters/");
    expect(res.status).toBe(403);
  });

  it("lists the projects and people the log mentions, deleted projects included", async () => {
    const res = await reviewer.get("/api/activity/filters/");
    expect(res.status).toBe(200);
    const projectNames = res.body.projects.map((p: { name: string }) => p.name);
    expect(projectNames).toContain("Simulation training for CICO");
    // the deleted sedation project keeps its last name
    expect(projectNames.some((n: string) => n.startsWith(SEDATION))).toBe(true);
    const people = res.body.people.map((p: { name: string }) => p.name);
    // Owen Fletcher is the editor who made the changes
    expect(people).toContain("Owen Fletcher");
  });
});
