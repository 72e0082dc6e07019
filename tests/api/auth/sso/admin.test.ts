import { describe, expect, it } from "vitest";
import { db, setUpAuthSuite, signedIn } from "../kit";
import { signInAtProvider } from "../../../helpers/oidc-test-provider";
import { adminClient, configureProvider, HOSPITAL, newClient, organisationId, REDIRECT_URI, removeProviders, providerForThisFile } from "./sso-kit";

// The administration of an organisation's provider: level 9 only, never the secret back, the
// secret sealed in the database, the Entra rules, and the Test sign-in that shows the claims
// (never a token) before the provider is on, to the admin who started it only.

setUpAuthSuite();
const provider = providerForThisFile([{ sub: "it-tester", email: "tester@example-hospital.org", email_verified: true, name: "IT Tester" }]);
const PATH = "/api/admin/identity_providers/";

describe("/api/admin/identity_providers/", () => {
  it("lists providers with the redirect URL to register, never the client secret; the secret is stored sealed", async () => {
    await removeProviders();
    const admin = await adminClient();
    await configureProvider(admin, provider(), HOSPITAL, { enabled: false });
    const list = await admin.get(PATH);
    expect(list.status).toBe(200);
    expect(list.body.redirectUrl).toBe(REDIRECT_URI);
    expect(list.body.providers).toEqual([
      expect.objectContaining({ organisationName: HOSPITAL, issuer: provider().issuer, clientId: provider().clientId, enabled: false, lastTestedAt: null }),
    ]);
    expect(list.text).not.toContain(provider().clientSecret);
    expect(list.text).not.toMatch(/clientSecret/);
    const stored = await db.identityProvider.findFirstOrThrow();
    expect(stored.clientSecret).toMatch(/^v1\./);
    expect(stored.clientSecret).not.toContain(provider().clientSecret);

    // Changing it without a secret keeps the stored one.
    const changed = await admin.post(PATH, { action: "save", organisationId: await organisationId(HOSPITAL), issuer: provider().issuer, clientId: "another-client" });
    expect(changed.status, changed.text).toBe(200);
    expect((await db.identityProvider.findFirstOrThrow()).clientSecret).toBe(stored.clientSecret);
  });

  it("checks what it is given: Entra ID needs its tenants, Microsoft's issuers must be Entra's kind, a new provider needs its secret", async () => {
    await removeProviders();
    const admin = await adminClient();
    const organisation = await organisationId(HOSPITAL);
    const base = { action: "save", organisationId: organisation, clientId: "c", clientSecret: "s" };
    const noTenant = await admin.post(PATH, { ...base, kind: "entra", issuer: "https://login.microsoftonline.com/common/v2.0" });
    expect(noTenant.status).toBe(422);
    expect(noTenant.body.errors.tenantIds[0]).toMatch(/tenant id/);
    const genericMicrosoft = await admin.post(PATH, { ...base, kind: "generic", issuer: "https://login.microsoftonline.com/common/v2.0" });
    expect(genericMicrosoft.body.errors.kind[0]).toMatch(/Microsoft Entra ID/);
    const badTenant = await admin.post(PATH, { ...base, kind: "entra", issuer: "https://login.microsoftonline.com/common/v2.0", tenantIds: "not-a-guid" });
    expect(badTenant.status).toBe(422);
    expect(JSON.stringify(badTenant.body.errors)).toMatch(/GUID/);
    const noSecret = await admin.post(PATH, { ...base, clientSecret: "", issuer: "https://idp.example" });
    expect(noSecret.body.errors.clientSecret).toBeTruthy();
    const notUrl = await admin.post(PATH, { ...base, issuer: "javascript:alert(1)" });
    expect(notUrl.body.errors.issuer).toBeTruthy();
    expect(await db.identityProvider.count()).toBe(0);
  });

  it("Test sign-in shows the claims (no token) while the provider is off, to the admin who started it only", async () => {
    await removeProviders();
    const admin = await adminClient();
    await configureProvider(admin, provider(), HOSPITAL, { enabled: false });
    const organisation = await organisationId(HOSPITAL);
    const test = await admin.post(PATH, { action: "test", organisationId: organisation });
    expect(test.status).toBe(200);
    expect(new URL(test.body.url).searchParams.get("prompt")).toBe("login");
    const search = await signInAtProvider(test.body.url, "it-tester", REDIRECT_URI);

    // Another browser cannot see it.
    const other = await signedIn("editor");
    expect((await other.post("/api/auth/sso/callback/", { search })).status).toBe(422);

    const res = await admin.post("/api/auth/sso/callback/", { search });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ response: "test", organisation: HOSPITAL, claims: { sub: "it-tester", email: "tester@example-hospital.org", email_verified: true, name: "IT Tester" } });
    expect(res.text).not.toMatch(/id_token|access_token|nonce/);
    // Nobody was signed in: the admin is still the admin, no account was made.
    expect((await admin.get("/api/usercheck/")).body).toMatchObject({ userLevel: 9, userName: "admin" });
    expect(await db.account.findUnique({ where: { email: "tester@example-hospital.org" } })).toBeNull();
    expect((await admin.get(PATH)).body.providers[0].lastTestedAt).not.toBeNull();

    // A sign-in through a provider that is off is refused at the start.
    expect((await newClient().post("/api/auth/sso/start/", { provider: (await db.identityProvider.findFirstOrThrow()).id })).status).toBe(404);
  });

  it("is for level 9 only, and refuses cross-site and token-less POSTs", async () => {
    await removeProviders();
    const lead = await signedIn("lead");
    expect((await lead.get(PATH)).status).toBe(403);
    expect((await lead.post(PATH, { action: "remove", organisationId: 1 })).status).toBe(403);
    const admin = await adminClient();
    const body = { action: "save", organisationId: await organisationId(HOSPITAL), issuer: "https://idp.example", clientId: "c", clientSecret: "s" };
    expect((await admin.post(PATH, body, { origin: "https://evil.example" })).status).toBe(403);
    expect((await admin.post(PATH, body, { "x-csrftoken": "" })).status).toBe(403);
    expect((await admin.post(PATH, { ...body, action: "test" }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await db.identityProvider.count()).toBe(0);
  });
});
