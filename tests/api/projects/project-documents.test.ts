import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { milestoneSchema, projectSchema, projectSearchAnswerSchema, storedProjectSchema } from "@/lib/projects/project-schema";
import { queryProjectDocs } from "@/lib/projects/query-projects";
import type { Project } from "@/lib/projects/types";
import type { ApiClient } from "../../helpers/api-client";
import { domainIds, freshDemo, newProjectBody, personId } from "./fixtures";
import { signedIn } from "./sessions";

// The project documents are JSON built by SQL (migration project_docs); the screens read them
// as the Project type. Every stored document, every list answer built from them and every save
// answer must parse with the zod schema of that type, for the demo data and for a project with
// every field filled, so neither side can change alone.

let admin: ApiClient;
let full: Project;

beforeAll(async () => {
  await freshDemo();
  admin = await signedIn("admin");
  const [eml, rcoa] = [await domainIds("eml"), await domainIds("rcoa")];
  const [lead, member] = [await personId("lead@example-hospital.org"), await personId("member@example-hospital.org")];
  const saved = await admin.post("/api/add_edit_project/", newProjectBody({
    short_description: "Every field filled",
    expected_completion_date: "2027-03-31",
    domains: { eml: eml.slice(0, 2), rcoa: rcoa.slice(0, 2) },
    people: [{ id: lead, role: 1 }, { id: member, role: 2 }],
  }));
  expect(saved.status).toBe(200);
  expect(projectSchema.parse(saved.body.project)).toEqual(saved.body.project);
  const milestone = await admin.post("/api/add_edit_milestone/", {
    project: saved.body.project.id,
    description: "Every milestone field filled",
    start_date: "2026-02-01",
    end_date: "2026-06-30",
    status: 1,
    looking_for: 10,
    domains: { eml: eml.slice(0, 1), rcoa: rcoa.slice(0, 1) },
    people: [{ id: member, role: 1 }],
  });
  expect(milestone.status).toBe(200);
  expect(milestoneSchema.parse(milestone.body.milestone)).toEqual(milestone.body.milestone);
  expect(projectSchema.parse(milestone.body.project)).toEqual(milestone.body.project);
  full = milestone.body.project;
}, 120_000);

describe("the zod schema of Project", () => {
  it("refuses a key the types do not know and a value of the wrong kind", () => {
    expect(projectSchema.safeParse({ ...full, extra: 1 }).success).toBe(false);
    expect(projectSchema.safeParse({ ...full, start_date: "05/01/2026" }).success).toBe(false);
    expect(projectSchema.safeParse({ ...full, expected_completion_date: undefined }).success).toBe(false);
  });

  it("parses a project with every field filled, in full", () => {
    expect(full).toMatchObject({ expected_completion_date: "2027-03-31" });
    for (const key of ["eml", "rcoa"] as const) expect(full.domains[key].length).toBe(2);
    expect(full.people.length).toBe(2);
    expect(full.milestones[0]).toMatchObject({ end_date: "2026-06-30" });
    expect(full.milestones[0].people.length).toBe(1);
    expect(full.milestones[0].domains.eml.length + full.milestones[0].domains.rcoa.length).toBe(2);
  });
});

describe("stored project documents", () => {
  it("parse, every one, as a project without milestones and as milestones", async () => {
    const projects = await db.$queryRaw<{ id: number; doc: string }[]>`SELECT id, doc FROM project ORDER BY id`;
    const milestones = await db.$queryRaw<{ id: number; doc: string }[]>`SELECT id, doc FROM milestone ORDER BY id`;
    expect(projects.length).toBeGreaterThan(5);
    expect(milestones.length).toBeGreaterThan(5);
    for (const row of projects) expect(storedProjectSchema.parse(JSON.parse(row.doc)).id).toBe(row.id);
    for (const row of milestones) expect(milestoneSchema.parse(JSON.parse(row.doc)).id).toBe(row.id);
  });

  it("parse as projects in the list answers built from them", async () => {
    const docs = await queryProjectDocs(Prisma.sql`true`);
    expect(docs.length).toBe(await db.project.count());
    for (const doc of docs) projectSchema.parse(JSON.parse(doc));
    for (const path of ["/api/existing_projects/all/", "/api/existing_projects/own/"]) {
      const res = await admin.get(path);
      expect(res.status).toBe(200);
      for (const project of res.body.projects) projectSchema.parse(project);
    }
    // the search answers the same projects, each with the milestones that matched
    const found = await admin.post("/api/project_search/", { text: "every field filled" });
    expect(projectSearchAnswerSchema.parse(found.body).projects.map((p) => p.id)).toEqual([full.id]);
  });
});
