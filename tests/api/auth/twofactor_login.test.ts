import { clock } from "@/lib/clock";
import { afterEach, describe, expect, it } from "vitest";
import { db, DEMO_PASSWORD, disableTotp, enableTotp, newClient, signedIn, totpCode, userLevelOf, setUpAuthSuite, startFreshTotpStep } from "./kit";

setUpAuthSuite();
afterEach(() => disableTotp("member"));

async function passwordStep(rememberMe = false) {
  const client = newClient();
  const res = await client.post("/api/login/", { username: "member", password: DEMO_PASSWORD, remember_me: rememberMe });
  expect(res.body.login).toBe("twofactor");
  return client;
}

describe("POST /api/auth/twofactor_login/", () => {
  it("completes a password sign-in with the authenticator code and a new session id", async () => {
    const secret = await enableTotp(await signedIn("member"));
    startFreshTotpStep();
    const client = await passwordStep();
    const pendingCookie = client.cookies.get("session");
    const res = await client.post("/api/auth/twofactor_login/", { code: await totpCode(secret) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: "success", redirect: "/profile/", userLevel: 3 });
    expect(client.cookies.get("session")).not.toBe(pendingCookie);
    expect(await userLevelOf(client)).toBe(3);
  });

  it("answers code error for a wrong code and keeps the visitor signed out", async () => {
    await enableTotp(await signedIn("member"));
    const client = await passwordStep();
    const res = await client.post("/api/auth/twofactor_login/", { code: "000000" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ response: "code error", errorMessage: "Please check the code and try again" });
    expect(await userLevelOf(client)).toBe(0);
  });

  it("refuses a code that was already used", async () => {
    const secret = await enableTotp(await signedIn("member"));
    startFreshTotpStep();
    const code = await totpCode(secret);
    const first = await passwordStep();
    expect((await first.post("/api/auth/twofactor_login/", { code })).body.response).toBe("success");
    const second = await passwordStep();
    const replay = await second.post("/api/auth/twofactor_login/", { code });
    expect(replay.status).toBe(422);
    expect(replay.body.response).toBe("code error");
  });

  it("refuses the code used to confirm the setup", async () => {
    startFreshTotpStep();
    const owner = await signedIn("member");
    const secret = (await owner.get("/api/auth/generate_two_factor_code/")).body.code;
    const code = await totpCode(secret);
    expect((await owner.post("/api/auth/confirm_2fa_setup/", { secret, code })).body.codeCheck).toBe(true);
    const client = await passwordStep();
    expect((await client.post("/api/auth/twofactor_login/", { code })).body.response).toBe("code error");
  });

  it("keeps Remember me through the second step", async () => {
    const secret = await enableTotp(await signedIn("member"));
    startFreshTotpStep();
    const client = await passwordStep(true);
    const res = await client.post("/api/auth/twofactor_login/", { code: await totpCode(secret) });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("session="))).toMatch(/Max-Age=2592000/);
  });

  it("sends a visitor with no pending sign-in to the login page", async () => {
    const res = await newClient().post("/api/auth/twofactor_login/", { code: "123456" });
    expect(res.status).toBe(403);
    expect(res.body.redirect).toBe("/login/");
  });

  it("does not accept a pending sign-in after its ten minutes", async () => {
    const secret = await enableTotp(await signedIn("member"));
    startFreshTotpStep();
    const client = await passwordStep();
    await db.session.updateMany({ where: { stage: "pending_2fa" }, data: { expiresAt: new Date(clock.ms() - 1000) } });
    const res = await client.post("/api/auth/twofactor_login/", { code: await totpCode(secret) });
    expect(res.status).toBe(403);
  });
});
