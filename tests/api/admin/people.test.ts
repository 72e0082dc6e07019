import { describe, expect, it } from "vitest";
import { asAdmin, BELOW_ADMIN, clientBelowAdmin, db, expectRefused, lastActivity, SLOW, prepareAdminSuite } from "./kit";

prepareAdminSuite();

const PATH = "/api/admin/people/";

async function personId(email: string): Promise<number> {
  return (await db.person.findFirstOrThrow({ where: { email } })).id;
}

describe("GET /api/admin/people/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s", async (who) => {
    expectRefused(await (await clientBelowAdmin(who)).get(PATH));
  });

  it("searches names and emails ignoring accents and case, with what each person is on", async () => {
    const res = await (await asAdmin()).get(`${PATH}?q=siobhan`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [kelly] = res.body.people;
    expect(kelly).toMatchObject({ firstName: "Siobhán", lastName: "Kelly", email: "s.kelly@example-hospital.org" });
    expect(kelly.projects).toBe(await db.projectPerson.count({ where: { personId: kelly.id } }));
    const member = (await (await asAdmin()).get(`${PATH}?q=okafor`)).body.people[0];
    expect(member.accounts).toEqual(["member"]);
  });

  it("pages through everyone, 50 at a time", async () => {
    const res = await (await asAdmin()).get(`${PATH}?page=1`);
    expect(res.body).toMatchObject({ page: 1, pageSize: 50, total: await db.person.count() });
  });
});

describe("POST /api/admin/people/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s and changes nothing", async (who) => {
    const id = await personId("s.kelly@example-hospital.org");
    const client = await clientBelowAdmin(who);
    expectRefused(await client.post(PATH, { action: "update", id, first_name: "X", last_name: "Y", email: "x@y.org" }));
    const other = await personId("j.whitfield@example-hospital.org");
    expectRefused(await client.post(PATH, { action: "merge", keepId: id, removeId: other }));
    expect(await db.person.findUnique({ where: { id: other } })).not.toBeNull();
    expect((await db.person.findUniqueOrThrow({ where: { id } })).firstName).toBe("Siobhán");
  });

  it("corrects a person and refreshes the search text of their projects", async () => {
    const id = await personId("j.whitfield@example-hospital.org");
    const res = await (await asAdmin()).post(PATH, { action: "update", id, first_name: "Jim", last_name: "Whitfield-Smythe", email: "J.Whitfield@example-hospital.org" });
    expect(res.status).toBe(200);
    const { projectId } = await db.projectPerson.findFirstOrThrow({ where: { personId: id } });
    expect((await db.project.findUniqueOrThrow({ where: { id: projectId } })).searchText).toContain("whitfield-smythe");
    expect(await lastActivity()).toMatchObject({
      action: "person.update",
      before: { firstName: "James", lastName: "Whitfield" },
      after: { firstName: "Jim", lastName: "Whitfield-Smythe" },
    });
  });

  it("answers field errors with the people dialog's rules", async () => {
    const id = await personId("s.kelly@example-hospital.org");
    const res = await (await asAdmin()).post(PATH, { action: "update", id, first_name: "", last_name: "Kelly", email: "a.bello@example-hospital.org" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["first_name"]);
    const taken = await (await asAdmin()).post(PATH, { action: "update", id, first_name: "S", last_name: "Kelly", email: "a.bello@example-hospital.org" });
    expect(taken.body.errors).toEqual({ email: ["This email address is already used by another person"] });
  });

  it("merges a duplicate: roles and accounts move, shared projects keep the lower role id, the duplicate is gone", async () => {
    const keep = await personId("a.bello@example-hospital.org");
    const duplicate = await db.person.create({ data: { firstName: "Aisha", lastName: "Bello", email: "aisha.bello@elsewhere.example" } });
    const shared = await db.projectPerson.findFirstOrThrow({ where: { personId: keep } });
    const other = await db.project.findFirstOrThrow({ where: { people: { none: { personId: keep } } } });
    // On the shared project the duplicate is the lead (role 1), so role 1 must survive.
    await db.projectPerson.create({ data: { projectId: shared.projectId, personId: duplicate.id, roleId: 1 } });
    await db.projectPerson.create({ data: { projectId: other.id, personId: duplicate.id, roleId: 3 } });
    const account = await db.account.update({ where: { username: "lead" }, data: { personId: duplicate.id } });

    const res = await (await asAdmin()).post(PATH, { action: "merge", keepId: keep, removeId: duplicate.id });
    expect(res.status).toBe(200);
    expect(await db.person.findUnique({ where: { id: duplicate.id } })).toBeNull();
    expect(await db.projectPerson.findUniqueOrThrow({ where: { projectId_personId: { projectId: shared.projectId, personId: keep } } })).toMatchObject({ roleId: 1 });
    expect(await db.projectPerson.findUniqueOrThrow({ where: { projectId_personId: { projectId: other.id, personId: keep } } })).toMatchObject({ roleId: 3 });
    expect((await db.account.findUniqueOrThrow({ where: { id: account.id } })).personId).toBe(keep);
    expect((await db.project.findUniqueOrThrow({ where: { id: other.id } })).searchText).toContain("aisha bello");
    const log = await lastActivity();
    expect(log).toMatchObject({ action: "person.merge", entityId: keep, after: { accountsMoved: 1 } });
    expect(log.summary).toContain("aisha.bello@elsewhere.example");
  });

  it("refuses to merge a person into themselves", async () => {
    const id = await personId("a.bello@example-hospital.org");
    const res = await (await asAdmin()).post(PATH, { action: "merge", keepId: id, removeId: id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ removeId: ["Please choose two different people"] });
  });
});
