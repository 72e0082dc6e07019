import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PROJECT_MESSAGES as M } from "@/lib/projects/schemas";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { activityRows, CICO, findProject, freshDemo, SEDATION } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

const PATH = "/api/add_edit_person/";
let editor: ApiClient, lead: ApiClient, member: ApiClient;
let cico: Project, sedation: Project;

const newPerson = { first_name: "Ngozi", last_name: "Adebayo", email: "n.adebayo@example-hospital.org" };

beforeAll(async () => {
  await freshDemo();
  [editor, lead, member] = await Promise.all([signedIn("editor"), signedIn("lead"), signedIn("member")]);
  [cico, sedation] = [await findProject(editor, CICO), await findProject(editor, SEDATION)];
});

describe("POST /api/add_edit_person/", () => {
  it("adds a person for the lead of a project, and logs it", async () => {
    const res = await lead.post(PATH, { id: cico.id, person: newPerson });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), ...newPerson, label: "Ngozi Adebayo" });
    const [log] = await activityRows("person.create", res.body.id);
    expect(log).toMatchObject({ actorName: "lead", personId: res.body.id, projectId: cico.id });
    expect(log.after).toMatchObject(newPerson);
    // the new person can now be found for the project
    const found = await lead.post("/api/search/person_search/", { id: cico.id, search_term: "ngozi" });
    expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
  });

  it("adds a person from a milestone's people dialog, and for a milestone not yet saved (level 6)", async () => {
    const milestone = cico.milestones[0];
    const res = await lead.post(PATH, { id: milestone.id, project: cico.id, person: { ...newPerson, email: "m1@t.example" } });
    expect(res.status).toBe(200);
    const unsaved = await editor.post(PATH, { project: cico.id, person: { ...newPerson, email: "m2@t.example" } });
    expect(unsaved.status).toBe(200);
  });

  it("corrects a person and refreshes the search text of their projects", async () => {
    const someone = sedation.people.find((p) => p.role !== 1)!;
    const res = await editor.post(PATH, {
      id: sedation.id,
      person: { id: someone.id, first_name: "Fionnuala", last_name: someone.last_name, email: someone.email },
    });
    expect(res.status).toBe(200);
    expect(res.body.label).toBe(`Fionnuala ${someone.last_name}`);
    const search = await editor.post("/api/project_search/", { text: "fionnuala" });
    expect(search.body.projects.map((p: Project) => p.id)).toContain(sedation.id);
    const [log] = await activityRows("person.update", someone.id);
    expect(log.before).toMatchObject({ first_name: someone.first_name });
    expect(log.after).toMatchObject({ first_name: "Fionnuala" });
  });

  describe("answers 422 with field messages", () => {
    const errorsOf = async (person: unknown) => {
      const res = await editor.post(PATH, { id: sedation.id, person });
      expect(res.status).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };

    it("for missing fields", async () => {
      expect(await errorsOf({})).toEqual({
        first_name: [M.firstNameRequired],
        last_name: [M.lastNameRequired],
        email: [M.emailRequired],
      });
      expect(await errorsOf({ first_name: " ", last_name: "", email: "" })).toEqual({
        first_name: [M.firstNameRequired],
        last_name: [M.lastNameRequired],
        email: [M.emailRequired],
      });
    });

    it("for over-long names and a malformed email", async () => {
      const errors = await errorsOf({ first_name: "f".repeat(101), last_name: "l".repeat(101), email: "not-an-email" });
      expect(errors).toEqual({ first_name: [M.firstNameTooLong], last_name: [M.lastNameTooLong], email: [M.emailInvalid] });
      expect((await errorsOf({ ...newPerson, email: `${"e".repeat(250)}@x.example` })).email).toEqual([M.emailTooLong]);
    });

    it("for an email already used by another person, whatever its case", async () => {
      const errors = await errorsOf({ ...newPerson, email: "LEAD@example-hospital.org" });
      expect(errors).toEqual({ email: [M.emailTaken] });
    });

    it("for a person given as something other than an object", async () => {
      const res = await editor.post(PATH, { id: sedation.id, person: "Ngozi" });
      expect(res.status).toBe(422);
    });
  });

  describe("refuses", () => {
    it("anonymous and quick-access visitors", async () => {
      expect((await new ApiClient().post(PATH, { id: cico.id, person: newPerson })).status).toBe(403);
      const visitor = await quickAccess("Example Teaching Hospital");
      expect((await visitor.post(PATH, { id: cico.id, person: newPerson })).status).toBe(403);
    });

    it("level-3 accounts that do not lead the project", async () => {
      expect((await member.post(PATH, { id: cico.id, person: { ...newPerson, email: "x1@t.example" } })).status).toBe(403);
      expect((await lead.post(PATH, { id: sedation.id, person: { ...newPerson, email: "x2@t.example" } })).status).toBe(403);
    });

    it("a lead correcting someone who is not on their project", async () => {
      const stranger = sedation.people.find((p) => !cico.people.some((c) => c.id === p.id))!;
      const res = await lead.post(PATH, {
        id: cico.id,
        person: { id: stranger.id, first_name: "Changed", last_name: stranger.last_name, email: stranger.email },
      });
      expect(res.status).toBe(403);
      expect((await db.person.findUniqueOrThrow({ where: { id: stranger.id } })).firstName).toBe(stranger.first_name);
    });
  });
});
