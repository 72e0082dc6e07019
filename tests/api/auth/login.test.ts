import { describe, expect, it } from "vitest";
import { cookieNames, db, DEMO, DEMO_PASSWORD, newClient, sessionCookie, userLevelOf, setUpAuthSuite, startFreshWindow } from "./kit";

setUpAuthSuite();

describe("POST /api/login/", () => {
  it("signs in for the browser session without Remember me", async () => {
    const client = newClient();
    const res = await client.post("/api/login/", { username: "editor", password: DEMO_PASSWORD, remember_me: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ login: "success", userLevel: 6, email: "editor@example.org" });
    expect(sessionCookie(res)).toBeDefined();
    expect(sessionCookie(res)).not.toMatch(/Max-Age/i);
    expect(await userLevelOf(client)).toBe(6);
  });

  it("keeps the sign-in for 30 days with Remember me", async () => {
    const client = newClient();
    const res = await client.post("/api/login/", { username: "lead", password: DEMO_PASSWORD, remember_me: true });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/Max-Age=2592000/);
    expect(sessionCookie(res)).toMatch(/HttpOnly/);
  });

  it("answers unknown, wrong, disabled and locked accounts identically", async () => {
    startFreshWindow(15 * 60_000);
    await db.account.update({ where: { username: "member" }, data: { disabled: true } });
    const answers = [];
    try {
      for (const [username, password] of [
        ["nobody-here", "whatever-password"],
        ["editor", "wrong-password"],
        ["member", DEMO_PASSWORD],
      ]) {
        answers.push(await newClient().post("/api/login/", { username, password }));
      }
      // lock "lead" with five failures, then try the right password
      const attacker = newClient();
      for (let i = 0; i < 5; i++) await attacker.post("/api/login/", { username: "lead", password: `wrong-${i}` });
      answers.push(await newClient().post("/api/login/", { username: "lead", password: DEMO_PASSWORD }));
    } finally {
      await db.account.update({ where: { username: "member" }, data: { disabled: false } });
    }
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ login: "failed", errorMessage: "Please check the details you have entered" });
      expect(cookieNames(res)).toEqual(cookieNames(answers[0]));
    }
  });

  it("locks an account after 5 failures in the window, then refuses even the right password", async () => {
    startFreshWindow(15 * 60_000);
    const attacker = newClient();
    for (let i = 0; i < 5; i++) {
      expect((await attacker.post("/api/login/", { username: "admin", password: `nope-${i}` })).status).toBe(401);
    }
    const owner = newClient();
    expect((await owner.post("/api/login/", { username: "admin", password: DEMO_PASSWORD })).status).toBe(401);
    // once the window has passed (counters cleared) the account works again
    await db.rateLimit.deleteMany({ where: { key: { startsWith: "login-fail:account:" } } });
    expect((await owner.post("/api/login/", { username: "admin", password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("answers 429 after 10 failures a minute from one IP, counting every kind of failure", async () => {
    startFreshWindow(60_000);
    const client = newClient();
    // wrong emailed codes are quick to make; wrong passwords and codes share the IP's count
    for (let i = 0; i < 7; i++) {
      const res = await client.post("/api/auth/confirm_email_login/", { code: "AAAAAA", email: DEMO.lead });
      expect(res.status).toBe(422);
    }
    for (let i = 0; i < 3; i++) {
      const res = await client.post("/api/login/", { username: `user-${i}`, password: "wrong-password" });
      expect(res.status).toBe(401);
    }
    const blocked = await client.post("/api/login/", { username: "editor", password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorMessage).toMatch(/Too many attempts/);
    // another IP is not affected
    expect((await newClient().post("/api/login/", { username: "editor", password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("asks for the second step when the account has 2FA", async () => {
    await db.account.update({ where: { username: "member" }, data: { totpSecret: "v1.placeholder" } });
    try {
      const client = newClient();
      const res = await client.post("/api/login/", { username: "member", password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ login: "twofactor", redirect: "/twofactor/", userLevel: 0 });
      expect(await userLevelOf(client)).toBe(0);
    } finally {
      await db.account.update({ where: { username: "member" }, data: { totpSecret: null } });
    }
  });

  it("refuses a body with missing fields with field errors", async () => {
    const res = await newClient().post("/api/login/", { username: "" });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toEqual(["Please enter your username"]);
  });
});
