import { describe, expect, it } from "vitest";
import { DEMO, db, setUpAuthSuite } from "../kit";
import { adminClient, configureProvider, HOSPITAL, newClient, OTHER_TENANT, removeProviders, ssoSignIn, TENANT, providerForThisFile } from "./sso-kit";

// When a first sign-in through a provider may take over an existing account by its address,
// and when it must not (the account-merging attacks, "nOAuth"): only the provider configured
// for the address's own organisation and domain, only a verified address, and for Entra ID only
// a tenant the organisation configured. A link is recorded and mailed to the account.

const suite = setUpAuthSuite();
const provider = providerForThisFile([
  { sub: "priya-at-idp", email: DEMO.lead, email_verified: true },
  { sub: "unverified-tom", email: DEMO.member, email_verified: false },
  { sub: "claims-school-admin", email: "head@northern-school.example", email_verified: true },
  { sub: "claims-the-admin", email: DEMO.admin, email_verified: true },
  // Entra ID, as its tokens carry tenant (tid) and object (oid) ids
  { sub: "entra-pairwise-1", tid: OTHER_TENANT, oid: "attacker-oid", email: DEMO.admin, email_verified: true },
  { sub: "entra-pairwise-2", tid: OTHER_TENANT, oid: "attacker-oid-2", email: DEMO.member, email_verified: true },
  { sub: "entra-pairwise-3", tid: TENANT, oid: "tom-oid", email: DEMO.member },
  { sub: "entra-pairwise-4", tid: TENANT, oid: "someone-oid", email: "someone@elsewhere.example" },
]);

async function signedInAs(client: ReturnType<typeof newClient>) {
  return (await client.get("/api/usercheck/")).body as { userLevel: number; userName: string; email: string };
}

describe("linking a first sign-in to an existing account", () => {
  it("links by a verified address at the organisation's domain, records it and mails the account", async () => {
    await removeProviders();
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    const browser = newClient();
    const { result: res, mail } = await suite.smtp().nextMailTo(DEMO.lead, () => ssoSignIn(browser, providerId, "priya-at-idp"));
    expect(res.status, res.text).toBe(200);
    expect(await signedInAs(browser)).toMatchObject({ userLevel: 3, userName: "lead", email: DEMO.lead });
    const lead = await db.account.findUniqueOrThrow({ where: { username: "lead" }, include: { identities: true } });
    expect(lead.identities).toEqual([expect.objectContaining({ subject: "priya-at-idp", linkedBy: "email", email: DEMO.lead })]);
    expect(await db.activityLog.count({ where: { action: "account.sso_link", entityId: lead.id } })).toBe(1);
    expect(mail.subject).toMatch(/Your account was linked to your organisation's sign-in/);
    expect(mail.text).toContain(HOSPITAL);
    // The identity is the key from now on.
    const again = newClient();
    expect((await ssoSignIn(again, providerId, "priya-at-idp")).status).toBe(200);
    expect(await signedInAs(again)).toMatchObject({ userName: "lead" });
  });

  it("refuses an unverified address: the account is not taken over", async () => {
    await removeProviders();
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    const browser = newClient();
    const res = await ssoSignIn(browser, providerId, "unverified-tom");
    expect(res.status).toBe(422);
    expect(res.body.errorMessage).toMatch(/did not give this directory a verified email address/);
    expect(await signedInAs(browser)).toMatchObject({ userLevel: 0 });
    expect(await db.accountIdentity.count()).toBe(0);
  });

  it("refuses an address at another organisation's domain, or at no organisation's (the admin's)", async () => {
    await removeProviders();
    await db.account.upsert({ where: { username: "school-head" }, create: { username: "school-head", email: "head@northern-school.example", emailVerified: 2, level: 6 }, update: {} });
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    for (const login of ["claims-school-admin", "claims-the-admin"]) {
      const browser = newClient();
      const res = await ssoSignIn(browser, providerId, login);
      expect(res.status, login).toBe(422);
      expect(await signedInAs(browser)).toMatchObject({ userLevel: 0 });
    }
    expect(await db.accountIdentity.count()).toBe(0);
  });

  it("nOAuth: a token from a tenant the organisation did not configure never signs in as the admin (or anyone)", async () => {
    await removeProviders();
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL, { kind: "entra", tenantIds: [TENANT] });
    for (const login of ["entra-pairwise-1", "entra-pairwise-2"]) {
      const browser = newClient();
      const res = await ssoSignIn(browser, providerId, login);
      expect(res.status, login).toBe(422);
      expect(res.body.errorMessage).toMatch(/does not belong to Example Teaching Hospital's directory \(tenant\)/);
      expect(await signedInAs(browser)).toMatchObject({ userLevel: 0 });
    }
    expect(await db.accountIdentity.count()).toBe(0);
    expect(await db.activityLog.count({ where: { action: "account.sso_link" } })).toBe(1);
  });

  it("Entra ID: the configured tenant vouches for the address; the identity is (tid, oid); other domains are still refused", async () => {
    await removeProviders();
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL, { kind: "entra", tenantIds: [TENANT] });
    const browser = newClient();
    const res = await ssoSignIn(browser, providerId, "entra-pairwise-3");
    expect(res.status, res.text).toBe(200);
    expect(await signedInAs(browser)).toMatchObject({ userName: "member" });
    const identity = await db.accountIdentity.findFirstOrThrow({ where: { account: { username: "member" } } });
    expect(identity).toMatchObject({ issuer: `entra:${TENANT}`, subject: "tom-oid" });

    const stranger = newClient();
    expect((await ssoSignIn(stranger, providerId, "entra-pairwise-4")).status).toBe(422);
  });
});
