import { describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password-hash";
import { REAUTH_MESSAGES } from "@/lib/auth/reauth/schemas";
import { SSO_MESSAGES } from "@/lib/auth/sso/messages";
import { PENDING_LINK_LIFETIME_MS } from "@/lib/auth/sso/pending-link";
import { advanceClock, resetClock } from "@/lib/clock";
import { DEMO, DEMO_PASSWORD, db, disableTotp, enableTotp, setUpAuthSuite, startFreshTotpStep, totpCode } from "../kit";
import { signInDirectly } from "../../../helpers/sign-in";
import { SoftPasskey } from "../soft-passkey";
import { adminClient, configureProvider, HOSPITAL, newClient, removeProviders, ssoSignIn, startAndSignInAtProvider, providerForThisFile } from "./sso-kit";

// A provider's first sign-in that matches an existing account by its verified address must not
// take over an account that is worth more than the provider's word (docs/product.md#sign-in-through-an-organisation):
// an account of level 6 and up, or with TOTP or a passkey, is linked only after its owner proves
// it once with its password (or passkey) in the same browser; until then nothing is linked and
// nobody is signed in. A linked account with TOTP is still asked for it unless the organisation
// trusts its provider's MFA and the ID token's amr shows a second factor.

setUpAuthSuite();
const HOSPITAL_ADMIN = "it.admin@example-hospital.org";
const HOSPITAL_EDITOR = "it.editor@example-hospital.org";
const provider = providerForThisFile([
  { sub: "claims-hospital-admin", email: HOSPITAL_ADMIN, email_verified: true },
  { sub: "claims-hospital-editor", email: HOSPITAL_EDITOR, email_verified: true },
  { sub: "priya", email: DEMO.lead, email_verified: true, amr: ["pwd"] },
  { sub: "priya-otp", email: DEMO.lead, email_verified: true, amr: ["pwd", "otp"] },
  { sub: "tom", email: DEMO.member, email_verified: true },
  { sub: "claims-key-only", email: "key.only@example-hospital.org", email_verified: true },
]);

const whoIs = async (client: ReturnType<typeof newClient>) => (await client.get("/api/usercheck/")).body as { userLevel: number; userName?: string };
const identities = (email: string) => db.accountIdentity.count({ where: { account: { email } } });

async function privileged(username: string, email: string, level: number) {
  await db.account.upsert({
    where: { username },
    create: { username, email, emailVerified: 2, level, passwordHash: await hashPassword(DEMO_PASSWORD) },
    update: { level, disabled: false },
  });
}

describe("linking an account that must prove itself first", () => {
  it("an admin-level account with the matching address: not linked, not signed in, until its password is given in that browser", async () => {
    await removeProviders();
    await privileged("hospital-admin", HOSPITAL_ADMIN, 9);
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);

    // The attack as it was: the provider's word alone.
    const attacker = newClient();
    const landed = await ssoSignIn(attacker, providerId, "claims-hospital-admin");
    expect(landed.status, landed.text).toBe(200);
    expect(landed.body).toEqual({ response: "confirm_link", redirect: "/sso/confirm/", organisation: HOSPITAL });
    expect(await whoIs(attacker)).toMatchObject({ userLevel: 0 });
    expect(await identities(HOSPITAL_ADMIN)).toBe(0);
    expect(await db.activityLog.count({ where: { action: "account.sso_link" } })).toBe(0);
    // Signed-in-only calls stay refused.
    expect((await attacker.get("/api/admin/accounts/")).status).toBeGreaterThanOrEqual(400);
    expect((await attacker.get("/api/auth/sso/confirm_link/")).body).toEqual({ pending: true, organisation: HOSPITAL, password: true, passkey: false });

    // Wrong passwords: refused, counted, nothing linked; another browser has nothing to confirm.
    const wrong = await attacker.post("/api/auth/sso/confirm_link/", { password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errorMessage).toBe(REAUTH_MESSAGES.wrong);
    const elsewhere = await newClient().post("/api/auth/sso/confirm_link/", { password: DEMO_PASSWORD });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errorMessage).toBe(SSO_MESSAGES.confirmLinkExpired);
    expect(await identities(HOSPITAL_ADMIN)).toBe(0);
    expect(await whoIs(attacker)).toMatchObject({ userLevel: 0 });

    // The owner's password, five confirmations at once: one links and signs in, the rest find nothing.
    const owner = newClient();
    expect((await ssoSignIn(owner, providerId, "claims-hospital-admin")).body.response).toBe("confirm_link");
    const results = await Promise.all(Array.from({ length: 5 }, () => owner.post("/api/auth/sso/confirm_link/", { password: DEMO_PASSWORD })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.find((r) => r.status === 200)!.body).toMatchObject({ response: "success", userLevel: 9 });
    expect(await whoIs(owner)).toMatchObject({ userLevel: 9, userName: "hospital-admin" });
    expect(await identities(HOSPITAL_ADMIN)).toBe(1);
    expect(await db.activityLog.count({ where: { action: "account.sso_link", summary: { contains: "confirmed with its password" } } })).toBe(1);

    // Linked now: the identity signs in directly from then on.
    const later = newClient();
    expect((await ssoSignIn(later, providerId, "claims-hospital-admin")).body).toMatchObject({ response: "success", userLevel: 9 });
    await db.account.delete({ where: { username: "hospital-admin" } });
  });

  it("an editor (level 6) is not linked either; the pending link expires with the flow's lifetime and is refused after", async () => {
    await removeProviders();
    await privileged("hospital-editor", HOSPITAL_EDITOR, 6);
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    const browser = newClient();
    expect((await ssoSignIn(browser, providerId, "claims-hospital-editor")).body.response).toBe("confirm_link");
    expect(await whoIs(browser)).toMatchObject({ userLevel: 0 });
    // Replaying the provider's answer does not link either (the flow was used).
    const { search } = await startAndSignInAtProvider(browser, providerId, "claims-hospital-editor");
    expect((await browser.post("/api/auth/sso/callback/", { search })).body.response).toBe("confirm_link");
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(422);
    advanceClock(PENDING_LINK_LIFETIME_MS + 1000);
    const late = await browser.post("/api/auth/sso/confirm_link/", { password: DEMO_PASSWORD });
    resetClock();
    expect(late.status).toBe(422);
    expect(late.body.errorMessage).toBe(SSO_MESSAGES.confirmLinkExpired);
    expect(await identities(HOSPITAL_EDITOR)).toBe(0);
    await db.account.delete({ where: { username: "hospital-editor" } });
  });

  it("a level-3 account with a passkey (and no TOTP) waits for its proof too", async () => {
    await removeProviders();
    const member = newClient();
    await member.login("member", DEMO_PASSWORD);
    const passkey = new SoftPasskey();
    const options = (await member.get("/api/auth/get_passkey_options/")).body;
    expect((await member.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(options) })).body.data).toBe("success");
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    const browser = newClient();
    expect((await ssoSignIn(browser, providerId, "tom")).body.response).toBe("confirm_link");
    expect(await whoIs(browser)).toMatchObject({ userLevel: 0 });
    expect(await identities(DEMO.member)).toBe(0);
    expect((await browser.post("/api/auth/sso/confirm_link/", { password: DEMO_PASSWORD })).body).toMatchObject({ response: "success", userLevel: 3 });
    expect(await identities(DEMO.member)).toBe(1);
    await db.passkey.deleteMany({ where: { account: { username: "member" } } });
  });
});

