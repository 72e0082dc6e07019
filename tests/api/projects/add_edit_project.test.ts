import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PROJECT_MESSAGES as M } from "@/lib/projects/schemas";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import {
  activityRows, CICO, domainIds, findProject, freshDemo, newProjectBody, personId, projectBody, SEDATION,
} from "./fixtures";
import { quickAccess, signedIn } from "./sessions";
import { screenMayEdit } from "../../helpers/edit-rights";

const PATH = "/api/add_edit_project/";
let editor: ApiClient, lead: ApiClient, member: ApiClient, visitor: ApiClient;
let cicoId: number;

beforeAll(async () => {
  await freshDemo();
  [editor, lead, member] = await Promise.all([signedIn("editor"), signedIn("lead"), signedIn("member")]);
  visitor = await quickAccess("Example Teaching Hospital");
  cicoId = (await findProject(editor, CICO)).id;
});

describe("POST /api/add_edit_project/", () => {
  it("adds a project for an editor (level 6) and logs it", async () => {
    const [eml] = await domainIds("eml");
    const [rcoa] = await domainIds("rcoa");
    const leadPerson = await personId("lead@example-hospital.org");
    const res = await editor.post(PATH, newProjectBody({ domains: { eml: [eml], rcoa: [rcoa] }, people: [{ id: leadPerson, role: 1 }] }));
    expect(res.status).toBe(200);
    expect(res.body.type).toBe("new");
    const project: Project = res.body.project;
    expect(project).toMatchObject({
      short_description: "Regional anaesthesia teaching days",
      start_date: "2026-01-05",
      expected_completion_date: "2026-12-18",
      status: 1,
      status_display: "Proposed",
      version: 1,
      milestones: [],
    });
    expect(project.domains.eml.map((d) => d.id)).toEqual([eml]);
    expect(project.domains.rcoa.map((d) => d.id)).toEqual([rcoa]);
    expect(project.people).toEqual([expect.objectContaining({ id: leadPerson, role: 1, role_display: "Lead", name: "Priya Raman" })]);
    const [log] = await activityRows("project.create", project.id);
    expect(log).toMatchObject({ actorName: "editor", entityType: "project", projectId: project.id });
    expect(log.after).toMatchObject({ short_description: "Regional anaesthesia teaching days" });
    // the new project is found by the search at once
    const found = await editor.post("/api/project_search/", { text: "REGIONAL anaesthésia teaching" });
    expect(found.body.projects.map((p: Project) => p.id)).toContain(project.id);
  });

  it("treats id 0 or null as a new project and ignores unknown keys", async () => {
    const res = await editor.post(PATH, { ...newProjectBody({ id: 0 }), version: 55, searchText: "x", __proto__: { level: 9 } });
    expect(res.status).toBe(200);
    expect(res.body.project.version).toBe(1);
    const row = await db.project.findUniqueOrThrow({ where: { id: res.body.project.id } });
    expect(row.searchText).toContain("regional anaesthesia");
  });

  it("updates a project for an editor, bumps the version and logs before and after", async () => {
    const project = await findProject(editor, cicoId);
    const res = await editor.post(PATH, { ...projectBody(project), short_description: "CICO simulation (renamed)" });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe("update");
    expect(res.body.project.version).toBe(project.version + 1);
    expect(res.body.project.short_description).toBe("CICO simulation (renamed)");
    expect(res.body.project.milestones).toHaveLength(project.milestones.length);
    const [log] = await activityRows("project.update", project.id);
    expect(log.before).toMatchObject({ short_description: project.short_description, version: project.version });
    expect(log.after).toMatchObject({ short_description: "CICO simulation (renamed)", version: project.version + 1 });
  });

  it("lets a level-3 lead update their own project", async () => {
    const project = await findProject(lead, cicoId);
    expect(await screenMayEdit(lead, project)).toBe(true);
    const res = await lead.post(PATH, { ...projectBody(project), status: 2 });
    expect(res.status).toBe(200);
    expect(await screenMayEdit(lead, res.body.project)).toBe(true);
  });

  it("keeps domains and people when the payload leaves them out", async () => {
    const project = await findProject(editor, SEDATION);
    const body: Record<string, unknown> = { ...projectBody(project) };
    delete body.domains;
    delete body.people;
    const res = await editor.post(PATH, body);
    expect(res.status).toBe(200);
    expect(res.body.project.people).toEqual(project.people);
    expect(res.body.project.domains).toEqual(project.domains);
  });

  describe("refuses", () => {
    it("anonymous visitors", async () => {
      const res = await new ApiClient().post(PATH, newProjectBody());
      expect(res.status).toBe(403);
    });

    it("quick-access visitors (level 2), for new and existing projects", async () => {
      const project = await findProject(editor, cicoId);
      expect((await visitor.post(PATH, newProjectBody())).status).toBe(403);
      expect((await visitor.post(PATH, projectBody(project))).status).toBe(403);
    });

    it("a level-3 account that is not the lead (contributor, or not on the project)", async () => {
      const cico = await findProject(member, cicoId);
      expect(await screenMayEdit(member, cico)).toBe(false);
      const res = await member.post(PATH, { ...projectBody(cico), short_description: "Hijacked" });
      expect(res.status).toBe(403);
      const sedation = await findProject(lead, SEDATION);
      expect(await screenMayEdit(lead, sedation)).toBe(false);
      expect((await lead.post(PATH, projectBody(sedation))).status).toBe(403);
      expect((await db.project.findUniqueOrThrow({ where: { id: cico.id } })).shortDescription).not.toBe("Hijacked");
    });

    it("new projects from levels 3 to 5, even leads", async () => {
      expect((await lead.post(PATH, newProjectBody())).status).toBe(403);
      expect((await member.post(PATH, newProjectBody())).status).toBe(403);
    });
  });

  describe("answers 422 with field messages", () => {
    const errorsOf = async (body: unknown) => {
      const res = await editor.post(PATH, body);
      expect(res.status).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };

    it("for missing and over-long descriptions", async () => {
      const missing = await errorsOf(newProjectBody({ short_description: " ", long_description: "" }));
      expect(missing.short_description).toEqual([M.shortDescriptionRequired]);
      expect(missing.long_description).toEqual([M.longDescriptionRequired]);
      const long = await errorsOf(newProjectBody({ short_description: "x".repeat(201), long_description: "y".repeat(4001) }));
      expect(long.short_description).toEqual([M.shortDescriptionTooLong]);
      expect(long.long_description).toEqual([M.longDescriptionTooLong]);
      // A body past the call's limit is refused before it is read (lib/http/read-body.ts).
      const huge = await editor.post(PATH, newProjectBody({ long_description: "z".repeat(2_000_000) }));
      expect([huge.status, huge.body]).toEqual([413, { errorMessage: "The request is too large." }]);
    });

    it("for missing, malformed and out-of-range dates", async () => {
      expect((await errorsOf(newProjectBody({ start_date: "" }))).start_date).toEqual([M.startDateRequired]);
      expect((await errorsOf(newProjectBody({ start_date: "31/01/2026" }))).start_date).toEqual([M.dateInvalid]);
      expect((await errorsOf(newProjectBody({ start_date: "2026-02-30" }))).start_date).toEqual([M.dateInvalid]);
      expect((await errorsOf(newProjectBody({ start_date: "1899-12-31" }))).start_date).toEqual([M.dateOutOfRange]);
      const late = await errorsOf(newProjectBody({ expected_completion_date: "2100-01-01" }));
      expect(late.expected_completion_date).toEqual([M.dateOutOfRange]);
    });

    it("for a completion date before the start date", async () => {
      const errors = await errorsOf(newProjectBody({ start_date: "2026-05-01", expected_completion_date: "2026-04-30" }));
      expect(errors).toEqual({ expected_completion_date: [M.completionBeforeStart] });
    });

    it("for a missing or unknown status", async () => {
      expect((await errorsOf({ ...newProjectBody(), status: undefined })).status).toEqual([M.statusRequired]);
      expect((await errorsOf(newProjectBody({ status: "2" as unknown as number }))).status).toEqual([M.statusRequired]);
      expect((await errorsOf(newProjectBody({ status: 12345 })))).toEqual({ status: [M.statusUnknown] });
    });

    it("for unknown domains or a domain given under the wrong list", async () => {
      const [rcoa] = await domainIds("rcoa");
      expect(await errorsOf(newProjectBody({ domains: { eml: [999999], rcoa: [] } }))).toEqual({ domains: [M.domainsInvalid] });
      expect(await errorsOf(newProjectBody({ domains: { eml: [rcoa], rcoa: [] } }))).toEqual({ domains: [M.domainsInvalid] });
      expect(await errorsOf(newProjectBody({ domains: { eml: ["a"], rcoa: [] } as never }))).toEqual({ domains: [M.domainsInvalid] });
    });

    it("for unknown people or roles, and for a person listed twice", async () => {
      const someone = await personId("lead@example-hospital.org");
      expect(await errorsOf(newProjectBody({ people: [{ id: 999999, role: 1 }] }))).toEqual({ people: [M.peopleUnknown] });
      expect(await errorsOf(newProjectBody({ people: [{ id: someone, role: 999 }] }))).toEqual({ people: [M.peopleUnknown] });
      const twice = await errorsOf(newProjectBody({ people: [{ id: someone, role: 1 }, { id: someone, role: 2 }] }));
      expect(twice).toEqual({ people: [M.peopleDuplicate] });
    });

    it("for an update without a version", async () => {
      const project = await findProject(editor, SEDATION);
      expect(await errorsOf({ ...projectBody(project), version: undefined })).toEqual({ version: [M.versionRequired] });
    });

    it("and 400 for a body that is not JSON", async () => {
      expect((await editor.post(PATH, "{not json")).status).toBe(400);
    });
  });

  it("answers 404 for a project that does not exist", async () => {
    const res = await editor.post(PATH, { ...newProjectBody(), id: 987654, version: 1 });
    expect(res.status).toBe(404);
  });

  describe("with a stale version", () => {
    it("answers 409 with the current project and saves nothing", async () => {
      const project = await findProject(editor, SEDATION);
      expect((await editor.post(PATH, { ...projectBody(project), long_description: "First save wins" })).status).toBe(200);
      const logsBefore = await db.activityLog.count();
      const stale = await editor.post(PATH, { ...projectBody(project), short_description: "Second save loses", people: [] });
      expect(stale.status).toBe(409);
      expect(stale.body.errorMessage).toBe(M.projectConflict);
      expect(stale.body.current).toMatchObject({ id: project.id, version: project.version + 1, long_description: "First save wins" });
      const row = await db.project.findUniqueOrThrow({ where: { id: project.id }, include: { people: true } });
      expect(row.shortDescription).toBe(project.short_description);
      expect(row.people).toHaveLength(project.people.length);
      expect(await db.activityLog.count()).toBe(logsBefore);
    });

    it("lets exactly one of two parallel saves of one version win", async () => {
      const project = await findProject(editor, SEDATION);
      const [a, b] = await Promise.all([
        editor.post(PATH, { ...projectBody(project), short_description: "Parallel A" }),
        editor.post(PATH, { ...projectBody(project), short_description: "Parallel B" }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? "Parallel A" : "Parallel B";
      const row = await db.project.findUniqueOrThrow({ where: { id: project.id } });
      expect(row).toMatchObject({ shortDescription: winner, version: project.version + 1 });
    });
  });
});
