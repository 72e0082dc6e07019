import { describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password-hash";
import { DEMO, DEMO_PASSWORD, db, setUpAuthSuite } from "../kit";
import { SoftPasskey } from "../soft-passkey";
import { adminClient, configureProvider, HOSPITAL, newClient, organisationId, removeProviders, ssoSignIn, providerForThisFile } from "./sso-kit";

// "Sign-in only through the provider" for an organisation's domains: the password, the emailed
// code (accounts and quick access) and the passkey are refused, with a message saying how to
// sign in; an administrator at that domain is exempt, so a broken provider locks nobody out.

const suite = setUpAuthSuite();
const provider = providerForThisFile([{ sub: "priya", email: DEMO.lead, email_verified: true }]);
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

    // The provider signs the lead in.
    const sso = newClient();
    expect((await ssoSignIn(sso, providerId, "priya")).status).toBe(200);
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
