import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { LEVEL } from "@/lib/levels";
import { projectSearchAnswerSchema } from "@/lib/projects/project-schema";
import type { ProjectSearchInput } from "@/lib/projects/schemas";
import { ApiClient } from "../../helpers/api-client";
import { resetToDemoData } from "../../helpers/demo";
import { signInDirectly } from "../../helpers/sign-in";

// POST /api/project_search/ says, for each project it lists, which of its milestones matched
// (matchedMilestoneIds, docs/product.md#search-marks). Each case builds its own projects, named
// with a tag of its own, and reads only those in the answer, so the demo data never counts.

const PATH = "/api/project_search/";
const HIGHER = 20;
const CORE = 10;
const FULL = 99;
const AGREED = 2;
const PROPOSED = 1;
const COMPLETED = 999;

let ip = 0;
const client = () => new ApiClient({ ip: `10.97.${++ip >> 8}.${ip & 255}` });
/** Letters only, so a tag is one search word. */
const tag = () => randomUUID().replace(/[^a-f]/g, "").slice(0, 8).padEnd(8, "x");

let editor: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  await resetToDemoData();
  const account = await db.account.findUniqueOrThrow({ where: { username: "editor" }, select: { id: true, level: true } });
  editor = await signInDirectly(client(), { accountId: account.id, level: account.level, kind: "account" });
  const hospital = await db.organisation.findFirstOrThrow({ where: { domains: { some: { domain: "example-hospital.org" } } } });
  visitor = await signInDirectly(client(), {
    organisationId: hospital.id,
    email: "visitor@example-hospital.org",
    level: LEVEL.quickAccess,
    kind: "quickAccess",
  });
}, 120_000);

async function person(email: string): Promise<number> {
  const found = await db.person.findFirst({ where: { email }, select: { id: true } });
  if (found) return found.id;
  return (await db.person.create({ data: { firstName: "Out", lastName: "Sider", email }, select: { id: true } })).id;
}

type ProjectOptions = { long?: string; status?: number; domains?: number[]; leadEmail?: string };

/** A project named "Marks <name>", led by the demo lead (of the hospital) unless told. */
async function project(name: string, o: ProjectOptions = {}): Promise<number> {
  const lead = await person(o.leadEmail ?? "lead@example-hospital.org");
  const p = await db.project.create({
    data: {
      shortDescription: `Marks ${name}`,
      longDescription: o.long ?? "A project of the search marks' tests",
      startDate: new Date("2026-01-05"),
      statusId: o.status ?? PROPOSED,
      people: { create: [{ personId: lead, roleId: 1 }] },
      domains: { create: (o.domains ?? []).map((domainId) => ({ domainId })) },
    },
    select: { id: true },
  });
  return p.id;
}

type MilestoneOptions = { description: string; lookingFor?: number; status?: number; start?: string; domains?: number[] };

async function milestone(projectId: number, o: MilestoneOptions): Promise<number> {
  const m = await db.milestone.create({
    data: {
      projectId,
      description: o.description,
      startDate: new Date(o.start ?? "2026-03-02"),
      statusId: o.status ?? AGREED,
      lookingForId: o.lookingFor ?? CORE,
      domains: { create: (o.domains ?? []).map((domainId) => ({ domainId })) },
    },
    select: { id: true },
  });
  return m.id;
}

/** The search's answer, checked against its schema: matched milestone ids by project id. */
async function marks(api: ApiClient, body: ProjectSearchInput): Promise<Map<number, number[]>> {
  const res = await api.post(PATH, body);
  expect(res.status, res.text).toBe(200);
  const answer = projectSearchAnswerSchema.parse(res.body);
  for (const p of answer.projects) {
    // only milestones of the project itself, in its order
    const own = p.milestones.map((m) => m.id);
    expect(p.matchedMilestoneIds).toEqual(own.filter((id) => p.matchedMilestoneIds.includes(id)));
  }
  return new Map(answer.projects.map((p) => [p.id, p.matchedMilestoneIds]));
}

async function emlDomain(): Promise<number> {
  return (await db.domain.findFirstOrThrow({ where: { taxonomy: "eml" }, orderBy: { id: "asc" }, select: { id: true } })).id;
}

/** A project with a milestone looking for Higher and one Completed (fully subscribed). */
async function higherAndCompleted(name: string) {
  const id = await project(name);
  const higher = await milestone(id, { description: `Recruit trainees ${name}`, lookingFor: HIGHER, start: "2026-02-01" });
  const completed = await milestone(id, { description: `Pilot session ${name}`, lookingFor: FULL, status: COMPLETED, start: "2026-03-01" });
  return { id, higher, completed };
}

