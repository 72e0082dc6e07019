import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PROJECT_MESSAGES as M, type SaveMilestoneInput } from "@/lib/projects/schemas";
import type { Milestone, Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { activityRows, CICO, domainIds, findProject, freshDemo, milestoneBody, personId, SEDATION } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";
import { screenMayEdit } from "../../helpers/edit-rights";

const PATH = "/api/add_edit_milestone/";
let editor: ApiClient, lead: ApiClient, member: ApiClient, visitor: ApiClient;
let cico: Project;

const newMilestone = (project: number, overrides: Partial<SaveMilestoneInput> = {}): SaveMilestoneInput => ({
  project,
  description: "Pilot the “can't oxygenate” scenario with ODPs",
  start_date: "2026-03-02",
  end_date: "2026-06-30",
  status: 1,
  looking_for: 10,
  domains: { eml: [], rcoa: [] },
  people: [],
  ...overrides,
});

beforeAll(async () => {
  await freshDemo();
  [editor, lead, member] = await Promise.all([signedIn("editor"), signedIn("lead"), signedIn("member")]);
  visitor = await quickAccess("Example Teaching Hospital");
  cico = await findProject(editor, CICO);
});

describe("POST /api/add_edit_milestone/", () => {
  let memberLed: Milestone;

  it("adds a milestone for an editor, merged into its project sorted by start date", async () => {
    const [rcoa] = await domainIds("rcoa");
    const memberId = await personId("member@example-hospital.org");
    const res = await editor.post(
      PATH,
      newMilestone(cico.id, { start_date: "1990-01-01", domains: { eml: [], rcoa: [rcoa] }, people: [{ id: memberId, role: 1 }] }),
    );
    expect(res.status).toBe(200);
    memberLed = res.body.milestone;
    expect(memberLed).toMatchObject({
      project: cico.id,
      start_date: "1990-01-01",
      end_date: "2026-06-30",
      status_display: "Proposed",
      looking_for: 10,
      looking_for_display: "Core",
      version: 1,
    });
    expect(memberLed.people).toEqual([expect.objectContaining({ id: memberId, role: 1, role_display: "Lead" })]);
    expect(res.body.project.id).toBe(cico.id);
    expect(res.body.project.milestones[0].id).toBe(memberLed.id);
    const [log] = await activityRows("milestone.create", memberLed.id);
    expect(log).toMatchObject({ projectId: cico.id, actorName: "editor" });
    // the milestone's description is searchable at once
    const search = await editor.post("/api/project_search/", { text: "PILOT the “CAN'T OXYGENATE” scenario" });
    expect(search.body.projects.map((p: Project) => p.id)).toEqual([cico.id]);
  });

  it("lets the project's lead (level 3) change any of its milestones", async () => {
    const project = await findProject(lead, cico.id);
    const milestone = project.milestones.find((m) => m.id !== memberLed.id)!;
    expect(await screenMayEdit(lead, project, milestone)).toBe(true);
    const res = await lead.post(PATH, { ...milestoneBody(milestone), looking_for: 99 });
    expect(res.status).toBe(200);
    expect(res.body.milestone).toMatchObject({ looking_for: 99, looking_for_display: "Fully subscribed", version: 2 });
    const [log] = await activityRows("milestone.update", milestone.id);
    expect(log.before).toMatchObject({ looking_for: milestone.looking_for });
    expect(log.after).toMatchObject({ looking_for: 99 });
  });

  it("lets a milestone's own lead (level 3) change that milestone but no other", async () => {
    const project = await findProject(member, cico.id);
    expect(await screenMayEdit(member, project)).toBe(false);
    const own = project.milestones.find((m) => m.id === memberLed.id)!;
    const other = project.milestones.find((m) => m.id !== memberLed.id)!;
    expect([await screenMayEdit(member, project, own), await screenMayEdit(member, project, other)]).toEqual([true, false]);
    expect((await member.post(PATH, { ...milestoneBody(own), description: "Member's change" })).status).toBe(200);
    expect((await member.post(PATH, { ...milestoneBody(other), description: "Not theirs" })).status).toBe(403);
  });

  describe("refuses", () => {
    it("anonymous and quick-access visitors", async () => {
      const milestone = cico.milestones[0];
      expect((await new ApiClient().post(PATH, milestoneBody(milestone))).status).toBe(403);
      expect((await visitor.post(PATH, milestoneBody(milestone))).status).toBe(403);
    });

    it("level-3 accounts that lead neither the project nor the milestone", async () => {
      const sedation = await findProject(lead, SEDATION);
      const res = await lead.post(PATH, milestoneBody(sedation.milestones[0]));
      expect(res.status).toBe(403);
    });

    it("new milestones below level 6, even from the project's lead", async () => {
      expect((await lead.post(PATH, newMilestone(cico.id))).status).toBe(403);
    });

    it("a milestone named under another project (404)", async () => {
      const sedation = await findProject(editor, SEDATION);
      const res = await editor.post(PATH, { ...milestoneBody(sedation.milestones[0]), project: cico.id });
      expect(res.status).toBe(404);
      expect((await editor.post(PATH, newMilestone(987654))).status).toBe(404);
    });
  });

  describe("answers 422 with field messages", () => {
    const errorsOf = async (body: unknown) => {
      const res = await editor.post(PATH, body);
      expect(res.status).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };

    it("for a missing or over-long description", async () => {
      expect(await errorsOf(newMilestone(cico.id, { description: "" }))).toEqual({ description: [M.descriptionRequired] });
      expect(await errorsOf(newMilestone(cico.id, { description: "d".repeat(4001) }))).toEqual({ description: [M.descriptionTooLong] });
    });

    it("for a missing or impossible start date", async () => {
      expect((await errorsOf(newMilestone(cico.id, { start_date: "" }))).start_date).toEqual([M.startDateRequired]);
      expect((await errorsOf(newMilestone(cico.id, { start_date: "2026-13-01" }))).start_date).toEqual([M.dateInvalid]);
    });

    it("for an end date before the start date, under end_date with its own message", async () => {
      const errors = await errorsOf(newMilestone(cico.id, { start_date: "2026-03-02", end_date: "2026-03-01" }));
      expect(errors).toEqual({ end_date: [M.completionBeforeStart] });
      expect(M.completionBeforeStart).not.toBe(M.startDateRequired);
      expect((await errorsOf(newMilestone(cico.id, { end_date: "2100-01-01" }))).end_date).toEqual([M.dateOutOfRange]);
    });

    it("for a missing or unknown status and looking-for", async () => {
      expect((await errorsOf({ ...newMilestone(cico.id), status: null })).status).toEqual([M.statusRequired]);
      expect((await errorsOf({ ...newMilestone(cico.id), looking_for: "any" })).looking_for).toEqual([M.lookingForRequired]);
      expect(await errorsOf(newMilestone(cico.id, { status: 5, looking_for: 11 }))).toEqual({
        status: [M.statusUnknown],
        looking_for: [M.lookingForUnknown],
      });
    });

    it("for unknown domains and people", async () => {
      expect(await errorsOf(newMilestone(cico.id, { domains: { eml: [], rcoa: [424242] } }))).toEqual({ domains: [M.domainsInvalid] });
      expect(await errorsOf(newMilestone(cico.id, { people: [{ id: 424242, role: 1 }] }))).toEqual({ people: [M.peopleUnknown] });
    });
  });

  it("answers 409 on a stale version and keeps the other save", async () => {
    const project = await findProject(editor, SEDATION);
    const milestone = project.milestones[0];
    expect((await editor.post(PATH, { ...milestoneBody(milestone), description: "Saved first" })).status).toBe(200);
    const stale = await editor.post(PATH, { ...milestoneBody(milestone), description: "Saved second", people: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.errorMessage).toBe(M.milestoneConflict);
    expect(stale.body.current).toMatchObject({ id: milestone.id, description: "Saved first", version: milestone.version + 1 });
    const row = await db.milestone.findUniqueOrThrow({ where: { id: milestone.id }, include: { people: true } });
    expect(row.description).toBe("Saved first");
    expect(row.people).toHaveLength(milestone.people.length);
  });

  it("lets exactly one of two parallel saves of one version win", async () => {
    const project = await findProject(editor, SEDATION);
    const milestone = project.milestones[0];
    const results = await Promise.all(
      ["Parallel A", "Parallel B"].map((description) => editor.post(PATH, { ...milestoneBody(milestone), description })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
