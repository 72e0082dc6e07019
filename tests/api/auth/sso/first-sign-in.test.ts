import { describe, expect, it } from "vitest";
import { db, setUpAuthSuite } from "../kit";
import { adminClient, configureProvider, HOSPITAL, newClient, removeProviders, ssoSignIn, providerForThisFile } from "./sso-kit";

// A first sign-in through an organisation's provider: an account at level 3, or read-only
// access at level 2, as the organisation chose; both full sign-ins (sessions list, activity log
// with the provider's name); later sign-ins find the same identity.

setUpAuthSuite();
const provider = providerForThisFile([
  { sub: "nurse-1", email: "new.nurse@example-hospital.org", email_verified: true, name: "New Nurse" },
  { sub: "visitor-1", email: "visiting.fellow@example-hospital.org", email_verified: true },
]);

describe("first sign-in through the organisation's provider", () => {
  it("creates an account at level 3 when the organisation says so, and finds it again next time", async () => {
    await removeProviders();
    const admin = await adminClient();
    const providerId = await configureProvider(admin, provider(), HOSPITAL, { firstSignIn: "account" });

    const browser = newClient();
    const res = await ssoSignIn(browser, providerId, "nurse-1");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ response: "success", userLevel: 3, email: "new.nurse@example-hospital.org", redirect: "/my_projects/" });
    const me = await browser.get("/api/usercheck/");
    expect(me.body).toMatchObject({ userLevel: 3, email: "new.nurse@example-hospital.org" });

    const account = await db.account.findUniqueOrThrow({ where: { email: "new.nurse@example-hospital.org" }, include: { identities: true }, omit: { passwordHash: false } });
    expect(account).toMatchObject({ level: 3, emailVerified: 2, passwordHash: null });
    expect(account.identities).toEqual([expect.objectContaining({ issuer: provider().issuer, subject: "nurse-1", linkedBy: "created" })]);

    const sessions = await browser.get("/api/auth/sessions/");
    expect(sessions.body.sessions).toEqual([expect.objectContaining({ current: true, signedInWith: HOSPITAL })]);
    const log = await db.activityLog.findMany({ where: { entityType: "account", entityId: account.id }, orderBy: { id: "asc" } });
    expect(log.map((l) => l.action)).toEqual(["account.create", "account.sso_sign_in"]);
    expect(log[1].summary).toContain(`signed in with ${HOSPITAL}`);

    // Again, from another browser: the same account, no second one.
    const again = await ssoSignIn(newClient(), providerId, "nurse-1");
    expect(again.body).toMatchObject({ response: "success", userLevel: 3 });
    expect(await db.account.count({ where: { email: { startsWith: "new.nurse" } } })).toBe(1);
  });

  it("gives read-only organisation access at level 2 when the organisation says so (no account)", async () => {
    await removeProviders();
    const admin = await adminClient();
    const providerId = await configureProvider(admin, provider(), HOSPITAL, { firstSignIn: "visitor" });
    const browser = newClient();
    const res = await ssoSignIn(browser, providerId, "visitor-1");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ response: "success", userLevel: 2, redirect: "/all_projects/" });
    expect((await browser.get("/api/usercheck/")).body).toMatchObject({ userLevel: 2, email: "visiting.fellow@example-hospital.org" });
    expect(await db.account.findUnique({ where: { email: "visiting.fellow@example-hospital.org" } })).toBeNull();
    // The organisation's projects only, as quick access gives.
    const list = await browser.get("/api/existing_projects/all/");
    expect(list.status).toBe(200);
    const log = await db.activityLog.findFirstOrThrow({ where: { action: "organisation.sso_sign_in" }, orderBy: { id: "desc" } });
    expect(log.summary).toContain(`signed in with ${HOSPITAL} for read-only access`);
  });
});