describe("an account without a password confirms with its passkey", () => {
  it("its own passkey links it; another account's passkey does not", async () => {
    await removeProviders();
    const keyOnly = await db.account.create({ data: { username: "key-only", email: "key.only@example-hospital.org", emailVerified: 2, level: 6 }, select: { id: true } });
    const owner = await signInDirectly(newClient(), { accountId: keyOnly.id, level: 6, kind: "account" });
    const passkey = new SoftPasskey();
    expect((await owner.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register((await owner.get("/api/auth/get_passkey_options/")).body) })).body.data).toBe("success");
    const lead = newClient();
    await lead.login("lead", DEMO_PASSWORD);
    const leadsKey = new SoftPasskey();
    expect((await lead.post("/api/auth/confirm_passkey_registration/", { credential: leadsKey.register((await lead.get("/api/auth/get_passkey_options/")).body) })).body.data).toBe("success");
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);

    const browser = newClient();
    expect((await ssoSignIn(browser, providerId, "claims-key-only")).body.response).toBe("confirm_link");
    expect((await browser.get("/api/auth/sso/confirm_link/")).body).toEqual({ pending: true, organisation: HOSPITAL, password: false, passkey: true });
    // A password for an account that has none, and another account's passkey: refused, not linked.
    expect((await browser.post("/api/auth/sso/confirm_link/", { password: DEMO_PASSWORD })).status).toBe(422);
    const foreign = await browser.post("/api/auth/sso/confirm_link/", { credential: leadsKey.authenticate((await browser.get("/api/auth/get_authentication_options/")).body) });
    expect(foreign.status).toBe(422);
    expect(await identities("key.only@example-hospital.org")).toBe(0);
    expect(await whoIs(browser)).toMatchObject({ userLevel: 0 });

    const own = await browser.post("/api/auth/sso/confirm_link/", { credential: passkey.authenticate((await browser.get("/api/auth/get_authentication_options/")).body) });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({ response: "success", userLevel: 6 });
    expect(await identities("key.only@example-hospital.org")).toBe(1);
    await db.passkey.deleteMany({ where: { accountId: { in: [keyOnly.id] } } });
    await db.passkey.deleteMany({ where: { account: { username: "lead" } } });
  });
});

