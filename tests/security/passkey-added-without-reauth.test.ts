import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../helpers/api-client";
import { DEMO, DEMO_PASSWORD, db, disableTotp, enableTotp, newClient, signedIn, setUpAuthSuite, totpCode, startFreshTotpStep } from "../api/auth/kit";
import { SoftPasskey } from "../api/auth/soft-passkey";

// The attack: a session cookie taken from a browser (30 days with Remember me) is enough to add
// the attacker's own passkey, re-enrol TOTP, remove 2FA or move the email — a lasting hold on the
// account that survives a password change. What stops it: each of these changes needs a proof
// (password, or a passkey/TOTP for an account without a password) within the last 5 minutes;
// the sign-in itself counts as one at the time it completed.

setUpAuthSuite();

const MINUTE = 60_000;
const REFUSED = { errorMessage: "Please confirm it is you before making this change.", reauthenticate: true };

/** The session's sign-in (and any re-authentication) lies `minutes` in the past, as for a stolen cookie. */
async function ageProof(username: string, minutes: number, reauthenticatedMinutesAgo?: number) {
  await db.session.updateMany({
    where: { account: { username }, revokedAt: null },
    data: {
      authenticatedAt: new Date(clock.ms() - minutes * MINUTE),
      reauthenticatedAt: reauthenticatedMinutesAgo === undefined ? null : new Date(clock.ms() - reauthenticatedMinutesAgo * MINUTE),
    },
  });
}

const passkeyCount = (username: string) => db.passkey.count({ where: { account: { username } } });

async function confirmItIsMe(client: ApiClient, proof: Record<string, unknown> = { password: DEMO_PASSWORD }) {
  return client.post("/api/auth/reauthenticate/", proof);
}

