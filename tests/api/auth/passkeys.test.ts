import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../helpers/api-client";
import { db, newClient, signedIn, userLevelOf, setUpAuthSuite } from "./kit";
import { SoftPasskey } from "./soft-passkey";

setUpAuthSuite();

async function registerNew(client: ApiClient, name?: string): Promise<SoftPasskey> {
  const passkey = new SoftPasskey();
  const options = (await client.get("/api/auth/get_passkey_options/")).body;
  const res = await client.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(options), name });
  expect(res.body.data).toBe("success");
  return passkey;
}

async function signInWith(passkey: SoftPasskey, client = newClient(), tweak = {}) {
  const options = (await client.get("/api/auth/get_authentication_options/")).body;
  return { client, options, res: await client.post("/api/auth/login_with_passkey/", passkey.authenticate(options, tweak)) };
}

describe("GET /api/auth/get_authentication_options/", () => {
  it("asks for a discoverable credential with user verification", async () => {
    const res = await newClient().get("/api/auth/get_authentication_options/");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(res.body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.allowCredentials ?? []).toEqual([]);
  });
});

describe("GET /api/auth/get_passkey_options/", () => {
  it("creates options for a resident, user-verified passkey and excludes the account's own", async () => {
    const client = await signedIn("lead");
    const first = (await client.get("/api/auth/get_passkey_options/")).body;
    expect(first.rp).toEqual({ name: "Project Directory", id: "localhost" });
    expect(first.user.name).toBe("lead");
    expect(first.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const passkey = await registerNew(client);
    const second = (await client.get("/api/auth/get_passkey_options/")).body;
    expect(second.excludeCredentials.map((c: { id: string }) => c.id)).toContain(passkey.id);
  });

  it("is refused to visitors who are not signed in", async () => {
    expect((await newClient().get("/api/auth/get_passkey_options/")).status).toBe(403);
  });
});

describe("POST /api/auth/confirm_passkey_registration/", () => {
  it("stores the passkey with its name; the list shows it", async () => {
    const client = await signedIn("member");
    const passkey = await registerNew(client, "Work laptop");
    const list = (await client.get("/api/auth/passkeys/")).body.passkeys;
    expect(list).toContainEqual({ id: passkey.id, name: "Work laptop", createdAt: expect.any(String), lastUsedAt: null });
    expect((await client.get("/api/profile/")).body.passkeyCount).toBeGreaterThan(0);
  });

  it("refuses the same credential twice, also when both arrive at once", async () => {
    const a = await signedIn("member");
    const b = await signedIn("member");
    const passkey = new SoftPasskey();
    const [optionsA, optionsB] = [(await a.get("/api/auth/get_passkey_options/")).body, (await b.get("/api/auth/get_passkey_options/")).body];
    const results = await Promise.all([
      a.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(optionsA) }),
      b.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(optionsB) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body.error).toBe("passkey_already_registered");
  });

  it("uses a challenge once", async () => {
    const client = await signedIn("member");
    const options = (await client.get("/api/auth/get_passkey_options/")).body;
    const credential = new SoftPasskey().register(options);
    expect((await client.post("/api/auth/confirm_passkey_registration/", { credential })).status).toBe(200);
    const again = await client.post("/api/auth/confirm_passkey_registration/", { credential: new SoftPasskey().register(options) });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("challenge_expired");
  });

  it("refuses a passkey without user verification", async () => {
    const client = await signedIn("member");
    const options = (await client.get("/api/auth/get_passkey_options/")).body;
    const res = await client.post("/api/auth/confirm_passkey_registration/", {
      credential: new SoftPasskey().register(options, { userVerified: false }),
    });
    expect(res.body.error).toBe("user_verification_required");
  });
});

describe("POST /api/auth/login_with_passkey/", () => {
  it("signs the account in and records the counter", async () => {
    const passkey = await registerNew(await signedIn("editor"));
    const { client, res } = await signInWith(passkey);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, userLevel: 6, email: "editor@example.org", redirect: "/profile/" });
    expect(await userLevelOf(client)).toBe(6);
    const stored = await db.passkey.findUniqueOrThrow({ where: { id: passkey.id } });
    expect(Number(stored.counter)).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();
  });

  it("accepts a challenge only once", async () => {
    const passkey = await registerNew(await signedIn("editor"));
    const { client, options } = await signInWith(passkey);
    const replay = await client.post("/api/auth/login_with_passkey/", passkey.authenticate(options));
    expect(replay.status).toBe(422);
    expect(replay.body).toMatchObject({ success: false, error: "challenge_expired" });
  });

  it("refuses a challenge given to another browser or past its 5 minutes", async () => {
    const passkey = await registerNew(await signedIn("editor"));
    const options = (await newClient().get("/api/auth/get_authentication_options/")).body;
    const elsewhere = await newClient().post("/api/auth/login_with_passkey/", passkey.authenticate(options));
    expect(elsewhere.body.error).toBe("challenge_expired");
    const client = newClient();
    const mine = (await client.get("/api/auth/get_authentication_options/")).body;
    await db.ceremonyState.updateMany({ where: { kind: "passkey_authentication" }, data: { expiresAt: new Date(clock.ms() - 1000) } });
    expect((await client.post("/api/auth/login_with_passkey/", passkey.authenticate(mine))).body.error).toBe("challenge_expired");
  });

  it("names an unknown passkey", async () => {
    const { res } = await signInWith(new SoftPasskey());
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("passkey_not_found");
  });

  it("refuses an assertion without user verification, from another origin, or with a counter gone back", async () => {
    const passkey = await registerNew(await signedIn("editor"));
    expect((await signInWith(passkey, newClient(), { userVerified: false })).res.body.error).toBe("user_verification_required");
    expect((await signInWith(passkey, newClient(), { origin: "http://evil.example" })).res.body.error).toBe("verification_failed");
    await db.passkey.update({ where: { id: passkey.id }, data: { counter: 1000 } });
    expect((await signInWith(passkey)).res.body.error).toBe("verification_failed");
  });

  it("accepts the wrapped form { credential }", async () => {
    const passkey = await registerNew(await signedIn("lead"));
    const client = newClient();
    const options = (await client.get("/api/auth/get_authentication_options/")).body;
    const res = await client.post("/api/auth/login_with_passkey/", { credential: passkey.authenticate(options) });
    expect(res.body.success).toBe(true);
  });
});

describe("POST /api/auth/delete_passkey/", () => {
  it("removes one of the account's passkeys, which then no longer signs in", async () => {
    const owner = await signedIn("lead");
    const passkey = await registerNew(owner);
    expect((await (await signedIn("member")).post("/api/auth/delete_passkey/", { id: passkey.id })).status).toBe(404);
    expect((await owner.post("/api/auth/delete_passkey/", { id: passkey.id })).body).toEqual({ response: "success" });
    expect((await signInWith(passkey)).res.body.error).toBe("passkey_not_found");
  });
});
