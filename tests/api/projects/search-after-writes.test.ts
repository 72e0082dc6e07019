import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { Project } from "@/lib/projects/types";
import type { ApiClient } from "../../helpers/api-client";
import { CICO, findProject, freshDemo, milestoneBody, personId, SEDATION } from "./fixtures";
import { signedIn } from "./sessions";

// The search text is kept by the database, not by the write paths: every kind of write that
// changes what a project shows is found by the very next search, whoever made it.

let admin: ApiClient;

const search = async (body: object): Promise<Project[]> => {
  const res = await admin.post("/api/project_search/", body);
  expect(res.status).toBe(200);
  return res.body.projects;
};
const idsFor = async (text: string) => (await search({ text })).map((p) => p.id).sort((a, b) => a - b);

/** Projects a person is on, directly or through one of its milestones. */
async function projectsOf(id: number): Promise<number[]> {
  const rows = await db.project.findMany({
    where: { OR: [{ people: { some: { personId: id } } }, { milestones: { some: { people: { some: { personId: id } } } } }] },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  await freshDemo();
  admin = await signedIn("admin");
}, 120_000);

describe("the next search after a write", () => {
  it("finds a person by the name an admin gave them, on every project they are on", async () => {
    const id = await personId("j.whitfield@example-hospital.org");
    const theirs = await projectsOf(id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(await idsFor("Whitfield")).toEqual(theirs);
    const res = await admin.post("/api/admin/people/", {
      action: "update", id, first_name: "Jim", last_name: "Quenneville", email: "j.whitfield@example-hospital.org",
    });
    expect(res.status).toBe(200);
    expect(await idsFor("quennevillé")).toEqual(theirs);
    expect(await idsFor("Whitfield")).toEqual([]);
  });

  it("shows a renamed reference item in what a search by it answers", async () => {
    const project = await findProject(admin, CICO);
    const domain = project.domains.eml[0] ?? project.domains.rcoa[0];
    const list = project.domains.eml[0] ? "eml" : "rcoa";
    const res = await admin.post("/api/admin/reference/", { list, action: "rename", id: domain.id, description: "Renamed domain" });
    expect(res.status).toBe(200);
    const found = await search({ domains: { [list]: [domain.id] } });
    const ours = found.find((p) => p.id === project.id)!;
    expect(ours.domains[list as "eml" | "rcoa"].find((d) => d.id === domain.id)?.description).toBe("Renamed domain");
    expect((await admin.post("/api/admin/reference/", { list: "status", action: "rename", id: project.status, description: "Renamed status" })).status).toBe(200);
    const byStatus = await search({ status: { project_status: [project.status] } });
    expect(byStatus.find((p) => p.id === project.id)?.status_display).toBe("Renamed status");
  });

  it("finds a project by its milestone's new description, and no longer by the old one or a deleted one", async () => {
    const project = await findProject(admin, SEDATION);
    const [first, second] = project.milestones;
    const res = await admin.post("/api/add_edit_milestone/", { ...milestoneBody(first), description: "Zygomatic xylophone rehearsal" });
    expect(res.status).toBe(200);
    expect(await idsFor("xylophone zygomatic")).toEqual([project.id]);
    expect(await idsFor(first.description)).not.toContain(project.id);
    expect(second).toBeDefined();
    await admin.post("/api/add_edit_milestone/", { ...milestoneBody(second), description: "Quixotic marimba" });
    expect(await idsFor("marimba")).toEqual([project.id]);
    expect((await admin.post("/api/deletemilestone/", { id: second.id, project: project.id })).status).toBe(200);
    expect(await idsFor("marimba")).toEqual([]);
  });

  it("finds the kept person, not the merged duplicate, on the duplicate's projects", async () => {
    const keep = await personId("a.bello@example-hospital.org");
    const duplicate = await db.person.create({ data: { firstName: "Ayesha", lastName: "Bellowes", email: "ayesha@elsewhere.example" } });
    const other = await db.project.findFirstOrThrow({ where: { people: { none: { personId: keep } } }, select: { id: true } });
    await db.projectPerson.create({ data: { projectId: other.id, personId: duplicate.id, roleId: 3 } });
    expect(await idsFor("Bellowes")).toEqual([other.id]);
    expect(await idsFor("Aisha Bello")).not.toContain(other.id);
    const res = await admin.post("/api/admin/people/", { action: "merge", keepId: keep, removeId: duplicate.id });
    expect(res.status).toBe(200);
    expect(await idsFor("Bellowes")).toEqual([]);
    expect(await idsFor("Aisha Bello")).toContain(other.id);
    expect(await idsFor("Aisha Bello")).toEqual(await projectsOf(keep));
  });

  it("keeps up with 30 saves at once: every one answers, and the stored texts are what a fresh build gives", async () => {
    const everything: Project[] = (await admin.get("/api/existing_projects/all/")).body.projects;
    const milestones = everything.flatMap((p) => p.milestones);
    const member = await personId("member@example-hospital.org");
    const saves = Array.from({ length: 30 }, (_, i) => {
      const m = milestones[i % milestones.length];
      // Several saves of one milestone version race: one wins, the rest are told of the conflict.
      return admin.post("/api/add_edit_milestone/", {
        ...milestoneBody(m),
        description: `Burst ${i} vibraphone`,
        people: [...m.people.filter((p) => p.id !== member).map((p) => ({ id: p.id, role: p.role })), { id: member, role: 2 }],
      });
    });
    const statuses = (await Promise.all(saves)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBe(Math.min(30, milestones.length));
    const [{ text, docs }] = await db.$queryRaw<{ text: number; docs: number }[]>`
      SELECT refresh_project_search_text(ARRAY(SELECT id FROM project)) AS text,
             refresh_project_docs(ARRAY(SELECT id FROM project)) + refresh_milestone_docs(ARRAY(SELECT id FROM milestone)) AS docs`;
    expect({ text, docs }).toEqual({ text: 0, docs: 0 });
    const withBurst = [...new Set(milestones.slice(0, 30).map((m) => m.project))].sort((a, b) => a - b);
    expect(await idsFor("vibraphone")).toEqual(withBurst);
  });
});
