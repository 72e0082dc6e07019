import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { activityRows, CICO, findProject, freshDemo, SEDATION } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

const PATH = "/api/deleteproject/";
let editor: ApiClient, lead: ApiClient;
let cico: Project;

beforeAll(async () => {
  await freshDemo();
  [editor, lead] = await Promise.all([signedIn("editor"), signedIn("lead")]);
  cico = await findProject(editor, CICO);
});

describe("POST /api/deleteproject/", () => {
  it("refuses anonymous, quick-access and level 3-5 visitors, even the project's lead", async () => {
    expect((await new ApiClient().post(PATH, { id: cico.id })).status).toBe(403);
    const visitor = await quickAccess("Example Teaching Hospital");
    expect((await visitor.post(PATH, { id: cico.id })).status).toBe(403);
    expect(cico.people.some((p) => p.role === 1 && p.email === "lead@example-hospital.org")).toBe(true);
    expect((await lead.post(PATH, { id: cico.id })).status).toBe(403);
    expect(await db.project.count({ where: { id: cico.id } })).toBe(1);
  });

  it("deletes the project with its milestones and every link, and logs what it was", async () => {
    const milestoneIds = cico.milestones.map((m) => m.id);
    expect(milestoneIds.length).toBeGreaterThan(0);
    const res = await editor.post(PATH, { id: cico.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: "success" });
    expect(await db.project.count({ where: { id: cico.id } })).toBe(0);
    expect(await db.milestone.count({ where: { id: { in: milestoneIds } } })).toBe(0);
    expect(await db.projectPerson.count({ where: { projectId: cico.id } })).toBe(0);
    expect(await db.projectDomain.count({ where: { projectId: cico.id } })).toBe(0);
    expect(await db.milestonePerson.count({ where: { milestoneId: { in: milestoneIds } } })).toBe(0);
    expect(await db.milestoneDomain.count({ where: { milestoneId: { in: milestoneIds } } })).toBe(0);
    // the people themselves stay
    expect(await db.person.count({ where: { id: { in: cico.people.map((p) => p.id) } } })).toBe(cico.people.length);
    const [log] = await activityRows("project.delete", cico.id);
    expect(log).toMatchObject({ actorName: "editor", projectId: cico.id, after: null });
    expect(log.before).toMatchObject({
      short_description: cico.short_description,
      milestones: cico.milestones.map((m) => expect.objectContaining({ description: m.description })),
    });
    const list = await editor.get("/api/existing_projects/all/");
    expect(list.body.projects.map((p: Project) => p.id)).not.toContain(cico.id);
  });

  it("answers 404 for a project that is not there and 422 for a bad id", async () => {
    expect((await editor.post(PATH, { id: cico.id })).status).toBe(404);
    expect((await editor.post(PATH, { id: "1; DROP TABLE project" })).status).toBe(422);
    expect((await editor.post(PATH, { id: -1 })).status).toBe(422);
  });

  it("lets the admin (level 9) delete too", async () => {
    const admin = await signedIn("admin");
    const sedation = await findProject(admin, SEDATION);
    expect((await admin.post(PATH, { id: sedation.id })).body).toEqual({ response: "success" });
  });
});
