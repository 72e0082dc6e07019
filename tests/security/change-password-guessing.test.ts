import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { DEMO_PASSWORD, newBrowser, setUpLimitsSuite, userLevelOf } from "./support/limits-kit";

// Attack: whoever holds a session (a borrowed laptop, a stolen cookie) guesses the account's
// password through change_password: without a limit, told when a guess is right, and locking the
// real owner out of signing in. Now the new password's rules come first (nothing is compared
// for a request that cannot succeed), a wrong old password always gets the same one message,
// and the fifth ends that session — the owner can still sign in.

setUpLimitsSuite();

const OLD_WRONG = "Your old password was entered incorrectly. Please enter it again.";
const GOOD_NEW = "Amber-Kestrel-Ridge-19";

async function signedIn(username: string) {
  const browser = newBrowser();
  await browser.login(username, DEMO_PASSWORD);
  return browser;
}

describe("password guessing through POST /api/auth/change_password/", () => {
  it("answers a new password that breaks the rules the same whether the old one is right or not", async () => {
    const browser = await signedIn("lead");
    const wrongOld = await browser.post("/api/auth/change_password/", { old: "not-my-password", new1: "12345678", new2: "12345678" });
    const rightOld = await browser.post("/api/auth/change_password/", { old: DEMO_PASSWORD, new1: "12345678", new2: "12345678" });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body).toEqual(rightOld.body);
    expect(wrongOld.body.errors).not.toContain(OLD_WRONG);
  });

  it("answers every wrong old password with the same one message", async () => {
    const browser = await signedIn("lead");
    const res = await browser.post("/api/auth/change_password/", { old: "not-my-password", new1: GOOD_NEW, new2: GOOD_NEW });
    expect([res.status, res.body]).toEqual([422, { response: "errors", errors: [OLD_WRONG] }]);
  });

  it("ends the guessing session at the fifth wrong old password and leaves the owner able to sign in", async () => {
    startFreshWindow(LIMITS.changePasswordFailures.windowMs);
    const thief = await signedIn("member");
    for (let i = 0; i < 5; i++) {
      await thief.post("/api/auth/change_password/", { old: `Guess-${i}-Xq-pass`, new1: GOOD_NEW, new2: GOOD_NEW });
    }
    expect(await userLevelOf(thief)).toBe(0);
    const again = await thief.post("/api/auth/change_password/", { old: DEMO_PASSWORD, new1: GOOD_NEW, new2: GOOD_NEW });
    expect(again.status).toBe(403);
    const owner = await signedIn("member");
    expect(await userLevelOf(owner)).toBe(3);
  });
});
