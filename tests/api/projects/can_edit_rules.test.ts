import { beforeAll, describe, expect, it } from "vitest";
import { loadSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { Forbidden } from "@/lib/errors";
import { requireMilestoneEditor, requireProjectEditor } from "@/lib/projects/permissions";
import { LEAD_ROLE, type Project } from "@/lib/projects/types";
import type { ApiClient } from "../../helpers/api-client";
import { screenMayEdit } from "../../helpers/edit-rights";
import { findProject, freshDemo, milestoneBody, projectBody } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

// The project lists are one shared answer per view, with no per-viewer flags: each screen
// derives who may edit a row from its viewer's level and people (GET /api/usercheck/) and the
// roles on the row (lib/projects/edit-rules.ts). Every save is checked on the server by
// requireProjectEditor / requireMilestoneEditor against the roles as stored. For every demo
// account and a quick-access visitor, and every project and milestone they see, both must say
// the same: otherwise a screen offers an editor the server then refuses, or hides one it allows.

const ROLLBACK = new Error("rolled back");

/** What the server's write check decides for this client's session, without writing. */
async function serverAllows(client: ApiClient, check: (session: Awaited<ReturnType<typeof loadSession>>, tx: typeof db) => Promise<unknown>) {
  const session = await loadSession(client.cookieHeader());
  try {
    await db.$transaction(async (tx) => {
      await check(session, tx as unknown as typeof db);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return true;
    if (error instanceof Forbidden) return false;
    throw error;
  }
  throw new Error("unreachable");
}

const viewers: [string, () => Promise<ApiClient>][] = [
  ["admin (level 9)", () => signedIn("admin")],
  ["editor (level 6)", () => signedIn("editor")],
  ["lead (level 3, leads projects)", () => signedIn("lead")],
  ["member (level 3, leads one milestone only)", () => signedIn("member")],
  ["a quick-access visitor (level 2)", () => quickAccess("Example Teaching Hospital")],
];

beforeAll(async () => {
  await freshDemo();
  // The demo's member leads nothing: made the lead of one milestone of a project they do not
  // lead, they are the case where milestone and project rights differ.
  const member = await db.person.findFirstOrThrow({ where: { email: "member@example-hospital.org" } });
  const milestone = await db.milestone.findFirstOrThrow({
    where: { project: { people: { none: { personId: member.id, roleId: LEAD_ROLE } } } },
    orderBy: { id: "asc" },
  });
  await db.milestonePerson.deleteMany({ where: { milestoneId: milestone.id, personId: member.id } });
  await db.milestonePerson.create({ data: { milestoneId: milestone.id, personId: member.id, roleId: LEAD_ROLE } });
});

describe("edit rights the screens derive follow the server's write checks", () => {
  it.each(viewers)("for %s, on every project and milestone of their list", async (_, signIn) => {
    const client = await signIn();
    const list = (await client.get<{ projects: Project[] }>("/api/existing_projects/all/")).body.projects;
    expect(list.length).toBeGreaterThan(0);
    for (const project of list) {
      expect(await screenMayEdit(client, project), `project ${project.id}`).toBe(
        await serverAllows(client, (session, tx) => requireProjectEditor(session, project.id, tx)),
      );
      for (const milestone of project.milestones) {
        expect(await screenMayEdit(client, project, milestone), `milestone ${milestone.id}`).toBe(
          await serverAllows(client, (session, tx) => requireMilestoneEditor(session, milestone.id, project.id, tx)),
        );
      }
    }
  });

  it.each(viewers)("for %s, a save answers 200 exactly where the screen offers the editor", async (_, signIn) => {
    const client = await signIn();
    const list = (await client.get<{ projects: Project[] }>("/api/existing_projects/all/")).body.projects;
    for (const listed of list) {
      // the project as it is now (earlier saves in this test moved its version)
      const project = await findProject(client, listed.id);
      const save = await client.post("/api/add_edit_project/", projectBody(project));
      expect(save.status, `project ${project.id}`).toBe((await screenMayEdit(client, project)) ? 200 : 403);
      for (const milestone of (await findProject(client, listed.id)).milestones) {
        const saved = await client.post("/api/add_edit_milestone/", milestoneBody(milestone));
        expect(saved.status, `milestone ${milestone.id}`).toBe((await screenMayEdit(client, project, milestone)) ? 200 : 403);
      }
    }
  });

  it("gives a project lead some rights, a milestone's lead only that milestone, and visitors none", async () => {
    const rightsOf = async (client: ApiClient) => {
      const list = (await client.get<{ projects: Project[] }>("/api/existing_projects/all/")).body.projects;
      const projects = await Promise.all(list.map((p) => screenMayEdit(client, p)));
      const milestones = await Promise.all(list.flatMap((p) => p.milestones.map((m) => screenMayEdit(client, p, m))));
      return { projects, milestones };
    };
    const lead = await rightsOf(await signedIn("lead"));
    expect(lead.projects).toContain(true);
    const member = await rightsOf(await signedIn("member"));
    expect(member.projects).not.toContain(true);
    expect(member.milestones.filter(Boolean)).toHaveLength(1);

    const visitor = await rightsOf(await quickAccess("Example Teaching Hospital"));
    expect([...visitor.projects, ...visitor.milestones]).not.toContain(true);
  });
});
