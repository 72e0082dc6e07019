import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { projectSearchCondition } from "@/lib/projects/search-condition";
import { projectSearchSchema, type ProjectSearchInput } from "@/lib/projects/schemas";
import type { Project } from "@/lib/projects/types";
import { ApiClient } from "../../helpers/api-client";
import { freshDemo } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

const PATH = "/api/project_search/";
let admin: ApiClient, lead: ApiClient, everything: Project[];

const ids = (projects: Project[]) => projects.map((p) => p.id).sort((a, b) => a - b);
const search = async (api: ApiClient, body: ProjectSearchInput) => {
  const res = await api.post(PATH, body);
  expect(res.status).toBe(200);
  return ids(res.body.projects);
};
const where = (test: (p: Project) => boolean) => ids(everything.filter(test));
const hasDomain = (p: Project, id: number) =>
  [p, ...p.milestones].some((x) => [...x.domains.eml, ...x.domains.rcoa].some((d) => d.id === id));

beforeAll(async () => {
  await freshDemo();
  [admin, lead] = await Promise.all([signedIn("admin"), signedIn("lead")]);
  everything = (await admin.get("/api/existing_projects/all/")).body.projects;
});

describe("POST /api/project_search/", () => {
  it("returns everything when no criteria are given", async () => {
    expect(await search(admin, {})).toEqual(ids(everything));
    expect(await search(admin, { andOr: "AND", text: "  ", domains: { eml: [] }, status: {} })).toEqual(ids(everything));
  });

  it("matches text case- and accent-insensitively in descriptions", async () => {
    const plain = await search(admin, { text: "anaesthesia" });
    expect(plain.length).toBeGreaterThan(0);
    expect(plain).toEqual(where((p) => /anaesthesia/i.test([p.short_description, p.long_description, ...p.milestones.map((m) => m.description)].join(" "))));
    expect(await search(admin, { text: "ANAESTHÉSIA" })).toEqual(plain);
    expect(await search(admin, { text: "anaesthésia" })).toEqual(plain);
  });

  it("matches milestone descriptions and people's names", async () => {
    const milestone = everything.flatMap((p) => p.milestones).find((m) => m.description.length > 20)!;
    const phrase = milestone.description.slice(0, 20).toUpperCase();
    expect(await search(admin, { text: phrase })).toContain(milestone.project);
    const withSiobhan = where((p) => [...p.people, ...p.milestones.flatMap((m) => m.people)].some((x) => x.name === "Siobhán Kelly"));
    expect(withSiobhan.length).toBeGreaterThan(0);
    expect(await search(admin, { text: "siobhan kelly" })).toEqual(withSiobhan);
  });

  it("lets the text condition use the trigram index on search_text", async () => {
    const condition = projectSearchCondition(projectSearchSchema.parse({ text: "anaesthésia" }));
    const plan = await db.$transaction(async (tx) => {
      // the demo table is small enough that PostgreSQL would rather scan it; forbid that
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN SELECT p.id FROM project p WHERE ${condition}`;
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("project_search_text_trgm_idx");
  });

  it("takes % and _ literally", async () => {
    expect(await search(admin, { text: "%" })).toEqual([]);
    expect(await search(admin, { text: "_" })).toEqual([]);
  });

  it("answers an empty list when nothing matches", async () => {
    const res = await admin.post(PATH, { text: "no such project anywhere" });
    expect(res.body).toEqual({ projects: [] });
  });

  it("matches domains on the project or any of its milestones", async () => {
    const domain = everything.flatMap((p) => p.milestones).flatMap((m) => m.domains.eml)[0];
    expect(await search(admin, { domains: { eml: [domain.id] } })).toEqual(where((p) => hasDomain(p, domain.id)));
  });

  it("combines criteria with OR (any) and AND (all)", async () => {
    const domain = everything[0].domains.rcoa[0] ?? everything[0].domains.eml[0];
    const criteria = { domains: { rcoa: [domain.id], eml: [domain.id] }, status: { project_status: [999] }, milestone_looking_for: [10] };
    const inDomain = (p: Project) => hasDomain(p, domain.id);
    const completed = (p: Project) => p.status === 999;
    const lookingForCore = (p: Project) => p.milestones.some((m) => m.looking_for === 10);
    const or = await search(admin, { ...criteria, andOr: "OR" });
    const and = await search(admin, { ...criteria, andOr: "AND" });
    expect(or).toEqual(where((p) => inDomain(p) || completed(p) || lookingForCore(p)));
    expect(and).toEqual(where((p) => inDomain(p) && completed(p) && lookingForCore(p)));
    expect(or.length).toBeGreaterThan(and.length);

    const milestoneStatus = { status: { milestone_status: [998] }, text: "anaesthesia" };
    const abandonedMilestone = (p: Project) => p.milestones.some((m) => m.status === 998);
    const anaesthesia = new Set(await search(admin, { text: "anaesthesia" }));
    expect(await search(admin, { ...milestoneStatus, andOr: "AND" })).toEqual(where((p) => abandonedMilestone(p) && anaesthesia.has(p.id)));
    expect(await search(admin, { ...milestoneStatus, andOr: "OR" })).toEqual(where((p) => abandonedMilestone(p) || anaesthesia.has(p.id)));
  });

  it("searches the viewer's own projects when asked", async () => {
    const own = ids((await lead.get("/api/existing_projects/own/")).body.projects);
    expect(await search(lead, { scope: "own" })).toEqual(own);
  });

  it("keeps quick-access visitors (level 2) to their organisation's projects", async () => {
    const visitor = await quickAccess("Northern School of Anaesthesia");
    const visible = ids((await visitor.get("/api/existing_projects/all/")).body.projects);
    expect(visible.length).toBeLessThan(everything.length);
    expect(await search(visitor, {})).toEqual(visible);
    const outside = everything.find((p) => !visible.includes(p.id))!;
    expect(await search(admin, { text: outside.short_description })).toContain(outside.id);
    expect(await search(visitor, { text: outside.short_description })).not.toContain(outside.id);
  });

  it("answers 422 for malformed criteria and 403 for anonymous visitors", async () => {
    const bad = await admin.post(PATH, { andOr: "XOR", text: "x".repeat(201), domains: { eml: ["1"] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["andOr", "domains.eml.0", "text"]);
    expect((await new ApiClient().post(PATH, {})).status).toBe(403);
  });
});