describe("adding a passkey with a stolen session cookie", () => {
  it("is refused when the last proof is older than 5 minutes, at both steps of the ceremony", async () => {
    const client = await signedIn("member");
    // Options fetched while the proof was fresh must not stay usable once it is stale.
    const options = (await client.get("/api/auth/get_passkey_options/")).body;
    await ageProof("member", 6);
    const before = await passkeyCount("member");

    const refusedOptions = await client.get("/api/auth/get_passkey_options/");
    expect(refusedOptions.status).toBe(403);
    expect(refusedOptions.body).toEqual(REFUSED);

    const attacker = new SoftPasskey();
    const refused = await client.post("/api/auth/confirm_passkey_registration/", { credential: attacker.register(options), name: "Mine now" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    expect(await passkeyCount("member")).toBe(before);
    // The refusal does not sign the person out: the dialog asks for the proof in place.
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(3);
  });

  it("is refused when the re-authentication itself is older than 5 minutes", async () => {
    const client = await signedIn("member");
    await ageProof("member", 60, 5.5);
    expect((await client.get("/api/auth/get_passkey_options/")).status).toBe(403);
  });

  it("is allowed right after the password is given again, and the passkey then works", async () => {
    const client = await signedIn("member");
    await ageProof("member", 60);
    const proof = await confirmItIsMe(client);
    expect(proof.status).toBe(200);
    expect(proof.body).toEqual({ response: "success" });
    const passkey = new SoftPasskey();
    const options = (await client.get("/api/auth/get_passkey_options/")).body;
    const added = await client.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(options) });
    expect(added.body.data).toBe("success");
    await db.passkey.deleteMany({ where: { id: passkey.id } });
  });

  it("a wrong password is no proof and counts as a sign-in failure", async () => {
    const client = await signedIn("member");
    await ageProof("member", 60);
    const wrong = await confirmItIsMe(client, { password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errorMessage).toBe("That did not match. Please try again.");
    expect((await client.get("/api/auth/get_passkey_options/")).status).toBe(403);
    const failures = await db.rateLimit.findMany({ where: { key: { startsWith: "login-fail:account:" } } });
    expect(failures.reduce((n, r) => n + r.count, 0)).toBe(1);
  });
});

describe("removing a passkey", () => {
  it("needs a fresh proof", async () => {
    const client = await signedIn("lead");
    const passkey = new SoftPasskey();
    const options = (await client.get("/api/auth/get_passkey_options/")).body;
    await client.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(options) });
    await ageProof("lead", 6);
    const refused = await client.post("/api/auth/delete_passkey/", { id: passkey.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    expect(await db.passkey.count({ where: { id: passkey.id } })).toBe(1);
    await confirmItIsMe(client);
    expect((await client.post("/api/auth/delete_passkey/", { id: passkey.id })).status).toBe(200);
    expect(await db.passkey.count({ where: { id: passkey.id } })).toBe(0);
  });
});

describe("setting up, replacing and removing TOTP", () => {
  it("setting up is refused without a fresh proof, at both steps", async () => {
    startFreshTotpStep();
    const client = await signedIn("lead");
    const { code: secret } = (await client.get("/api/auth/generate_two_factor_code/")).body;
    await ageProof("lead", 6);
    const offer = await client.get("/api/auth/generate_two_factor_code/");
    expect(offer.status).toBe(403);
    expect(offer.body).toEqual(REFUSED);
    const confirm = await client.post("/api/auth/confirm_2fa_setup/", { secret, code: await totpCode(secret) });
    expect(confirm.status).toBe(403);
    expect((await client.get("/api/profile/")).body.TwoFAEnabled).toBe(false);
  });

  it("replacing is refused without a fresh proof; the old secret stays", async () => {
    const client = await signedIn("editor");
    await enableTotp(client);
    const before = await db.account.findUniqueOrThrow({ where: { username: "editor" }, select: { totpSecret: true } });
    await ageProof("editor", 6);
    expect((await client.get("/api/auth/generate_two_factor_code/")).status).toBe(403);
    const after = await db.account.findUniqueOrThrow({ where: { username: "editor" }, select: { totpSecret: true } });
    expect(after.totpSecret).toBe(before.totpSecret);
    await disableTotp("editor");
  });

  it("removing is refused without a fresh proof and allowed after a TOTP code", async () => {
    const client = await signedIn("editor");
    const secret = await enableTotp(client);
    await ageProof("editor", 6);
    const refused = await client.post("/api/profile/", { action: "remove2FA" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    expect((await client.get("/api/profile/")).body.TwoFAEnabled).toBe(true);
    // A code of 2FA counts as a proof for an account that has 2FA.
    const proof = await confirmItIsMe(client, { totpCode: await totpCode(secret) });
    expect(proof.status).toBe(200);
    expect((await client.post("/api/profile/", { action: "remove2FA" })).body).toEqual({ response: "success" });
    expect((await client.get("/api/profile/")).body.TwoFAEnabled).toBe(false);
  });
});

describe("changing the email", () => {
  it("is refused without a fresh proof and leaves the address alone", async () => {
    const client = await signedIn("member");
    await ageProof("member", 6);
    const refused = await client.post("/api/profile/", { action: "updateEmail", newEmail: "thief@elsewhere.example" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    expect((await client.get("/api/profile/")).body.emailAddress).toBe(DEMO.member);
  });
});

describe("the proof itself", () => {
  it("an account without a password proves itself with its own passkey, not another account's", async () => {
    const client = await signedIn("admin");
    const own = new SoftPasskey();
    await client.post("/api/auth/confirm_passkey_registration/", { credential: own.register((await client.get("/api/auth/get_passkey_options/")).body) });
    const other = await signedIn("lead");
    const foreign = new SoftPasskey();
    await other.post("/api/auth/confirm_passkey_registration/", { credential: foreign.register((await other.get("/api/auth/get_passkey_options/")).body) });
    await db.account.update({ where: { username: "admin" }, data: { passwordHash: null } });
    try {
      await ageProof("admin", 60);
      expect((await client.get("/api/auth/reauthenticate/")).body).toEqual({ password: false, totp: false, passkey: true, fresh: false });
      const withForeign = await confirmItIsMe(client, { credential: foreign.authenticate((await client.get("/api/auth/get_authentication_options/")).body) });
      expect(withForeign.status).toBe(422);
      expect((await client.get("/api/auth/get_passkey_options/")).status).toBe(403);
      const withOwn = await confirmItIsMe(client, { credential: own.authenticate((await client.get("/api/auth/get_authentication_options/")).body) });
      expect(withOwn.status).toBe(200);
      expect((await client.get("/api/auth/get_passkey_options/")).status).toBe(200);
    } finally {
      const { hashPassword } = await import("@/lib/auth/password-hash");
      await db.account.update({ where: { username: "admin" }, data: { passwordHash: await hashPassword(DEMO_PASSWORD) } });
    }
  });

  it("a password account cannot skip its password with a passkey", async () => {
    const client = await signedIn("lead");
    await ageProof("lead", 60);
    const res = await confirmItIsMe(client, { credential: new SoftPasskey().authenticate({ challenge: "x".repeat(43) }) });
    expect(res.status).toBe(422);
    expect((await client.get("/api/auth/generate_two_factor_code/")).status).toBe(403);
  });

  it("while the account is locked even the right password is refused with the same answer", async () => {
    const client = await signedIn("member");
    await ageProof("member", 60);
    // Five failures lock the account: three here, two at the sign-in form.
    for (let i = 0; i < 3; i++) await confirmItIsMe(client, { password: `wrong-${i}` });
    for (let i = 0; i < 2; i++) await newClient().post("/api/login/", { username: "member", password: `guess-${i}`, remember_me: false });
    const wrong = await confirmItIsMe(client, { password: "still-wrong" });
    const right = await confirmItIsMe(client, { password: DEMO_PASSWORD });
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
  });

  it("five wrong proofs end the session that gave them instead of going on", async () => {
    const client = await signedIn("lead");
    await ageProof("lead", 60);
    let last;
    for (let i = 0; i < 5; i++) last = await confirmItIsMe(client, { password: `wrong-${i}` });
    expect(last!.status).toBe(403);
    expect(last!.body.redirect).toBe("/login/");
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(0);
  });

  it("is refused to visitors who are not signed in", async () => {
    expect((await newClient().post("/api/auth/reauthenticate/", { password: DEMO_PASSWORD })).status).toBe(403);
  });
});
