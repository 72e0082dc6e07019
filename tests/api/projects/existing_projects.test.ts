import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listProjects } from "@/lib/projects/list-projects";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { createStatementCounter, type StatementCounter } from "../../helpers/count-statements";
import { resetDatabase } from "../../setup/reset-db";
import { freshDemo } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";
import { screenMayEdit } from "../../helpers/edit-rights";

const ALL = "/api/existing_projects/all/";
const OWN = "/api/existing_projects/own/";
const HOSPITAL = "example-hospital.org";

const emailsOn = (p: Project) => [...p.people, ...p.milestones.flatMap((m) => m.people)].map((x) => x.email);
const ids = (res: { body: { projects: Project[] } }) => res.body.projects.map((p) => p.id).sort((a, b) => a - b);

describe("GET /api/existing_projects/all/ and /own/", () => {
  let admin: ApiClient, lead: ApiClient;
  beforeAll(async () => {
    await freshDemo();
    [admin, lead] = await Promise.all([signedIn("admin"), signedIn("lead")]);
  });

  it("lists every project for an account, in the shape the screens use", async () => {
    const res = await admin.get(ALL);
    expect(res.status).toBe(200);
    expect(res.body.projects).toHaveLength(await db.project.count());
    for (const project of res.body.projects as Project[]) {
      expect(project).toEqual({
        id: expect.any(Number),
        short_description: expect.any(String),
        long_description: expect.any(String),
        start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expected_completion_date: project.expected_completion_date === null ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: expect.any(Number),
        status_display: expect.any(String),
        version: expect.any(Number),
        changed_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        checked_on: project.checked_on === null ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        domains: { eml: expect.any(Array), rcoa: expect.any(Array) },
        people: expect.any(Array),
        milestones: expect.any(Array),
      });
      const starts = project.milestones.map((m) => m.start_date);
      expect(starts).toEqual([...starts].sort());
      const roles = project.people.map((p) => p.role);
      expect(roles).toEqual([...roles].sort((a, b) => a - b));
      for (const m of project.milestones) {
        expect(m).toMatchObject({ project: project.id, status_display: expect.any(String), looking_for_display: expect.any(String) });
      }
    }
    // kept by the browser and asked about again (ETag), never by a shared cache
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("etag")).toMatch(/^W\/"/);
  });

  it("lists own projects: where the account's person is on the project or a milestone", async () => {
    const person = await db.person.findFirstOrThrow({ where: { email: "lead@example-hospital.org" } });
    const expected = await db.project.findMany({
      where: { OR: [{ people: { some: { personId: person.id } } }, { milestones: { some: { people: { some: { personId: person.id } } } } }] },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    const res = await lead.get(OWN);
    expect(res.status).toBe(200);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res)).toEqual(expected.map((p) => p.id));
    // the screen's edit rights follow the lead role, project by project
    for (const project of res.body.projects as Project[]) {
      const leads = project.people.some((p) => p.id === person.id && p.role === 1);
      expect(await screenMayEdit(lead, project)).toBe(leads);
    }
    expect((await admin.get(OWN)).body.projects.length).toBeLessThan((await admin.get(ALL)).body.projects.length);
  });

  it("shows a quick-access visitor (level 2) only their organisation's projects, read-only", async () => {
    const visitor = await quickAccess("Example Teaching Hospital");
    const res = await visitor.get(ALL);
    expect(res.status).toBe(200);
    const projects = res.body.projects as Project[];
    const everything = (await admin.get(ALL)).body.projects as Project[];
    const expected = everything.filter((p) => emailsOn(p).some((e) => e.endsWith(`@${HOSPITAL}`)));
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.length).toBeLessThan(everything.length);
    expect(ids(res)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    for (const project of projects) {
      expect(await screenMayEdit(visitor, project)).toBe(false);
      for (const milestone of project.milestones) expect(await screenMayEdit(visitor, project, milestone)).toBe(false);
    }
    expect((await visitor.get(OWN)).body.projects).toEqual([]);
  });

  it("refuses anonymous visitors", async () => {
    const res = await new ApiClient().get(ALL);
    expect(res.status).toBe(403);
    expect(res.body.redirect).toBe("/login/");
    expect((await new ApiClient().get(OWN)).status).toBe(403);
  });
});

