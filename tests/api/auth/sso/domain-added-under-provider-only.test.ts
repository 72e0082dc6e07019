import { describe, expect, it } from "vitest";
import { signInDirectly } from "../../../helpers/sign-in";
import { DEMO_PASSWORD, db, setUpAuthSuite } from "../kit";
import { adminClient, configureProvider, HOSPITAL, newClient, organisationId, providerForThisFile, removeProviders, ssoSignIn } from "./sso-kit";

// Attack: an organisation has "sign-in only through the provider" on; its admin then
// adds another email domain to it. Sessions made before at the new domain by password, code or
// passkey would have gone on for weeks, though those addresses may now sign in only through the
// provider. Adding the domain ends them in the same transaction, by the rule of the switch
// itself: the domain's administrators and the sessions made through the provider hold, and so
// does every other domain's.

setUpAuthSuite();
const NEW_DOMAIN = "wards.example-hospital.net";
const NURSE = `nurse@${NEW_DOMAIN}`;
const WARD_ADMIN = `ward.admin@${NEW_DOMAIN}`;
const provider = providerForThisFile([{ sub: "nurse", email: NURSE, email_verified: true }]);

const levelOf = async (client: ReturnType<typeof newClient>) => (await client.get("/api/usercheck/")).body.userLevel as number;

/** One account at the new domain: the demo lead's password (its hash, so no hashing here). */
async function accountAt(username: string, email: string, level: number): Promise<{ id: number; level: number }> {
  const { passwordHash } = await db.account.findUniqueOrThrow({ where: { username: "lead" }, select: { passwordHash: true } });
  await db.session.deleteMany({ where: { account: { username } } });
  return db.account.upsert({
    where: { username },
    create: { username, email, emailVerified: 2, level, passwordHash },
    update: { email, level, disabled: false },
    select: { id: true, level: true },
  });
}

/**
 * The hospital's provider on with the rule; the new domain nobody's yet, with a nurse (level 3)
 * and an administrator there signed in by password, the nurse also by a code, and through the
 * provider (an identity linked before); the editor signed in at another domain.
 */
async function world() {
  await removeProviders();
  await db.organisationDomain.deleteMany({ where: { domain: NEW_DOMAIN } });
  const orgId = await organisationId(HOSPITAL);
  const admin = await adminClient();
  const providerId = await configureProvider(admin, provider(), HOSPITAL, { onlyThroughProvider: true });
  const nurse = await accountAt("ward-nurse", NURSE, 3);
  await accountAt("ward-admin", WARD_ADMIN, 9);
  await db.accountIdentity.create({ data: { accountId: nurse.id, providerId, issuer: provider().issuer, subject: "nurse", linkedBy: "email", email: NURSE } });

  const byPassword = newClient();
  await byPassword.login("ward-nurse", DEMO_PASSWORD);
  const byCode = await signInDirectly(newClient(), { accountId: nurse.id, level: nurse.level, kind: "account", method: "email_code" });
  const viaProvider = newClient();
  expect((await ssoSignIn(viaProvider, providerId, "nurse")).status).toBe(200);
  const wardAdmin = newClient();
  await wardAdmin.login("ward-admin", DEMO_PASSWORD);
  const editor = newClient();
  await editor.login("editor", DEMO_PASSWORD);
  for (const c of [byPassword, byCode, viaProvider]) expect(await levelOf(c)).toBe(3);
  expect(await levelOf(wardAdmin)).toBe(9);
  expect(await levelOf(editor)).toBe(6);
  return { orgId, admin, nurse, byPassword, byCode, viaProvider, wardAdmin, editor };
}

async function addDomain(w: Awaited<ReturnType<typeof world>>) {
  const res = await w.admin.post("/api/admin/organisations/", { action: "add_domain", id: w.orgId, domain: NEW_DOMAIN });
  expect(res.status, res.text).toBe(200);
}

describe("adding a domain to an organisation whose sign-in is only through its provider", () => {
  it("ends the new domain's password and code sessions at once; the provider's, its admin's and another domain's hold", async () => {
    const w = await world();
    await addDomain(w);

    for (const c of [w.byPassword, w.byCode]) {
      expect(await levelOf(c)).toBe(0);
      expect((await c.get("/api/profile/")).status).toBeGreaterThanOrEqual(400);
    }
    expect((await w.viaProvider.get("/api/usercheck/")).body).toMatchObject({ userLevel: 3, userName: "ward-nurse" });
    expect(await levelOf(w.wardAdmin)).toBe(9);
    expect(await levelOf(w.editor)).toBe(6);
    // The rule holds for the new domain from now on, at sign-in as for the sessions.
    const again = await newClient().post("/api/login/", { username: "ward-nurse", password: DEMO_PASSWORD });
    expect(again.status).toBe(422);
    expect(await db.activityLog.count({ where: { action: "organisation.add_domain", summary: { contains: `${NEW_DOMAIN} to ${HOSPITAL}; 2 sessions not made through its sign-in provider ended` } } })).toBe(1);
  });

  it("ten parallel calls of the nurse's password session after the domain is added are all signed out; the editor's ten are not", async () => {
    const w = await world();
    const racing = Array.from({ length: 10 }, () => w.byPassword.get("/api/usercheck/"));
    await addDomain(w);
    await Promise.all(racing);
    const [nurse, editor] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => w.byPassword.get("/api/usercheck/"))),
      Promise.all(Array.from({ length: 10 }, () => w.editor.get("/api/usercheck/"))),
    ]);
    expect(nurse.map((r) => r.body.userLevel)).toEqual(Array(10).fill(0));
    expect(editor.map((r) => r.body.userLevel)).toEqual(Array(10).fill(6));
    expect(await db.session.count({ where: { accountId: w.nurse.id, revokedAt: null, identityProviderId: null } })).toBe(0);
    expect(await db.session.count({ where: { accountId: w.nurse.id, revokedAt: null, identityProviderId: { not: null } } })).toBe(1);
  });
});
