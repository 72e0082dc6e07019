import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { burst, db, DEMO_PASSWORD, newBrowser, sameBrowserFrom, setUpLimitsSuite, userLevelOf } from "./support/limits-kit";

// Attack: someone holding a stolen session cookie wants the account's password, and the
// "Confirm it's you" step (POST /api/auth/reauthenticate/) compares one. They send thirty wrong
// passwords at once, each from an address of its own, then the right one. Each proof is counted
// on the account before it is judged, as at sign-in, so at most five are compared; the right one
// gets the same refusal as the rest, no account change opens, and after five wrong proofs the
// stolen session is ended.

const suite = setUpLimitsSuite();
const WRONG = 30;

describe("30 parallel wrong passwords, then the right one, to Confirm it's you", () => {
  it("judges at most five, opens nothing, and ends the stolen session", async () => {
    startFreshWindow(LIMITS.accountFailures.windowMs);
    const owner = newBrowser();
    expect((await owner.post("/api/login/", { username: "lead", password: DEMO_PASSWORD })).status).toBe(200);
    // The attacker arrives later, when the sign-in no longer counts as a fresh proof.
    await db.session.updateMany({
      where: { account: { username: "lead" } },
      data: { authenticatedAt: new Date(clock.ms() - 10 * 60_000), reauthenticatedAt: null },
    });
    const answers = await burst(WRONG, (i) =>
      sameBrowserFrom(owner).post("/api/auth/reauthenticate/", { password: `Wrong-Guess-${i}-Zq` }),
    );
    // The right password right after: the five failures hold, so it is refused like the rest.
    answers.push(await sameBrowserFrom(owner).post("/api/auth/reauthenticate/", { password: DEMO_PASSWORD }));
    expect(answers.filter((r) => r.status === 200)).toEqual([]);
    // A wrong proof (422), the session ended after the fifth (403, to the login page), or "busy,
    // retry" where the flood filled the hashing queue (503).
    for (const res of answers) expect([403, 422, 503]).toContain(res.status);
    const judged = suite.logs().filter((l) => l.event === "auth.login_failed" && l.method === "reauth_password");
    expect(judged.length).toBeLessThanOrEqual(LIMITS.accountFailures.max);
    // No change that needs a fresh proof opened, and the stolen cookie is worth nothing now.
    expect((await owner.get("/api/auth/get_passkey_options/")).status).toBe(403);
    expect(await userLevelOf(owner)).toBe(0);
  });
});
