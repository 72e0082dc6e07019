import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../helpers/api-client";
import { freshDemo } from "./fixtures";
import { quickAccess, signedIn } from "./sessions";

let member: ApiClient, visitor: ApiClient;

beforeAll(async () => {
  await freshDemo();
  member = await signedIn("member");
  visitor = await quickAccess("Example Teaching Hospital");
});

describe("POST /api/get_project_roles/", () => {
  const PATH = "/api/get_project_roles/";

  it("answers the project roles, role 1 being Lead", async () => {
    const res = await member.post(PATH, { id: 1 });
    expect(res.status).toBe(200);
    expect(res.body.roles[0]).toEqual({ id: 1, description: "Lead" });
    expect(res.body.roles.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses anonymous and quick-access visitors", async () => {
    expect((await new ApiClient().post(PATH, { id: 1 })).status).toBe(403);
    expect((await visitor.post(PATH, { id: 1 })).status).toBe(403);
  });
});