describe("the project list query", () => {
  let counter: StatementCounter;
  const admin = { level: 9, people: [], organisationId: null };

  beforeAll(async () => {
    await resetDatabase();
    const { seedReferenceLists } = await import("@/prisma/seed");
    await seedReferenceLists(db as unknown as Parameters<typeof seedReferenceLists>[0]);
    counter = createStatementCounter();
  });
  afterAll(() => counter.close());

  /** n projects, each with 3 milestones, 2 domains, 2 people, and people on each milestone. */
  async function addProjects(n: number) {
    await db.$executeRaw`
      WITH people AS (
        INSERT INTO person (first_name, last_name, email, updated_at)
        SELECT 'First' || g, 'Last' || g, 'p' || g || '-' || random() || '@x.example', now()
          FROM generate_series(1, ${n}) g RETURNING id),
      projects AS (
        INSERT INTO project (short_description, long_description, start_date, status_id, updated_at)
        SELECT 'Project ' || g, 'Long ' || g, DATE '2020-01-01' + g, 1, now()
          FROM generate_series(1, ${n}) g RETURNING id),
      pairs AS (
        SELECT pr.id AS project_id, pe.id AS person_id
          FROM (SELECT id, row_number() OVER (ORDER BY id) r FROM projects) pr
          JOIN (SELECT id, row_number() OVER (ORDER BY id) r FROM people) pe ON pe.r = pr.r),
      links AS (
        INSERT INTO project_person (project_id, person_id, role_id) SELECT project_id, person_id, 1 FROM pairs),
      domains AS (
        INSERT INTO project_domain (project_id, domain_id)
        SELECT pairs.project_id, d.id FROM pairs CROSS JOIN (SELECT id FROM domain ORDER BY id LIMIT 2) d),
      milestones AS (
        INSERT INTO milestone (project_id, description, start_date, status_id, looking_for_id, updated_at)
        SELECT pairs.project_id, 'Milestone ' || k, DATE '2021-01-01' + k, 1, 10, now()
          FROM pairs CROSS JOIN generate_series(1, 3) k
        RETURNING id, project_id)
      INSERT INTO milestone_person (milestone_id, person_id, role_id)
      SELECT milestones.id, pairs.person_id, 1 FROM milestones JOIN pairs USING (project_id)`;
  }

  async function statementsFor(run: () => Promise<unknown>): Promise<number> {
    counter.reset();
    await run();
    return counter.count;
  }

  it("costs the same, single, statement for 10 and for 200 projects, in every list", async () => {
    await addProjects(10);
    const visitor = { level: 2, people: [], organisationId: 1 };
    const at10 = {
      all: await statementsFor(() => listProjects(admin, { scope: "all" }, counter.db)),
      own: await statementsFor(() => listProjects({ ...admin, people: [1, 2, 3] }, { scope: "own" }, counter.db)),
      quick: await statementsFor(() => listProjects(visitor, { scope: "all" }, counter.db)),
    };
    const listed10 = (await listProjects(admin, { scope: "all" }, counter.db)).length;
    await addProjects(190);
    const at200 = {
      all: await statementsFor(() => listProjects(admin, { scope: "all" }, counter.db)),
      own: await statementsFor(() => listProjects({ ...admin, people: [1, 2, 3] }, { scope: "own" }, counter.db)),
      quick: await statementsFor(() => listProjects(visitor, { scope: "all" }, counter.db)),
    };
    const listed200 = await listProjects(admin, { scope: "all" }, counter.db);
    expect([listed10, listed200.length]).toEqual([10, 200]);
    expect(listed200.every((p) => p.milestones.length === 3 && p.people.length === 1 && p.domains.eml.length + p.domains.rcoa.length === 2)).toBe(true);
    expect(at10).toEqual({ all: 1, own: 1, quick: 1 });
    expect(at200).toEqual(at10);
  });

  it("costs one statement for a search however many projects match", async () => {
    const criteria = {
      scope: "all" as const,
      andOr: "AND" as const,
      text: "project",
      domains: { eml: [], rcoa: [1, 2] },
      status: { project_status: [1], milestone_status: [1] },
      milestone_looking_for: [10],
      needs_review: false,
      organisation: null,
    };
    let found: Project[] = [];
    const count = await statementsFor(async () => {
      found = await listProjects(admin, { scope: "all", criteria }, counter.db);
    });
    expect(found).toHaveLength(200);
    expect(count).toBe(1);
  });
});
