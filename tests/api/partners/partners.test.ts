import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { Partner } from "@/lib/organisations/partner-schemas";
import type { Project } from "@/lib/projects/types";
import type { ApiClient } from "../../helpers/api-client";
import { freshDemo } from "../projects/fixtures";
import { quickAccess } from "../projects/sessions";
import { clientAt, levelsBelow, signInBelow } from "../messages/level-clients";

let admin: ApiClient;
const HOSPITAL = "Example Teaching Hospital";

beforeAll(async () => {
  await freshDemo();
  admin = await clientAt("admin");
  await signInBelow(9);
}, 180_000);

async function partner(name: string): Promise<Partner> {
  const res = await admin.get<{ partners: Partner[] }>("/api/partners/");
  const found = res.body.partners.find((p) => p.name === name);
  if (!found) throw new Error(`no partner ${name}`);
  return found;
}

describe("GET /api/partners/", () => {
  it.each(levelsBelow(9))("refuses %s with 403", async (level) => {
    const res = await (await clientAt(level)).get("/api/partners/");
    expect(res.status).toBe(403);
  });

  it("lists organisations with domains, people by email domain and the projects their visitors see", async () => {
    const res = await admin.get<{ partners: Partner[] }>("/api/partners/");
    expect(res.status).toBe(200);
    expect(res.body.partners.map((p) => p.name)).toEqual([HOSPITAL, "Northern School of Anaesthesia"]);
    const hospital = await partner(HOSPITAL);
    expect(hospital.domains).toEqual(["example-hospital.org"]);
    const people = await db.person.count({ where: { email: { endsWith: "@example-hospital.org" } } });
    expect(hospital.people).toBe(people);
    // the count is exactly the list a quick-access visitor from the hospital gets
    const visitor = await quickAccess(HOSPITAL);
    const seen = await visitor.get<{ projects: Project[] }>("/api/existing_projects/all/");
    expect(hospital.projects).toBe(seen.body.projects.length);
    expect(hospital.projects).toBeGreaterThan(0);
    expect(hospital.activeShareLinks).toBe(0);
  });

  it("counts a new domain's people and projects at once", async () => {
    const before = await partner("Northern School of Anaesthesia");
    const org = await db.organisation.findUniqueOrThrow({ where: { name: "Northern School of Anaesthesia" } });
    await db.organisationDomain.create({ data: { domain: "westfield-trust.example", organisationId: org.id } });
    const after = await partner("Northern School of Anaesthesia");
    expect(after.domains).toEqual(["northern-school.example", "westfield-trust.example"]);
    expect(after.people).toBe(before.people + 2);
    expect(after.projects).toBeGreaterThanOrEqual(before.projects);
  });
});

describe("POST /api/partners/preview/", () => {
  it.each(levelsBelow(9))("refuses %s with 403", async (level) => {
    const org = await db.organisation.findUniqueOrThrow({ where: { name: HOSPITAL } });
    const res = await (await clientAt(level)).post("/api/partners/preview/", { organisationId: org.id });
    expect(res.status).toBe(403);
  });

  it("shows an admin the same read-only list a quick-access visitor gets", async () => {
    const org = await db.organisation.findUniqueOrThrow({ where: { name: HOSPITAL } });
    const res = await admin.post("/api/partners/preview/", { organisationId: org.id });
    expect(res.status).toBe(200);
    expect(res.body.organisation).toEqual({ id: org.id, name: HOSPITAL });
    const visitor = await quickAccess(HOSPITAL);
    const seen = await visitor.get<{ projects: Project[] }>("/api/existing_projects/all/");
    expect(res.body.projects).toEqual(seen.body.projects);
  });

  it("answers 404 for an organisation that does not exist and 422 without an id", async () => {
    expect((await admin.post("/api/partners/preview/", { organisationId: 999999 })).status).toBe(404);
    expect((await admin.post("/api/partners/preview/", {})).status).toBe(422);
  });
});
