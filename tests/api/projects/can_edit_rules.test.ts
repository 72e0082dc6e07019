import { beforeAll, describe, expect, it } from "vitest";
import { LEVEL } from "@/lib/auth/levels";
import { db } from "@/lib/db";
import { listProjects } from "@/lib/projects/list-projects";
import { canEditMilestone, canEditProject } from "@/lib/projects/permissions";
import { projectSearchSchema } from "@/lib/projects/schemas";
import { LEAD_ROLE, type Project } from "@/lib/projects/types";
import { freshDemo } from "./fixtures";

// The lists compute can_edit in SQL for many projects at once; the write checks use
// canEditProject and canEditMilestone. Both must say the same for every kind of viewer, or a
// screen would offer an Edit button the server then refuses (or hide one it would allow).

type Viewer = Parameters<typeof listProjects>[0];

let everyone: Project[];
let projectLead: number, milestoneLeadOnly: number, contributorOnly: number;

beforeAll(async () => {
  await freshDemo();
  const admin = { level: LEVEL.admin, people: [], organisationId: null };
  everyone = await listProjects(admin, { scope: "all" });
  const projectLeads = await db.projectPerson.findMany({ where: { roleId: LEAD_ROLE }, select: { personId: true } });
  const milestoneLeads = await db.milestonePerson.findMany({ where: { roleId: LEAD_ROLE }, select: { personId: true } });
  const leadsProject = new Set(projectLeads.map((r) => r.personId));
  const leadsSomething = new Set([...leadsProject, ...milestoneLeads.map((r) => r.personId)]);
  projectLead = projectLeads[0]!.personId;
  milestoneLeadOnly = milestoneLeads.find((r) => !leadsProject.has(r.personId))!.personId;
  const onAProject = await db.projectPerson.findMany({ select: { personId: true } });
  contributorOnly = onAProject.find((r) => !leadsSomething.has(r.personId))!.personId;
});

function expectSameRule(viewer: Viewer, projects: Project[]) {
  for (const project of projects) {
    expect(project.can_edit, `project ${project.id}`).toBe(canEditProject(viewer, project));
    for (const milestone of project.milestones) {
      expect(milestone.can_edit, `milestone ${milestone.id}`).toBe(canEditMilestone(viewer, project, milestone));
    }
  }
}

describe("can_edit in the lists follows the write checks", () => {
  const viewers: [string, () => Viewer][] = [
    ["an editor", () => ({ level: LEVEL.editor, people: [], organisationId: null })],
    ["a project lead", () => ({ level: LEVEL.account, people: [projectLead], organisationId: null })],
    ["a milestone lead who leads no project", () => ({ level: LEVEL.messages, people: [milestoneLeadOnly], organisationId: null })],
    ["a contributor who leads nothing", () => ({ level: LEVEL.account, people: [contributorOnly], organisationId: null })],
    ["an account without a person", () => ({ level: LEVEL.account, people: [], organisationId: null })],
  ];

  it.each(viewers)("for %s, in the all and own lists and in a search", async (_, make) => {
    const viewer = make();
    const all = await listProjects(viewer, { scope: "all" });
    expect(all).toHaveLength(everyone.length);
    expectSameRule(viewer, all);
    expectSameRule(viewer, await listProjects(viewer, { scope: "own" }));
    expectSameRule(viewer, await listProjects(viewer, { scope: "all", criteria: projectSearchSchema.parse({ andOr: "OR", text: "a" }) }));
  });

  it("gives some rights to leads and none to contributors", async () => {
    const flags = async (people: number[]) => {
      const projects = await listProjects({ level: LEVEL.account, people, organisationId: null }, { scope: "all" });
      return projects.flatMap((p) => [p.can_edit, ...p.milestones.map((m) => m.can_edit)]);
    };
    expect(await flags([projectLead])).toContain(true);
    expect(await flags([milestoneLeadOnly])).toContain(true);
    expect(await flags([contributorOnly])).not.toContain(true);
  });

  it("gives a quick-access visitor (level 2) no rights, even where their person leads", async () => {
    const organisation = await db.organisation.findFirstOrThrow({ select: { id: true } });
    const visitor = { level: LEVEL.quickAccess, people: [projectLead, milestoneLeadOnly], organisationId: organisation.id };
    const projects = await listProjects(visitor, { scope: "all" });
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.flatMap((p) => [p.can_edit, ...p.milestones.map((m) => m.can_edit)])).not.toContain(true);
    expectSameRule(visitor, projects);
  });
});
