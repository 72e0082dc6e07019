import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { advanceClock, resetClock } from "@/lib/clock";
import { db, setUpAuthSuite } from "../kit";
import { startTestProvider, type TestProvider } from "../../../helpers/oidc-test-provider";
import { adminClient, configureProvider, HOSPITAL, newClient, REDIRECT_URI, removeProviders, startAndSignInAtProvider, providerForThisFile } from "./sso-kit";

// Attacks on the protocol, each against a real provider: a wrong state, another browser's
// callback, a code used twice (and thirty times at once), a wrong nonce, a tampered, forged,
// replayed or expired ID token, keys rotated by the provider, a provider's refusal, and a return
// path that tries to leave the site. openid-client checks the response; the flow store makes
// each flow single-use and this browser's own.

setUpAuthSuite();
const provider = providerForThisFile([{ sub: "nurse", email: "nurse@example-hospital.org", email_verified: true }]);
let providerId: number;

const level = async (client: ReturnType<typeof newClient>) => (await client.get("/api/usercheck/")).body.userLevel as number;
const withParam = (search: string, name: string, value: string) => {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
};

beforeAll(async () => {
  await removeProviders();
  providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
});
afterEach(() => {
  provider().tamperTokenResponses(null);
  resetClock();
});

describe("the callback", () => {
  it("a wrong state is refused and does not use up the right one", async () => {
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse");
    const wrong = await browser.post("/api/auth/sso/callback/", { search: withParam(search, "state", "not-the-state") });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errorMessage).toMatch(/expired, was already used or was started in another browser/);
    expect(await level(browser)).toBe(0);
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(200);
  });

  it("a callback from another browser's session is refused; the browser that started it still signs in", async () => {
    const mine = newClient();
    const { search } = await startAndSignInAtProvider(mine, providerId, "nurse");
    const thief = newClient();
    expect((await thief.post("/api/auth/sso/callback/", { search })).status).toBe(422);
    expect(await level(thief)).toBe(0);
    expect((await mine.post("/api/auth/sso/callback/", { search })).status).toBe(200);
    expect(await level(mine)).toBe(3);
  });

  it("a code is used once: again with its state, or with a new flow's state", async () => {
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse");
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(200);
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(422);

    // The old code under a new flow of this browser: the provider refuses it.
    const other = newClient();
    const start = await other.post("/api/auth/sso/start/", { provider: providerId });
    const state = new URL(start.body.url).searchParams.get("state")!;
    const replay = await other.post("/api/auth/sso/callback/", { search: withParam(search, "state", state) });
    expect(replay.status).toBe(422);
    expect(replay.body.errorMessage).toMatch(/did not confirm who you are/);
    expect(await level(other)).toBe(0);
  });

  it("thirty parallel callbacks with one code: one sign-in, one session", async () => {
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse");
    const before = await db.session.count({ where: { identityProviderId: providerId } });
    const answers = await Promise.all(Array.from({ length: 30 }, () => browser.post("/api/auth/sso/callback/", { search })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(29);
    expect(await db.session.count({ where: { identityProviderId: providerId } })).toBe(before + 1);
  });

  it("a wrong nonce in the ID token is refused", async () => {
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse", { rewrite: (url) => url.searchParams.set("nonce", "an-attackers-nonce") });
    const res = await browser.post("/api/auth/sso/callback/", { search });
    expect(res.status).toBe(422);
    expect(await level(browser)).toBe(0);
  });

  it("a tampered ID token (claims changed after signing) is refused", async () => {
    provider().tamperTokenResponses((body) => {
      const [header, , signature] = String(body.id_token).split(".");
      const claims = { ...decodeJwt(String(body.id_token)), email: "admin@example.org", sub: "someone-else" };
      return { ...body, id_token: [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".") };
    });
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse");
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(422);
    expect(await level(browser)).toBe(0);
  });

  it("an ID token signed by a key the provider does not publish (same key id) is refused", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    provider().tamperTokenResponses(async (body) => {
      const { kid } = decodeProtectedHeader(String(body.id_token));
      const forged = await new SignJWT(decodeJwt(String(body.id_token))).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
      return { ...body, id_token: forged };
    });
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse");
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(422);
    expect(await level(browser)).toBe(0);
  });

  it("a replayed ID token (from an earlier sign-in) is refused", async () => {
    const first = newClient();
    const { search: firstSearch } = await startAndSignInAtProvider(first, providerId, "nurse");
    expect((await first.post("/api/auth/sso/callback/", { search: firstSearch })).status).toBe(200);
    const captured = provider().issuedIdTokens.at(-1)!;
    provider().tamperTokenResponses((body) => ({ ...body, id_token: captured }));
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse");
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(422);
    expect(await level(browser)).toBe(0);
  });

  it("the provider's refusal (error=access_denied) is told, and signs nobody in", async () => {
    const browser = newClient();
    const start = await browser.post("/api/auth/sso/start/", { provider: providerId });
    const state = new URL(start.body.url).searchParams.get("state")!;
    const res = await browser.post("/api/auth/sso/callback/", { search: `?error=access_denied&state=${state}` });
    expect(res.status).toBe(422);
    expect(res.body.errorMessage).toBe("Example Teaching Hospital did not sign you in. Please start again from the login page.");
  });

  it("a flow older than ten minutes on the app's clock is refused", async () => {
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, providerId, "nurse");
    advanceClock(11 * 60 * 1000);
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(422);
  });
});

