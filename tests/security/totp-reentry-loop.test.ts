import { startFreshTotpStep } from "../helpers/rate-window";
import { clock } from "@/lib/clock";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../helpers/api-client";
import { DEMO_PASSWORD, db, newBrowser, setUpLimitsSuite, userLevelOf } from "./support/limits-kit";

// Attack: someone who knows the password guesses the TOTP code. If a password success cleared
// the TOTP failures, "password, 4 wrong codes, password again, 4 more…" would guess for ever.
// TOTP failures count per account (five lock the second step for a whole window, whatever
// passwords are entered) and per pending sign-in (its fifth wrong code ends it).

setUpLimitsSuite();

const code = (secret: string, stepsBack = 0) => generate({ secret, epoch: Math.floor(clock.ms() / 1000) - stepsBack * 30 });

/** A six-digit code that is neither the current nor the previous step's. */
async function wrongCode(secret: string): Promise<string> {
  const valid = new Set([await code(secret), await code(secret, 1)]);
  for (let n = 123456; ; n++) if (!valid.has(String(n))) return String(n);
}

/** Turns 2FA on for `username` through the API and returns the secret. */
async function enableTotp(username: string): Promise<string> {
  const owner = newBrowser();
  await owner.login(username, DEMO_PASSWORD);
  startFreshTotpStep();
  const secret: string = (await owner.get("/api/auth/generate_two_factor_code/")).body.code;
  const confirm = await owner.post("/api/auth/confirm_2fa_setup/", { secret, code: await code(secret, 1) });
  expect(confirm.body.codeCheck).toBe(true);
  return secret;
}

async function passwordStep(username: string): Promise<ApiClient> {
  const browser = newBrowser();
  const res = await browser.post("/api/login/", { username, password: DEMO_PASSWORD });
  expect(res.body.login).toBe("twofactor");
  return browser;
}

describe("TOTP guessing by someone who knows the password", () => {
  it("stays locked however often the password is entered again", async () => {
    const secret = await enableTotp("lead");
    for (let round = 0; round < 3; round++) {
      const browser = await passwordStep("lead");
      for (let i = 0; i < 4; i++) {
        const res = await browser.post("/api/auth/twofactor_login/", { code: await wrongCode(secret) });
        expect(res.status).toBe(422);
      }
    }
    startFreshTotpStep();
    const browser = await passwordStep("lead");
    const right = await browser.post("/api/auth/twofactor_login/", { code: await code(secret) });
    expect(right.status).toBe(422);
    expect(await userLevelOf(browser)).toBe(0);
    await db.account.update({ where: { username: "lead" }, data: { totpSecret: null, totpLastStep: null } });
  });

  it("ends a pending sign-in after five wrong codes", async () => {
    const secret = await enableTotp("member");
    const browser = await passwordStep("member");
    for (let i = 0; i < 5; i++) {
      expect((await browser.post("/api/auth/twofactor_login/", { code: await wrongCode(secret) })).status).toBe(422);
    }
    startFreshTotpStep();
    const right = await browser.post("/api/auth/twofactor_login/", { code: await code(secret) });
    expect([right.status, right.body.redirect]).toEqual([403, "/login/"]);
    expect(await userLevelOf(browser)).toBe(0);
    await db.account.update({ where: { username: "member" }, data: { totpSecret: null, totpLastStep: null } });
  });
});
