import { clock } from "@/lib/clock";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CurrentSession } from "@/lib/current-session";
import { saveMilestone } from "@/lib/projects/save-milestone";
import { saveProject } from "@/lib/projects/save-project";
import { saveMilestoneSchema, saveProjectSchema } from "@/lib/projects/schemas";
import type { StatementCounter } from "../../helpers/count-statements";
import { CICO, domainIds, freshDemo, personId } from "./fixtures";

// What a save costs in SQL statements, pinned: a save that read the project again, re-wrote
// unchanged links or checked each reference list on its own would show here. The app's
// database module is swapped for a client whose single connection counts every statement.

const shared = vi.hoisted(() => ({ counter: undefined as StatementCounter | undefined }));

vi.mock("@/lib/db", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/db")>();
  const { createStatementCounter } = await import("../../helpers/count-statements");
  const counter = createStatementCounter();
  shared.counter = counter;
  return {
    ...original,
    db: counter.db,
    directReads: { $queryRaw: (query: Parameters<typeof counter.db.$queryRaw>[0]) => counter.db.$queryRaw(query) },
  };
});

const counter = () => shared.counter!;

async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  counter().reset();
  await run();
  return counter().statements.map((s) => s.replace(/\s+/g, " ").trim());
}

describe("statements of a save", () => {
  let admin: CurrentSession;

  beforeAll(async () => {
    const { db } = await import("@/lib/db");
    await freshDemo();
    const account = await db.account.findUniqueOrThrow({ where: { username: "admin" }, select: { id: true, level: true, email: true } });
    admin = {
      sid: "statements",
      hash: "statements",
      isNew: false,
      signedIn: true,
      stage: "active",
      level: account.level,
      accountId: account.id,
      organisationId: null,
      userName: "admin",
      email: account.email,
      people: [],
      authenticatedAt: clock.now(),
      reauthenticatedAt: null,
      redirectTo: null,
    };
  });
  afterAll(async () => counter().close());

  it("a project save: 9 statements, however many links it sends", async () => {
    const { db } = await import("@/lib/db");
    const project = await db.project.findFirstOrThrow({ where: { shortDescription: { startsWith: CICO } }, select: { id: true, version: true } });
    const [eml, rcoa] = [await domainIds("eml"), await domainIds("rcoa")];
    const data = saveProjectSchema.parse({
      id: project.id,
      version: project.version,
      short_description: `${CICO} (renamed)`,
      long_description: "Changed.",
      start_date: "2026-01-05",
      status: 1,
      domains: { eml: eml.slice(0, 3), rcoa: rcoa.slice(0, 2) },
      people: [{ id: await personId("lead@example-hospital.org"), role: 1 }, { id: await personId("member@example-hospital.org"), role: 2 }],
    });
    let answer: Awaited<ReturnType<typeof saveProject>> | undefined;
    const statements = await statementsOf(async () => (answer = await saveProject(admin, data)));
    expect(statements).toEqual([
      "BEGIN",
      // the project-writes lock the rights check holds until the end (permissions.ts)
      expect.stringMatching(/^SELECT pg_advisory_xact_lock/),
      // the project exists (404 otherwise); an editor needs no look at the leads
      expect.stringMatching(/^SELECT .*"project"\."id" FROM "public"\."project"/),
      // every reference id of the payload: status, domains, people and roles, in one query
      expect.stringMatching(/^SELECT EXISTS \(SELECT 1 FROM status .* FROM domain .* FROM person .* FROM project_role /),
      // the conditional update (the version check), answering the document as it was
      expect.stringMatching(/^UPDATE project AS p SET .* RETURNING old\.doc$/),
      // domain and people links: only the gone deleted, only the new inserted, changed roles set
      expect.stringMatching(/^WITH domains_gone AS \(DELETE .*domains_new AS \(INSERT .*people_gone AS \(DELETE .*people_new AS \(INSERT /),
      // the one read of the project: the activity log's "after" and the answer
      expect.stringMatching(/^WITH sel AS MATERIALIZED \(SELECT p\.id, p\.start_date, p\.doc FROM project p/),
      // the activity-log row
      expect.stringMatching(/^INSERT INTO "public"\."activity_log"/),
      "COMMIT",
    ]);
    expect(answer?.project).toMatchObject({ short_description: `${CICO} (renamed)`, version: project.version + 1 });
    expect(answer?.project.domains.eml.map((d) => d.id)).toEqual(expect.arrayContaining(eml.slice(0, 3)));
  });

  it("a milestone save: 12 statements", async () => {
    const { db } = await import("@/lib/db");
    const milestone = await db.milestone.findFirstOrThrow({
      where: { project: { shortDescription: { startsWith: CICO } } },
      select: { id: true, projectId: true, version: true, statusId: true, lookingForId: true },
    });
    const data = saveMilestoneSchema.parse({
      id: milestone.id,
      project: milestone.projectId,
      version: milestone.version,
      description: "Run the pilot course (changed)",
      start_date: "2026-02-01",
      status: milestone.statusId,
      looking_for: milestone.lookingForId,
      domains: { eml: (await domainIds("eml")).slice(0, 1), rcoa: [] },
      people: [{ id: await personId("member@example-hospital.org"), role: 1 }],
    });
    let answer: Awaited<ReturnType<typeof saveMilestone>> | undefined;
    const statements = await statementsOf(async () => (answer = await saveMilestone(admin, data)));
    expect(statements).toEqual([
      "BEGIN",
      // where the milestone is (404 otherwise), then the lock of its project's writes
      expect.stringMatching(/^SELECT .*"milestone"\."project_id" FROM "public"\."milestone"/),
      expect.stringMatching(/^SELECT pg_advisory_xact_lock/),
      // read again under the lock, with its leads (permissions.ts; Prisma reads the leads apart)
      expect.stringMatching(/^SELECT .*"milestone"\."project_id" FROM "public"\."milestone"/),
      expect.stringMatching(/^SELECT .*FROM "public"\."milestone_person" WHERE/),
      // every reference id: status, looking-for, domains, people and roles, in one query
      expect.stringMatching(/^SELECT EXISTS \(SELECT 1 FROM status .* FROM looking_for .* FROM domain .* FROM milestone_role /),
      // the conditional update (the version check), answering the document as it was
      expect.stringMatching(/^UPDATE milestone AS m SET .* RETURNING old\.doc$/),
      // links: only what differs
      expect.stringMatching(/^WITH domains_gone AS \(DELETE .*people_new AS \(INSERT /),
      // the project marked changed (docs/product.md#review-reminders)
      expect.stringMatching(/^UPDATE project SET updated_at = /),
      // the one read of the project and its milestones: the log's "after" and the answer
      expect.stringMatching(/^WITH sel AS MATERIALIZED \(SELECT p\.id, p\.start_date, p\.doc FROM project p/),
      // the activity-log row
      expect.stringMatching(/^INSERT INTO "public"\."activity_log"/),
      "COMMIT",
    ]);
    expect(answer?.milestone).toMatchObject({ id: milestone.id, description: "Run the pilot course (changed)", version: milestone.version + 1 });
    expect(answer?.project.milestones.find((m) => m.id === milestone.id)).toEqual(answer?.milestone);
  });

  it("leaves links that stay untouched: a save with the same lists rewrites no link row", async () => {
    const { db } = await import("@/lib/db");
    const project = await db.project.findFirstOrThrow({ where: { shortDescription: { startsWith: CICO } }, select: { id: true, version: true } });
    const rowVersions = () => db.$queryRaw<{ xmin: string }[]>`
      SELECT xmin::text FROM project_person WHERE project_id = ${project.id}
      UNION ALL SELECT xmin::text FROM project_domain WHERE project_id = ${project.id}`;
    const before = await rowVersions();
    const current = (await saveProject(admin, saveProjectSchema.parse({
      id: project.id, version: project.version, short_description: "Same links", long_description: "Same links.",
      start_date: "2026-01-05", status: 1,
      domains: { eml: (await domainIds("eml")).slice(0, 3), rcoa: (await domainIds("rcoa")).slice(0, 2) },
      people: [{ id: await personId("lead@example-hospital.org"), role: 1 }, { id: await personId("member@example-hospital.org"), role: 2 }],
    }))).project;
    expect(current.short_description).toBe("Same links");
    expect(before.length).toBeGreaterThan(0);
    expect(await rowVersions()).toEqual(before);
  });
});