describe("return paths", () => {
  it("only a path of this site is followed after the sign-in", async () => {
    for (const [returnTo, expected] of [
      ["/projects/3/", "/projects/3/"],
      ["//evil.example/x", "/my_projects/"],
      ["/\\evil.example/x", "/my_projects/"],
      ["https://evil.example/", "/my_projects/"],
      ["javascript:alert(1)", "/my_projects/"],
      ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ] as const) {
      const browser = newClient();
      const { search } = await startAndSignInAtProvider(browser, providerId, "nurse", { returnTo });
      const res = await browser.post("/api/auth/sso/callback/", { search });
      expect(res.status, returnTo).toBe(200);
      expect(res.body.redirect, returnTo).toBe(expected);
    }
  });
});

describe("an expiring token and rotated keys", () => {
  let shortLived: TestProvider;
  let shortId: number;
  beforeAll(async () => {
    shortLived = await startTestProvider({
      redirectUris: [REDIRECT_URI],
      accounts: [{ sub: "nurse", email: "nurse@example-hospital.org", email_verified: true }],
      idTokenTtlSeconds: 60,
    });
    await removeProviders();
    shortId = await configureProvider(await adminClient(), shortLived, HOSPITAL);
  });
  afterAll(async () => {
    await shortLived?.stop();
    await removeProviders();
    providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
  });

  it("an ID token past its expiry on the app's clock is refused", async () => {
    const browser = newClient();
    const { search } = await startAndSignInAtProvider(browser, shortId, "nurse");
    advanceClock(5 * 60 * 1000);
    expect((await browser.post("/api/auth/sso/callback/", { search })).status).toBe(422);
    expect(await level(browser)).toBe(0);
  });

  it("after the provider rotates its keys, its tokens are checked with the new ones (fetched again)", async () => {
    const before = newClient();
    const first = await startAndSignInAtProvider(before, shortId, "nurse");
    expect((await before.post("/api/auth/sso/callback/", { search: first.search })).status).toBe(200);
    await shortLived.rotateKeys();
    // openid-client fetches the key set again for an unknown key id once its copy is a minute old.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      const after = newClient();
      const { search } = await startAndSignInAtProvider(after, shortId, "nurse");
      const res = await after.post("/api/auth/sso/callback/", { search });
      expect(res.status, res.text).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

