import { describe, expect, it } from "vitest";
import { asAdmin, BELOW_ADMIN, clientBelowAdmin, db, expectRefused, lastActivity, SLOW, prepareAdminSuite } from "./kit";

prepareAdminSuite();

const PATH = "/api/admin/reference/";

type Item = { id: number; description: string; retired: boolean; projects: number; milestones: number };

async function list(name: string): Promise<Item[]> {
  return (await (await asAdmin()).get(PATH)).body.lists[name];
}

async function dialogStatuses(): Promise<string[]> {
  const res = await (await asAdmin()).post("/api/get_all_project_domains/", { get_status: true });
  return res.body.project.map((s: { description: string }) => s.description);
}

describe("GET /api/admin/reference/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s", async (who) => {
    expectRefused(await (await clientBelowAdmin(who)).get(PATH));
  });

  it("gives every list in order with how much each item is used", async () => {
    const res = await (await asAdmin()).get(PATH);
    expect(Object.keys(res.body.lists).sort()).toEqual(["eml", "lookingFor", "milestoneRole", "projectRole", "rcoa", "status"]);
    expect(res.body.lists.status.map((s: Item) => s.description)).toEqual(["Proposed", "Agreed", "Abandoned", "Completed"]);
    const proposed = res.body.lists.status[0];
    expect(proposed.projects).toBe(await db.project.count({ where: { statusId: 1 } }));
    expect(proposed.milestones).toBe(await db.milestone.count({ where: { statusId: 1 } }));
    expect(res.body.lists.rcoa).toHaveLength(14);
  });
});

describe("POST /api/admin/reference/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s and changes nothing", async (who) => {
    const client = await clientBelowAdmin(who);
    expectRefused(await client.post(PATH, { list: "status", action: "add", description: "Sneaky" }));
    expectRefused(await client.post(PATH, { list: "status", action: "retire", id: 1 }));
    expect(await db.status.findFirst({ where: { description: "Sneaky" } })).toBeNull();
    expect((await db.status.findUniqueOrThrow({ where: { id: 1 } })).retired).toBe(false);
  });

  it("adds a status at the end with the next free id below the reserved ones", async () => {
    const res = await (await asAdmin()).post(PATH, { list: "status", action: "add", description: "On hold" });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(3);
    expect((await list("status")).map((s) => s.description)).toEqual(["Proposed", "Agreed", "Abandoned", "Completed", "On hold"]);
    expect(await dialogStatuses()).toContain("On hold");
    expect(await lastActivity()).toMatchObject({ action: "status.create", entityId: 3, after: { description: "On hold" } });
  });

  it("adds to each of the other lists", async () => {
    const admin = await asAdmin();
    for (const name of ["eml", "rcoa", "lookingFor", "projectRole", "milestoneRole"]) {
      const res = await admin.post(PATH, { list: name, action: "add", description: `New ${name}` });
      expect(res.status, name).toBe(200);
      expect((await list(name)).at(-1)?.description).toBe(`New ${name}`);
    }
    expect((await db.lookingFor.findFirstOrThrow({ where: { description: "New lookingFor" } })).id).toBe(40);
  });

  it("refuses a description already in the list, ignoring case", async () => {
    const res = await (await asAdmin()).post(PATH, { list: "status", action: "add", description: "agreed" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ description: ["This list already has an item with that description"] });
  });

  it("renames and reorders", async () => {
    const admin = await asAdmin();
    expect((await admin.post(PATH, { list: "status", action: "rename", id: 3, description: "Paused" })).status).toBe(200);
    expect(await lastActivity()).toMatchObject({ before: { description: "On hold" }, after: { description: "Paused" } });
    await admin.post(PATH, { list: "status", action: "move", id: 3, direction: "up" });
    await admin.post(PATH, { list: "status", action: "move", id: 3, direction: "up" });
    expect((await list("status")).map((s) => s.description)).toEqual(["Proposed", "Agreed", "Paused", "Abandoned", "Completed"]);
    expect(await dialogStatuses()).toEqual(["Proposed", "Agreed", "Paused", "Abandoned", "Completed"]);
  });

  it("refuses to delete an item in use and says why; retiring it hides it from the dialogs", async () => {
    const admin = await asAdmin();
    const agreed = (await list("status")).find((s) => s.description === "Agreed")!;
    const res = await admin.post(PATH, { list: "status", action: "delete", id: agreed.id });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(
      `This status is used by ${agreed.projects} projects and ${agreed.milestones} milestones; retire it instead.`,
    );
    expect(await db.status.findUnique({ where: { id: agreed.id } })).not.toBeNull();
    expect((await admin.post(PATH, { list: "status", action: "retire", id: agreed.id })).status).toBe(200);
    expect(await dialogStatuses()).not.toContain("Agreed");
    expect(await db.project.count({ where: { statusId: agreed.id } })).toBe(agreed.projects);
    expect((await admin.post(PATH, { list: "status", action: "unretire", id: agreed.id })).status).toBe(200);
    expect(await dialogStatuses()).toContain("Agreed");
  });

  it("deletes an item nothing uses", async () => {
    const admin = await asAdmin();
    expect((await admin.post(PATH, { list: "status", action: "delete", id: 3 })).status).toBe(200);
    expect(await db.status.findUnique({ where: { id: 3 } })).toBeNull();
    expect(await lastActivity()).toMatchObject({ action: "status.delete", before: { description: "Paused" } });
  });

  it("keeps the Lead role: it can be neither retired nor deleted", async () => {
    const admin = await asAdmin();
    for (const action of ["retire", "delete"]) {
      const res = await admin.post(PATH, { list: "projectRole", action, id: 1 });
      expect(res.status).toBe(409);
      expect(res.body.errorMessage).toMatch(/Lead role/);
    }
  });

  it("answers 404 for an id that is not in that list", async () => {
    const res = await (await asAdmin()).post(PATH, { list: "rcoa", action: "rename", id: 20, description: "Somewhere else" });
    expect(res.status).toBe(404);
  });
});