describe("a linked sign-in of an account with TOTP", () => {
  it("is asked for the TOTP code after the link, and at every later sign-in, unless the provider's MFA is trusted and amr shows it", async () => {
    await removeProviders();
    const lead = newClient();
    await lead.login("lead", DEMO_PASSWORD);
    const secret = await enableTotp(lead);
    const admin = await adminClient();
    // Trust in the provider's MFA is off by default.
    let providerId = await configureProvider(admin, provider(), HOSPITAL);

    const first = newClient();
    expect((await ssoSignIn(first, providerId, "priya")).body.response).toBe("confirm_link");
    expect((await first.post("/api/auth/sso/confirm_link/", { password: DEMO_PASSWORD })).body).toEqual({ response: "twofactor", userLevel: 0, redirect: "/twofactor/" });
    expect(await whoIs(first)).toMatchObject({ userLevel: 0 });
    startFreshTotpStep();
    expect((await first.post("/api/auth/twofactor_login/", { code: await totpCode(secret) })).body.response).toBe("success");
    expect(await whoIs(first)).toMatchObject({ userLevel: 3, userName: "lead" });

    // Linked: the next sign-in, even with amr "otp", still asks (the provider is not trusted).
    const second = newClient();
    expect((await ssoSignIn(second, providerId, "priya")).body.response).toBe("twofactor");
    expect(await whoIs(second)).toMatchObject({ userLevel: 0 });

    // Trusted: amr with a second factor ("otp") is not asked; amr with the password alone is.
    await removeProviders();
    providerId = await configureProvider(admin, provider(), HOSPITAL, { enforcesMfa: true });
    const link = newClient();
    expect((await ssoSignIn(link, providerId, "priya-otp")).body.response).toBe("confirm_link");
    expect((await link.post("/api/auth/sso/confirm_link/", { password: DEMO_PASSWORD })).body).toMatchObject({ response: "success", userLevel: 3 });
    const trusted = newClient();
    expect((await ssoSignIn(trusted, providerId, "priya-otp")).body).toMatchObject({ response: "success", userLevel: 3 });
    expect(await whoIs(trusted)).toMatchObject({ userName: "lead" });
    await db.accountIdentity.create({
      data: { accountId: (await db.account.findUniqueOrThrow({ where: { username: "lead" } })).id, providerId, issuer: provider().issuer, subject: "priya", linkedBy: "email" },
    });
    const passwordOnly = newClient();
    expect((await ssoSignIn(passwordOnly, providerId, "priya")).body.response).toBe("twofactor");
    await disableTotp("lead");
  });
});
