import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";
import { freshDemo } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

const PATH = "/api/get_all_project_domains/";
let member: ApiClient;

beforeAll(async () => {
  await freshDemo();
  member = await signedIn("member");
  // a retired entry of each kind must not be offered
  await db.domain.update({ where: { id: (await db.domain.findFirstOrThrow({ where: { taxonomy: "eml" } })).id }, data: { retired: true } });
  await db.status.create({ data: { id: 50, description: "Retired status", retired: true } });
});

describe("POST /api/get_all_project_domains/", () => {
  it("answers one taxonomy's domains in the admins' order, without retired ones", async () => {
    for (const taxonomy of ["eml", "rcoa"] as const) {
      const res = await member.post(PATH, { id: taxonomy });
      expect(res.status).toBe(200);
      const expected = await db.domain.findMany({
        where: { taxonomy, retired: false },
        orderBy: [{ sortOrder: "asc" }, { description: "asc" }],
        select: { id: true, description: true },
      });
      expect(res.body).toEqual({ domains: expected });
    }
    expect((await member.post(PATH, { id: "rcoa" })).body.domains).toHaveLength(14);
  });

  it("answers every reference list with get_status", async () => {
    const res = await member.post(PATH, { get_status: true });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["eml", "milestone", "milestoneLookingFor", "project", "rcoa"]);
    const statuses = [
      { id: 1, description: "Proposed" },
      { id: 2, description: "Agreed" },
      { id: 998, description: "Abandoned" },
      { id: 999, description: "Completed" },
    ];
    expect(res.body.project).toEqual(statuses);
    expect(res.body.milestone).toEqual(statuses);
    expect(res.body.milestoneLookingFor.map((l: { id: number }) => l.id)).toEqual([10, 20, 30, 99]);
    expect(res.body.eml).toEqual((await member.post(PATH, { id: "eml" })).body.domains);
  });

  it("serves quick-access visitors (level 2) too", async () => {
    const visitor = await quickAccess("Example Teaching Hospital");
    expect((await visitor.post(PATH, { get_status: true })).status).toBe(200);
  });

  it("answers 422 for an unknown list and 403 for anonymous visitors", async () => {
    expect((await member.post(PATH, { id: "other" })).status).toBe(422);
    expect((await member.post(PATH, {})).status).toBe(422);
    expect((await new ApiClient().post(PATH, { id: "eml" })).status).toBe(403);
  });
});
