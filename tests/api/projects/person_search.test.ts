import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { PersonSearchResult } from "@/lib/people/schemas";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { CICO, findProject, freshDemo, SEDATION } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

const PATH = "/api/search/person_search/";
let editor: ApiClient, lead: ApiClient, member: ApiClient;
let cico: Project, sedation: Project;

const names = (res: { body: { results: PersonSearchResult[] } }) => res.body.results.map((r) => r.label);

beforeAll(async () => {
  await freshDemo();
  [editor, lead, member] = await Promise.all([signedIn("editor"), signedIn("lead"), signedIn("member")]);
  [cico, sedation] = [await findProject(editor, CICO), await findProject(editor, SEDATION)];
  await db.person.createMany({
    data: Array.from({ length: 25 }, (_, i) => ({ firstName: "Zed", lastName: `Tester ${i}`, email: `zed${i}@t.example` })),
  });
});

describe("POST /api/search/person_search/", () => {
  it("finds people by first name, last name or email, ignoring case and accents", async () => {
    const res = await editor.post(PATH, { id: sedation.id, search_term: "SIOBHAN" });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: expect.any(Number), first_name: "Siobhán", last_name: "Kelly", label: "Siobhán Kelly" },
    ]);
    expect(names(await editor.post(PATH, { id: sedation.id, search_term: "alvarez" }))).toEqual(["José Álvarez"]);
    expect(names(await editor.post(PATH, { id: sedation.id, search_term: "s.kelly@example" }))).toEqual(["Siobhán Kelly"]);
    expect(names(await editor.post(PATH, { id: sedation.id, search_term: "siobhán kel" }))).toEqual(["Siobhán Kelly"]);
  });

  it("answers no results for an empty term", async () => {
    expect((await editor.post(PATH, { id: sedation.id, search_term: "   " })).body).toEqual({ results: [] });
    expect((await editor.post(PATH, { id: sedation.id, search_term: "" })).body).toEqual({ results: [] });
  });

  it("answers at most 20 results", async () => {
    const res = await editor.post(PATH, { id: sedation.id, search_term: "zed" });
    expect(res.body.results).toHaveLength(20);
  });

  it("leaves out people already on the project, or on the milestone", async () => {
    const onProject = cico.people[0];
    const term = onProject.last_name;
    expect(names(await lead.post(PATH, { id: cico.id, search_term: term }))).not.toContain(onProject.name);
    expect(names(await editor.post(PATH, { id: sedation.id, search_term: term }))).toContain(onProject.name);
    const milestone = cico.milestones.find((m) => m.people.length)!;
    const onMilestone = milestone.people[0];
    const forMilestone = await lead.post(PATH, { id: milestone.id, project: cico.id, search_term: onMilestone.last_name });
    expect(forMilestone.status).toBe(200);
    expect(names(forMilestone)).not.toContain(onMilestone.name);
    // a milestone not yet saved has nobody on it (level 6 only)
    expect(names(await editor.post(PATH, { project: cico.id, search_term: onMilestone.last_name }))).toContain(onMilestone.name);
  });

  it("refuses those who may not edit the project or milestone", async () => {
    expect((await new ApiClient().post(PATH, { id: cico.id, search_term: "a" })).status).toBe(403);
    const visitor = await quickAccess("Example Teaching Hospital");
    expect((await visitor.post(PATH, { id: cico.id, search_term: "a" })).status).toBe(403);
    expect((await member.post(PATH, { id: cico.id, search_term: "a" })).status).toBe(403);
    expect((await lead.post(PATH, { id: sedation.id, search_term: "a" })).status).toBe(403);
    expect((await lead.post(PATH, { project: cico.id, search_term: "a" })).status).toBe(403);
  });

  it("answers 422 for a bad payload and 404 for a missing project", async () => {
    expect((await editor.post(PATH, { id: "x", search_term: 5 })).status).toBe(422);
    expect((await editor.post(PATH, { id: 1, search_term: "y".repeat(101) })).status).toBe(422);
    expect((await editor.post(PATH, { id: 987654, search_term: "a" })).status).toBe(404);
  });
});