describe("the milestones a search matched", () => {
  it("are those looking for what the search looks for, or of the status it asks", async () => {
    const p = await higherAndCompleted(tag());
    const byLookingFor = await marks(editor, { milestone_looking_for: [HIGHER] });
    expect(byLookingFor.get(p.id)).toEqual([p.higher]);
    // every other project listed marks at least one milestone, and only those looking for Higher
    const higherIds = new Set((await db.milestone.findMany({ where: { lookingForId: HIGHER }, select: { id: true } })).map((m) => m.id));
    for (const matched of byLookingFor.values()) {
      expect(matched.length).toBeGreaterThan(0);
      expect(matched.every((id) => higherIds.has(id))).toBe(true);
    }
    expect((await marks(editor, { status: { milestone_status: [COMPLETED] } })).get(p.id)).toEqual([p.completed]);
  });

  it("with OR are those matching any criterion; with AND those having every milestone status and looking for", async () => {
    const p = await higherAndCompleted(tag());
    const both = await project(tag());
    const higherCompleted = await milestone(both, { description: "Higher and completed", lookingFor: HIGHER, status: COMPLETED });
    await milestone(both, { description: "Neither", lookingFor: CORE, status: AGREED });
    const criteria = { milestone_looking_for: [HIGHER], status: { milestone_status: [COMPLETED] } };

    const or = await marks(editor, { ...criteria, andOr: "OR" });
    expect(or.get(p.id)).toEqual([p.higher, p.completed]);
    expect(or.get(both)).toEqual([higherCompleted]);
    const and = await marks(editor, { ...criteria, andOr: "AND" });
    // listed (one milestone is Higher, another Completed), but no one milestone is both
    expect(and.get(p.id)).toEqual([]);
    expect(and.get(both)).toEqual([higherCompleted]);

    // the project's own status narrows the projects and marks nothing itself
    const agreed = await project(tag(), { status: AGREED });
    const agreedHigher = await milestone(agreed, { description: "Agreed and higher", lookingFor: HIGHER });
    const withStatus = await marks(editor, { andOr: "AND", milestone_looking_for: [HIGHER], status: { project_status: [AGREED] } });
    expect(withStatus.get(agreed)).toEqual([agreedHigher]);
    expect(withStatus.has(p.id)).toBe(false);
    expect((await marks(editor, { andOr: "OR", status: { project_status: [AGREED] } })).get(agreed)).toEqual([]);
  });

  it("include those whose description has a word of the text, case- and accent-insensitively", async () => {
    const name = tag();
    const id = await project(name, { long: `About capnography ${name}` });
    const audit = await milestone(id, { description: `Évaluation of the ${name}audit`, start: "2026-02-01" });
    await milestone(id, { description: "Teaching days", start: "2026-03-01" });
    const higher = await milestone(id, { description: "Recruitment", lookingFor: HIGHER, start: "2026-04-01" });

    expect((await marks(editor, { text: `EVALUATION ${name}AUDIT` })).get(id)).toEqual([audit]);
    // one word in the milestone, the other in the project: the project matched the text, the milestone has a word of it
    expect((await marks(editor, { text: `capnography ${name}audit` })).get(id)).toEqual([audit]);
    // with AND, the milestone status and looking for decide; with OR, the text marks too
    expect((await marks(editor, { andOr: "AND", text: `${name}audit`, milestone_looking_for: [HIGHER] })).get(id)).toEqual([higher]);
    expect((await marks(editor, { andOr: "OR", text: `${name}audit`, milestone_looking_for: [HIGHER] })).get(id)).toEqual([audit, higher]);
    // a word of a text the project did not match marks nothing, even when it is listed for another criterion
    expect((await marks(editor, { andOr: "OR", text: `${name}audit nowhereatall`, milestone_looking_for: [HIGHER] })).get(id)).toEqual([higher]);
  });

  it("are none for a project matched only by its own fields, or a search without milestone criteria", async () => {
    const name = tag();
    const eml = await emlDomain();
    const id = await project(name, { long: `Only the project says ${name}`, domains: [eml] });
    const onMilestone = await milestone(id, { description: "Has the domain itself", domains: [eml] });
    await milestone(id, { description: "Has nothing", lookingFor: HIGHER });

    expect((await marks(editor, { text: name })).get(id)).toEqual([]);
    expect((await marks(editor, { domains: { eml: [eml] } })).get(id)).toEqual([onMilestone]);
    const noMilestoneCriteria = await marks(editor, { status: { project_status: [PROPOSED] } });
    expect(noMilestoneCriteria.get(id)).toEqual([]);
    expect([...(await marks(editor, {})).values()].every((matched) => matched.length === 0)).toBe(true);
  });

  it("are the same for a quick-access visitor, who still sees only their organisation's projects", async () => {
    const name = tag();
    const ours = await higherAndCompleted(name);
    const theirs = await project(`${name}b`, { leadEmail: `outsider-${name}@elsewhere.example` });
    await milestone(theirs, { description: `Elsewhere ${name}`, lookingFor: HIGHER });

    const seen = await marks(visitor, { milestone_looking_for: [HIGHER] });
    expect(seen.get(ours.id)).toEqual([ours.higher]);
    expect(seen.has(theirs)).toBe(false);
    expect((await marks(editor, { milestone_looking_for: [HIGHER] })).has(theirs)).toBe(true);
    expect((await marks(visitor, { text: name })).has(theirs)).toBe(false);
  });

  it("leave bad criteria refused with 422", async () => {
    const res = await editor.post(PATH, { andOr: "XOR", milestone_looking_for: ["x"], status: { milestone_status: [0] } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["andOr", "milestone_looking_for.0", "status.milestone_status.0"]);
  });
});
