import { describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password-hash";
import { DEMO, DEMO_PASSWORD, db, setUpAuthSuite } from "../kit";
import { LEVEL } from "@/lib/levels";
import { signInDirectly } from "../../../helpers/sign-in";
import { SoftPasskey } from "../soft-passkey";
import { adminClient, configureProvider, HOSPITAL, newClient, organisationId, removeProviders, ssoSignIn, ssoSignInConfirming, providerForThisFile } from "./sso-kit";

// "Sign-in only through the provider" for an organisation's domains: the password, the emailed
// code (accounts and quick access) and the passkey are refused, with a message saying how to
// sign in; an administrator at that domain is exempt, so a broken provider locks nobody out.

const suite = setUpAuthSuite();
const provider = providerForThisFile([
  { sub: "priya", email: DEMO.lead, email_verified: true },
  { sub: "tom", email: DEMO.member, email_verified: true },
]);
const HOSPITAL_ADMIN = "it.admin@example-hospital.org";
const MESSAGE = 'Accounts at example-hospital.org sign in through Example Teaching Hospital. Please use the "Sign in with Example Teaching Hospital" button.';

// Codes that could sign someone in: a code for an account or an organisation's visitor. (Where
// an address gets a notice instead, an unusable row is written for the same work: it has neither.)
const codesFor = (email: string) =>
  db.verification.count({ where: { purpose: "login", email, OR: [{ accountId: { not: null } }, { organisationId: { not: null } }] } });

describe("sign-in only through the provider", () => {
  it("refuses the password, the emailed code and the passkey for the domain's accounts and visitors, not for its admin", async () => {
    await removeProviders();
    await db.account.upsert({
      where: { username: "hospital-admin" },
      create: { username: "hospital-admin", email: HOSPITAL_ADMIN, emailVerified: 2, level: 9, passwordHash: await hashPassword(DEMO_PASSWORD) },
      update: {},
    });
    // A passkey the lead had before the organisation made the switch.
    const lead = newClient();
    await lead.login("lead", DEMO_PASSWORD);
    const passkey = new SoftPasskey();
    const options = (await lead.get("/api/auth/get_passkey_options/")).body;
    expect((await lead.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(options) })).body.data).toBe("success");

    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL, { onlyThroughProvider: true });

    // The password: right → refused with the way to sign in; wrong → the usual failure.
    const right = await newClient().post("/api/login/", { username: "lead", password: DEMO_PASSWORD });
    expect(right.status).toBe(422);
    expect(right.body).toEqual({ errorMessage: MESSAGE, signInWith: { id: providerId, name: HOSPITAL } });
    const wrong = await newClient().post("/api/login/", { username: "lead", password: "not-the-password" });
    expect(wrong.status).toBe(401);

    // The emailed code: the same answer, and no usable code is made (for an account or a visitor):
    // the mail says to sign in through the provider.
    const before = await codesFor(DEMO.lead);
    expect((await newClient().post("/api/auth/email_domain_login/", { email: DEMO.lead })).body).toEqual({ response: "sent" });
    expect(await codesFor(DEMO.lead)).toBe(before);
    expect((await newClient().post("/api/auth/email_domain_login/", { email: "visitor@example-hospital.org" })).status).toBe(200);
    expect(await codesFor("visitor@example-hospital.org")).toBe(0);

    // The passkey registered before: refused.
    const viaPasskey = newClient();
    const auth = (await viaPasskey.get("/api/auth/get_authentication_options/")).body;
    const passkeyAnswer = await viaPasskey.post("/api/auth/login_with_passkey/", passkey.authenticate(auth));
    expect(passkeyAnswer.status).toBe(422);
    expect(passkeyAnswer.body.errorMessage).toBe(MESSAGE);
    expect((await viaPasskey.get("/api/usercheck/")).body.userLevel).toBe(0);

    // The provider signs the lead in (the lead has a passkey: the first link is confirmed with the password).
    const sso = newClient();
    expect((await ssoSignInConfirming(sso, providerId, "priya", DEMO_PASSWORD)).status).toBe(200);
    expect((await sso.get("/api/usercheck/")).body.userName).toBe("lead");

    // The organisation's administrator keeps the password and the code.
    const admin = newClient();
    expect((await admin.post("/api/login/", { username: "hospital-admin", password: DEMO_PASSWORD })).status).toBe(200);
    expect((await admin.get("/api/usercheck/")).body.userLevel).toBe(9);
    expect((await newClient().post("/api/auth/email_domain_login/", { email: HOSPITAL_ADMIN })).status).toBe(200);
    expect(await codesFor(HOSPITAL_ADMIN)).toBe(1);

    // Switched off again: the password works as before.
    await (await adminClient()).post("/api/admin/identity_providers/", { action: "disable", organisationId: await organisationId(HOSPITAL) });
    expect((await newClient().post("/api/login/", { username: "lead", password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("codes mailed before the switch (an account's, a visitor's) are refused at their use", async () => {
    await removeProviders();
    const member = newClient();
    const { mail: memberMail } = await suite.smtp().nextMailTo(DEMO.member, () => member.post("/api/auth/email_domain_login/", { email: DEMO.member }));
    const visitor = newClient();
    const visitorAddress = "early.visitor@example-hospital.org";
    const { mail: visitorMail } = await suite.smtp().nextMailTo(visitorAddress, () => visitor.post("/api/auth/email_domain_login/", { email: visitorAddress }));
    await configureProvider(await adminClient(), provider(), HOSPITAL, { onlyThroughProvider: true });
    for (const [client, code] of [[member, memberMail.code!], [visitor, visitorMail.code!]] as const) {
      const res = await client.post("/api/auth/confirm_email_login/", { code });
      expect(res.status).toBe(422);
      expect(res.body.errorMessage).toMatch(/sign in through Example Teaching Hospital/);
      expect((await client.get("/api/usercheck/")).body.userLevel).toBe(0);
    }
  });
});

describe("turning sign-in only through the provider on ends the sessions made another way", () => {
  const whoIs = async (client: ReturnType<typeof newClient>) => (await client.get("/api/usercheck/")).body as { userLevel: number; userName?: string };

  async function world() {
    await removeProviders();
    await db.account.upsert({
      where: { username: "hospital-admin" },
      create: { username: "hospital-admin", email: HOSPITAL_ADMIN, emailVerified: 2, level: 9, passwordHash: await hashPassword(DEMO_PASSWORD) },
      update: {},
    });
    const orgId = await organisationId(HOSPITAL);
    const lead = await db.account.findUniqueOrThrow({ where: { username: "lead" }, select: { id: true, level: true } });
    // Made before the switch: the lead's password session and a code-made one (as the emailed
    // code, link and passkey make them: no provider), a visitor's code session at the domain,
    // the domain's administrator, and an account at another domain (the editor).
    const byPassword = newClient();
    await byPassword.login("lead", DEMO_PASSWORD);
    const byCode = await signInDirectly(newClient(), { accountId: lead.id, level: lead.level, kind: "account", method: "email_code" });
    const visitor = await signInDirectly(newClient(), { organisationId: orgId, email: "early.visitor@example-hospital.org", level: LEVEL.quickAccess, kind: "quickAccess", method: "email_code" });
    const hospitalAdmin = newClient();
    await hospitalAdmin.login("hospital-admin", DEMO_PASSWORD);
    const editor = newClient();
    await editor.login("editor", DEMO_PASSWORD);
    for (const c of [byPassword, byCode, visitor, hospitalAdmin, editor]) expect((await whoIs(c)).userLevel).toBeGreaterThan(0);
    return { orgId, byPassword, byCode, visitor, hospitalAdmin, editor };
  }

  it("saving the rule on: the domain's password, code and visitor sessions are refused on their next call; the provider's, the admin's and another domain's hold", async () => {
    const w = await world();
    const admin = await adminClient();
    const providerId = await configureProvider(admin, provider(), HOSPITAL);
    const viaProvider = newClient();
    expect((await ssoSignIn(viaProvider, providerId, "tom")).status).toBe(200);
    expect((await whoIs(viaProvider)).userName).toBe("member");

    await configureProvider(admin, provider(), HOSPITAL, { onlyThroughProvider: true });

    for (const c of [w.byPassword, w.byCode, w.visitor]) {
      expect((await whoIs(c)).userLevel).toBe(0);
      expect((await c.get("/api/profile/")).status).toBeGreaterThanOrEqual(400);
    }
    // Refused for good, not only until the next call: the same cookie stays signed out.
    expect((await whoIs(w.byPassword)).userLevel).toBe(0);
    expect((await whoIs(viaProvider)).userName).toBe("member");
    expect((await whoIs(w.hospitalAdmin)).userLevel).toBe(9);
    expect((await whoIs(w.editor)).userLevel).toBe(6);
    expect(await db.activityLog.count({ where: { action: "organisation.sso_change", summary: { contains: "3 sessions not made through it ended" } } })).toBe(1);
  });

  it("the rule saved while the provider is off takes effect, with the same ending, when it is switched on", async () => {
    const w = await world();
    const admin = await adminClient();
    await configureProvider(admin, provider(), HOSPITAL, { onlyThroughProvider: true, enabled: false });
    // Off: the rule does not apply yet, the sessions hold.
    expect((await whoIs(w.byPassword)).userLevel).toBe(3);
    const on = await admin.post("/api/admin/identity_providers/", { action: "enable", organisationId: w.orgId });
    expect(on.status).toBe(200);
    for (const c of [w.byPassword, w.byCode, w.visitor]) expect((await whoIs(c)).userLevel).toBe(0);
    expect((await whoIs(w.hospitalAdmin)).userLevel).toBe(9);
    expect((await whoIs(w.editor)).userLevel).toBe(6);
  });

  it("calls racing the switch: none of the lead's parallel calls after it is on is served signed in", async () => {
    const w = await world();
    const admin = await adminClient();
    await configureProvider(admin, provider(), HOSPITAL);
    const racing = Array.from({ length: 10 }, () => w.byPassword.get("/api/usercheck/"));
    await configureProvider(admin, provider(), HOSPITAL, { onlyThroughProvider: true });
    await Promise.all(racing);
    const after = await Promise.all(Array.from({ length: 10 }, () => w.byPassword.get("/api/usercheck/")));
    expect(after.map((r) => r.body.userLevel)).toEqual(Array(10).fill(0));
    expect(await db.session.count({ where: { account: { username: "lead" }, revokedAt: null, identityProviderId: null } })).toBe(0);
  });
});
