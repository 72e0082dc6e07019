import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, resetClock } from "@/lib/clock";
import { db, enableTotp, setUpAuthSuite, totpCode, startFreshTotpStep } from "../kit";
import { adminClient, configureProvider, HOSPITAL, newClient, organisationId, removeProviders, ssoSignIn, ssoSignInConfirming, providerForThisFile } from "./sso-kit";

// Sessions made through a provider: the app's TOTP step (skipped only when the organisation
// says its provider enforces MFA and the token's amr shows it), a lifetime of at most
// OIDC_SESSION_HOURS, and an end the moment an admin switches the provider off. The per-request
// read is the database function read_session, which every instance runs: what it answers is
// what every instance does.

setUpAuthSuite();
const provider = providerForThisFile([
  { sub: "priya", email: "lead@example-hospital.org", email_verified: true, amr: ["pwd"] },
  { sub: "priya-mfa", email: "lead@example-hospital.org", email_verified: true, amr: ["pwd", "mfa"] },
  { sub: "tom", email: "member@example-hospital.org", email_verified: true },
  { sub: "fellow", email: "fellow@example-hospital.org", email_verified: true },
]);
const HOUR = 60 * 60 * 1000;
const level = async (client: ReturnType<typeof newClient>) => (await client.get("/api/usercheck/")).body.userLevel as number;

afterEach(() => {
  resetClock();
  delete process.env.OIDC_SESSION_HOURS;
});

describe("sessions made through a provider", () => {
  it("switching the provider off ends every session made through it at once, and only those", async () => {
    await removeProviders();
    const admin = await adminClient();
    const providerId = await configureProvider(admin, provider(), HOSPITAL, { firstSignIn: "visitor" });
    const first = newClient();
    const second = newClient();
    const visitor = newClient();
    await ssoSignIn(first, providerId, "tom");
    await ssoSignIn(second, providerId, "tom");
    await ssoSignIn(visitor, providerId, "fellow");
    const byPassword = newClient();
    await byPassword.login("member", "Anaesthesia-Demo-2026");
    expect([await level(first), await level(second), await level(visitor), await level(byPassword)]).toEqual([3, 3, 2, 3]);

    const off = await admin.post("/api/admin/identity_providers/", { action: "disable", organisationId: await organisationId(HOSPITAL) });
    expect(off.status).toBe(200);
    expect([await level(first), await level(second), await level(visitor), await level(byPassword)]).toEqual([0, 0, 0, 3]);
    const log = await db.activityLog.findFirstOrThrow({ where: { action: "organisation.sso_disable" }, orderBy: { id: "desc" } });
    expect(log.summary).toContain("3 sessions made through it ended");

    // On again: what ended stays ended.
    await admin.post("/api/admin/identity_providers/", { action: "enable", organisationId: await organisationId(HOSPITAL) });
    expect(await level(first)).toBe(0);
  });

  it("read_session, which every instance runs on every request, refuses a session of a provider that is off", async () => {
    await removeProviders();
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    const browser = newClient();
    await ssoSignIn(browser, providerId, "tom");
    // Off without the revocation (as a sign-in finishing while the admin switched it off would be).
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query("UPDATE identity_provider SET enabled = false WHERE id = $1", [providerId]);
      const { rows } = await client.query("SELECT r.provider_enabled, r.revoked_at FROM session s, read_session(s.id) r WHERE s.identity_provider_id = $1", [providerId]);
      expect(rows).toEqual([{ provider_enabled: false, revoked_at: null }]);
      expect(await level(browser)).toBe(0);
      // One index lookup: the plan reads session by its key and identity_provider by its key.
      const plan = await client.query("EXPLAIN SELECT 1 FROM identity_provider ip WHERE ip.id = $1 AND ip.enabled", [providerId]);
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/identity_provider_pkey|Seq Scan on identity_provider/);
    } finally {
      await client.end();
    }
  });

  it("ends after OIDC_SESSION_HOURS even while in use; the person then signs in at the provider again", async () => {
    await removeProviders();
    process.env.OIDC_SESSION_HOURS = "3";
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    const browser = newClient();
    await ssoSignIn(browser, providerId, "tom");
    const [session] = await db.session.findMany({ where: { identityProviderId: providerId, revokedAt: null } });
    expect(session.expiresAt.getTime() - session.authenticatedAt.getTime()).toBe(3 * HOUR);
    // Used every 90 minutes (so never idle for two hours), it still ends at three hours.
    advanceClock(1.5 * HOUR);
    expect(await level(browser)).toBe(3);
    advanceClock(1.5 * HOUR + 60_000);
    expect(await level(browser)).toBe(0);
  });

  it("asks for the app's TOTP code unless the organisation enforces MFA and the token's amr says mfa", async () => {
    await removeProviders();
    const admin = await adminClient();
    const lead = newClient();
    await lead.login("lead", "Anaesthesia-Demo-2026");
    const secret = await enableTotp(lead);

    let providerId = await configureProvider(admin, provider(), HOSPITAL, { enforcesMfa: false });
    const plain = newClient();
    // The lead has TOTP: the first link waits for the password (linking.test.ts), then the TOTP step.
    const first = await ssoSignInConfirming(plain, providerId, "priya-mfa", "Anaesthesia-Demo-2026");
    expect(first.body).toEqual({ response: "twofactor", userLevel: 0, redirect: "/twofactor/" });
    expect(await level(plain)).toBe(0);
    startFreshTotpStep();
    const step = await plain.post("/api/auth/twofactor_login/", { code: await totpCode(secret) });
    expect(step.body.response, step.text).toBe("success");
    expect(await level(plain)).toBe(3);
    // The session after the TOTP step is still the provider's: it ends with it.
    const sessions = await plain.get("/api/auth/sessions/");
    expect(sessions.body.sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ signedInWith: HOSPITAL });

    await removeProviders();
    providerId = await configureProvider(admin, provider(), HOSPITAL, { enforcesMfa: true });
    const withMfa = newClient();
    expect((await ssoSignInConfirming(withMfa, providerId, "priya-mfa", "Anaesthesia-Demo-2026")).body).toMatchObject({ response: "success", userLevel: 3 });
    const passwordOnly = newClient();
    expect((await ssoSignInConfirming(passwordOnly, providerId, "priya", "Anaesthesia-Demo-2026")).body).toMatchObject({ response: "twofactor" });

    // A sign-in waiting for its TOTP step ends with the provider too.
    await admin.post("/api/admin/identity_providers/", { action: "disable", organisationId: await organisationId(HOSPITAL) });
    startFreshTotpStep();
    const late = await passwordOnly.post("/api/auth/twofactor_login/", { code: await totpCode(secret) });
    expect(late.status).toBe(403);
    expect(await level(passwordOnly)).toBe(0);
    await db.account.update({ where: { username: "lead" }, data: { totpSecret: null, totpLastStep: null } });
  });
});
