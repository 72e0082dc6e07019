import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { burst, DEMO, DEMO_PASSWORD, newBrowser, sameBrowserFrom, setUpLimitsSuite, userLevelOf } from "./support/limits-kit";

// Attacks on emailed codes (30 bits each): many guesses at once, and guesses through "I already
// have a code", where the code is typed with the address from any browser. Every try is counted
// before it is judged; through the address path five wrong codes lock that address's codes for a
// whole window, and a sign-in by another factor does not clear that.

const suite = setUpLimitsSuite();

async function requestCode(email: string) {
  const browser = newBrowser();
  const { mail } = await suite.smtp().nextMailTo(email, () => browser.post("/api/auth/email_domain_login/", { email }));
  return { browser, code: mail.code! };
}

const judged = () => suite.logs().filter((l) => l.event === "auth.login_failed" && l.method === "email_code");

describe("emailed code guessing", () => {
  it("judges at most five of thirty parallel wrong codes typed in the browser that asked", async () => {
    const { browser } = await requestCode(DEMO.member);
    suite.clearLogs();
    const answers = await burst(30, (i) =>
      sameBrowserFrom(browser).post("/api/auth/confirm_email_login/", { code: `WRNG${String(i).padStart(2, "2")}` }),
    );
    // A wrong code, or (once the code has died) the "type your email" answer of
    // docs/product.md#behaviour; never a sign-in.
    for (const res of answers) {
      expect(res.status === 422 || res.body.response === "confirm_email_required", JSON.stringify(res.body)).toBe(true);
    }
    expect(judged().length).toBeLessThanOrEqual(5);
    expect(await userLevelOf(browser)).toBe(0);
  });

  it("judges at most five of thirty parallel wrong codes typed with the address", async () => {
    startFreshWindow(LIMITS.codeFailuresPerAddress.windowMs);
    await requestCode(DEMO.editor);
    suite.clearLogs();
    const answers = await burst(30, (i) =>
      newBrowser().post("/api/auth/confirm_email_login/", { code: `WRNG${String(i).padStart(2, "2")}`, email: DEMO.editor }),
    );
    for (const res of answers) expect(res.status).toBe(422);
    expect(judged().length).toBeLessThanOrEqual(5);
  });

  it("keeps the address locked after five wrong codes, for new codes and after a password sign-in", async () => {
    startFreshWindow(LIMITS.codeFailuresPerAddress.windowMs);
    await requestCode(DEMO.lead);
    for (let i = 0; i < 5; i++) {
      const res = await newBrowser().post("/api/auth/confirm_email_login/", { code: `WRONG${i + 2}`, email: DEMO.lead });
      expect(res.status).toBe(422);
    }
    await newBrowser().login("lead", DEMO_PASSWORD);
    const { code } = await requestCode(DEMO.lead);
    const typedElsewhere = newBrowser();
    const res = await typedElsewhere.post("/api/auth/confirm_email_login/", { code, email: DEMO.lead });
    expect(res.status).toBe(422);
    expect(await userLevelOf(typedElsewhere)).toBe(0);
  });
});
