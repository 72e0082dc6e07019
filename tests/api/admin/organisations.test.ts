import { describe, expect, it } from "vitest";
import { asAdmin, BELOW_ADMIN, clientBelowAdmin, db, expectRefused, lastActivity, newClient, SLOW, prepareAdminSuite } from "./kit";

prepareAdminSuite();

const PATH = "/api/admin/organisations/";

async function organisationId(name: string): Promise<number> {
  return (await db.organisation.findUniqueOrThrow({ where: { name } })).id;
}

describe("GET /api/admin/organisations/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s", async (who) => {
    expectRefused(await (await clientBelowAdmin(who)).get(PATH));
  });

  it("lists the organisations with their domains", async () => {
    const res = await (await asAdmin()).get(PATH);
    expect(res.status).toBe(200);
    expect(res.body.organisations.map((o: { name: string; domains: string[] }) => [o.name, o.domains])).toEqual([
      ["Example Teaching Hospital", ["example-hospital.org"]],
      ["Northern School of Anaesthesia", ["northern-school.example"]],
    ]);
  });
});

describe("POST /api/admin/organisations/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s and changes nothing", async (who) => {
    const client = await clientBelowAdmin(who);
    expectRefused(await client.post(PATH, { action: "create", name: "Intruders" }));
    const id = await organisationId("Example Teaching Hospital");
    expectRefused(await client.post(PATH, { action: "add_domain", id, domain: "evil.example" }));
    expect(await db.organisation.count()).toBe(2);
    expect(await db.organisationDomain.findUnique({ where: { domain: "evil.example" } })).toBeNull();
  });

  it("adds, renames and deletes an organisation, logging each change", async () => {
    const admin = await asAdmin();
    const created = await admin.post(PATH, { action: "create", name: "  Coastal Health  " });
    expect(created.status).toBe(200);
    expect(await lastActivity()).toMatchObject({ action: "organisation.create", entityId: created.body.id, after: { name: "Coastal Health" } });
    expect((await admin.post(PATH, { action: "rename", id: created.body.id, name: "Coastal Health Board" })).status).toBe(200);
    expect(await lastActivity()).toMatchObject({ before: { name: "Coastal Health" }, after: { name: "Coastal Health Board" } });
    await admin.post(PATH, { action: "add_domain", id: created.body.id, domain: "coastal-health.example" });
    expect((await admin.post(PATH, { action: "delete", id: created.body.id })).status).toBe(200);
    expect(await db.organisation.findUnique({ where: { id: created.body.id } })).toBeNull();
    expect(await db.organisationDomain.findUnique({ where: { domain: "coastal-health.example" } })).toBeNull();
    expect(await lastActivity()).toMatchObject({
      action: "organisation.delete",
      before: { name: "Coastal Health Board", domains: ["coastal-health.example"] },
    });
  });

  it("refuses a second organisation with the same name in any case", async () => {
    const res = await (await asAdmin()).post(PATH, { action: "create", name: "example teaching HOSPITAL" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ["An organisation with this name already exists"] });
  });

  it("stores a domain lower-cased without a leading @", async () => {
    const admin = await asAdmin();
    const id = await organisationId("Northern School of Anaesthesia");
    expect((await admin.post(PATH, { action: "add_domain", id, domain: " @Trainees.Northern-School.EXAMPLE " })).status).toBe(200);
    expect(await db.organisationDomain.findUnique({ where: { domain: "trainees.northern-school.example" } })).toMatchObject({ organisationId: id });
    expect(await lastActivity()).toMatchObject({
      action: "organisation.add_domain",
      after: { domains: ["northern-school.example", "trainees.northern-school.example"] },
    });
  });

  it.each(["localhost", "no spaces.org", "-bad.org", "bad-.org", "under_score.org", "a..b.org", "x.123", "http://site.org", ""])(
    "refuses the malformed domain %j with a field message",
    async (domain) => {
      const id = await organisationId("Northern School of Anaesthesia");
      const res = await (await asAdmin()).post(PATH, { action: "add_domain", id, domain });
      expect(res.status).toBe(422);
      expect(res.body.errors.domain).toEqual(["Please enter a domain such as example.org (letters, digits, hyphens and dots)"]);
    },
  );

  it("refuses a domain that already belongs to an organisation, naming it", async () => {
    const id = await organisationId("Northern School of Anaesthesia");
    const res = await (await asAdmin()).post(PATH, { action: "add_domain", id, domain: "EXAMPLE-HOSPITAL.org" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ domain: ["This domain already belongs to Example Teaching Hospital"] });
    expect((await db.organisationDomain.findUniqueOrThrow({ where: { domain: "example-hospital.org" } })).organisationId).toBe(
      await organisationId("Example Teaching Hospital"),
    );
  });

  it("removes a domain, so its addresses no longer get quick access", async () => {
    const admin = await asAdmin();
    const id = await organisationId("Northern School of Anaesthesia");
    // The code box answers every address alike; what the domain decides is whether the code it
    // makes can be used (a visitor's code carries the organisation) or is a notice's dead row.
    const usableCodes = async (email: string) => {
      expect((await newClient().post("/api/auth/email_domain_login/", { email })).status).toBe(200);
      return db.verification.count({ where: { email, organisationId: { not: null } } });
    };
    expect(await usableCodes("before@trainees.northern-school.example")).toBe(1);
    expect((await admin.post(PATH, { action: "remove_domain", id, domain: "trainees.northern-school.example" })).status).toBe(200);
    expect(await usableCodes("after@trainees.northern-school.example")).toBe(0);
    expect(await db.verification.count({ where: { email: "after@trainees.northern-school.example" } })).toBe(1);
    expect((await admin.post(PATH, { action: "remove_domain", id, domain: "example-hospital.org" })).status).toBe(404);
  });
});
