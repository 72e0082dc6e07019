import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { queryProjectDocs } from "@/lib/projects/query-projects";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { oracleProjectsJson } from "../../helpers/projects-oracle";
import { CICO, domainIds, findProject, freshDemo, milestoneBody, newProjectBody, personId, projectBody, SEDATION } from "./fixtures";
import { signedIn } from "./sessions";

// The lists join each project's and milestone's stored JSON text, which database triggers keep
// current. After every kind of write, the list must be the text that building the JSON from
// the tables gives (the query the lists ran before), byte for byte. The text is the same for
// every viewer (no per-viewer flags: lib/projects/edit-rules.ts).

const ALL = Prisma.sql`true`;
const storedJson = async () => `[${(await queryProjectDocs(ALL)).join(", ")}]`;
let admin: ApiClient, editor: ApiClient;

async function expectDocsCurrent(): Promise<void> {
  const missing = await db.$queryRaw<{ n: number }[]>`
    SELECT ((SELECT count(*) FROM project WHERE doc IS NULL) + (SELECT count(*) FROM milestone WHERE doc IS NULL))::int AS n`;
  expect(missing[0].n).toBe(0);
  const stored = await storedJson();
  expect(stored).toBe(await oracleProjectsJson(ALL));
  expect(JSON.parse(stored).length).toBe(await db.project.count());
}

const post = async (client: ApiClient, path: string, body: unknown) => {
  const res = await client.post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};

beforeAll(async () => {
  await freshDemo();
  [admin, editor] = await Promise.all([signedIn("admin"), signedIn("editor")]);
});

describe("stored list documents", () => {
  it("are filled for the demo data", async () => {
    await expectDocsCurrent();
  });

  it("follow saving a project: new, renamed, other status, domains and people", async () => {
    const [eml, rcoa] = [await domainIds("eml"), await domainIds("rcoa")];
    const lead = await personId("lead@example-hospital.org");
    await post(editor, "/api/add_edit_project/", newProjectBody({ domains: { eml: [eml[0]], rcoa: [rcoa[0]] }, people: [{ id: lead, role: 1 }] }));
    await expectDocsCurrent();
    const cico = await findProject(editor, CICO);
    await post(editor, "/api/add_edit_project/", {
      ...projectBody(cico),
      short_description: `${CICO} "renamed" \\ with quotes`,
      status: cico.status === 1 ? 2 : 1,
      domains: { eml: eml.slice(1, 3), rcoa: [] },
      people: cico.people.slice(1).map((p) => ({ id: p.id, role: p.role })),
    });
    await expectDocsCurrent();
  });

  it("follow saving and deleting milestones", async () => {
    const cico = await findProject(editor, CICO);
    const member = await personId("member@example-hospital.org");
    await post(editor, "/api/add_edit_milestone/", {
      ...milestoneBody(cico.milestones[0]), id: undefined, version: undefined,
      description: "A new milestone", start_date: "1999-01-01", people: [{ id: member, role: 1 }],
    });
    await expectDocsCurrent();
    const milestone = (await findProject(editor, CICO)).milestones[1];
    await post(editor, "/api/add_edit_milestone/", {
      ...milestoneBody(milestone), description: "Changed", looking_for: 99, end_date: null,
      domains: { eml: [], rcoa: (await domainIds("rcoa")).slice(0, 2) }, people: [],
    });
    await expectDocsCurrent();
    await post(editor, "/api/deletemilestone/", { id: milestone.id, project: cico.id });
    await expectDocsCurrent();
  });

  it("follow correcting a person, on a project and by an admin", async () => {
    const sedation = await findProject(editor, SEDATION);
    const someone = sedation.people.find((p) => p.role !== 1)!;
    await post(editor, "/api/add_edit_person/", {
      id: sedation.id,
      person: { id: someone.id, first_name: "Fionnuala", last_name: someone.last_name, email: someone.email },
    });
    await expectDocsCurrent();
    const other = (await findProject(editor, CICO)).people[0];
    // only the case of the email changes: citext calls it equal, the list shows the difference
    await post(admin, "/api/admin/people/", {
      action: "update", id: other.id, first_name: other.first_name, last_name: "Zwelithini", email: other.email.toUpperCase(),
    });
    await expectDocsCurrent();
  });

  it("follow an admin's edits of the reference lists", async () => {
    const projects = JSON.parse(await storedJson()) as Project[];
    const usedDomain = projects.flatMap((p) => [...p.domains.eml, ...p.milestones.flatMap((m) => m.domains.eml)])[0];
    expect(usedDomain).toBeDefined();
    const edits = [
      { list: "eml", action: "rename", id: usedDomain.id, description: "Renamed domain" },
      { list: "eml", action: "move", id: usedDomain.id, direction: "down" },
      { list: "status", action: "rename", id: projects[0].status, description: "Renamed status" },
      { list: "lookingFor", action: "rename", id: 10, description: "Renamed looking for" },
      { list: "projectRole", action: "rename", id: 2, description: "Renamed project role" },
      { list: "projectRole", action: "move", id: 3, direction: "up" },
      { list: "milestoneRole", action: "rename", id: 1, description: "Renamed milestone role" },
    ];
    for (const edit of edits) {
      await post(admin, "/api/admin/reference/", edit);
      if (edit.description) expect(await storedJson()).toContain(`"${edit.description}"`);
      await expectDocsCurrent();
    }
  });

  it("follow merging people", async () => {
    const keep = await personId("a.bello@example-hospital.org");
    const duplicate = await db.person.create({ data: { firstName: "Aisha", lastName: "Bello", email: "aisha.bello@elsewhere.example" } });
    const shared = await db.projectPerson.findFirstOrThrow({ where: { personId: keep } });
    const milestone = await db.milestone.findFirstOrThrow({ where: { people: { none: { personId: keep } } } });
    await db.projectPerson.create({ data: { projectId: shared.projectId, personId: duplicate.id, roleId: 1 } });
    await db.milestonePerson.create({ data: { milestoneId: milestone.id, personId: duplicate.id, roleId: 1 } });
    await expectDocsCurrent();
    await post(admin, "/api/admin/people/", { action: "merge", keepId: keep, removeId: duplicate.id });
    await expectDocsCurrent();
  });

  it("follow deleting a project", async () => {
    const sedation = await findProject(editor, SEDATION);
    await post(admin, "/api/deleteproject/", { id: sedation.id });
    await expectDocsCurrent();
  });
});
