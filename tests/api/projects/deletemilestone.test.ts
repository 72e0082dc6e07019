import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { activityRows, CICO, findProject, freshDemo, SEDATION } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

const PATH = "/api/deletemilestone/";
let editor: ApiClient, lead: ApiClient;
let cico: Project;

beforeAll(async () => {
  await freshDemo();
  [editor, lead] = await Promise.all([signedIn("editor"), signedIn("lead")]);
  cico = await findProject(editor, CICO);
});

describe("POST /api/deletemilestone/", () => {
  it("refuses anonymous, quick-access and level 3-5 visitors, even the milestone's lead", async () => {
    const led = cico.milestones.find((m) => m.people.some((p) => p.role === 1 && p.email === "lead@example-hospital.org"))!;
    const body = { id: led.id, project: cico.id };
    expect((await new ApiClient().post(PATH, body)).status).toBe(403);
    expect((await (await quickAccess("Example Teaching Hospital")).post(PATH, body)).status).toBe(403);
    expect((await lead.post(PATH, body)).status).toBe(403);
    expect(await db.milestone.count({ where: { id: led.id } })).toBe(1);
  });

  it("deletes the milestone and its links, refreshes the search text and logs what it was", async () => {
    const milestone = cico.milestones[0];
    const word = milestone.description;
    expect((await editor.post("/api/project_search/", { text: word })).body.projects.map((p: Project) => p.id)).toContain(cico.id);
    const res = await editor.post(PATH, { id: milestone.id, project: cico.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: "success" });
    expect(await db.milestone.count({ where: { id: milestone.id } })).toBe(0);
    expect(await db.milestonePerson.count({ where: { milestoneId: milestone.id } })).toBe(0);
    expect(await db.milestoneDomain.count({ where: { milestoneId: milestone.id } })).toBe(0);
    const after = await findProject(editor, cico.id);
    expect(after.milestones.map((m) => m.id)).not.toContain(milestone.id);
    expect(after.milestones).toHaveLength(cico.milestones.length - 1);
    expect((await editor.post("/api/project_search/", { text: word })).body.projects.map((p: Project) => p.id)).not.toContain(cico.id);
    const [log] = await activityRows("milestone.delete", milestone.id);
    expect(log).toMatchObject({ projectId: cico.id, actorName: "editor" });
    expect(log.before).toMatchObject({ description: milestone.description, project: cico.id });
  });

  it("answers 404 for a milestone that is gone or named under another project", async () => {
    const sedation = await findProject(editor, SEDATION);
    expect((await editor.post(PATH, { id: cico.milestones[0].id, project: cico.id })).status).toBe(404);
    expect((await editor.post(PATH, { id: sedation.milestones[0].id, project: cico.id })).status).toBe(404);
    expect(await db.milestone.count({ where: { id: sedation.milestones[0].id } })).toBe(1);
  });
});
