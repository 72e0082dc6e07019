import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { burst, DEMO_PASSWORD, newBrowser, setUpLimitsSuite, userLevelOf } from "./support/limits-kit";

// Attack: thirty wrong passwords sent at once, each from its own address, with the right one
// among them. If the lockout were read before the failures were written, all thirty would be
// compared and the right one would sign in. Each attempt is counted before it is judged, so at
// most five are compared, and the right one is refused until the window has passed.

const suite = setUpLimitsSuite();
const WRONG = 30;

async function attack(username: string) {
  const browsers = Array.from({ length: WRONG + 1 }, () => newBrowser());
  const answers = await burst(WRONG + 1, (i) =>
    browsers[i].post("/api/login/", { username, password: i === WRONG / 2 ? DEMO_PASSWORD : `Wrong-Guess-${i}-Xq` }),
  );
  return { answers, rightOne: browsers[WRONG / 2] };
}

describe("30 parallel wrong passwords plus the right one", () => {
  it("judges at most five, refuses the rest and the right one alike, and keeps the account locked", async () => {
    startFreshWindow(LIMITS.accountFailures.windowMs);
    const { answers, rightOne } = await attack("lead");
    // Every answer is the wrong-password one, or "busy, retry" where the flood filled the hashing
    // queue (tests/security/bcrypt-queue-bound.test.ts); none signs in.
    for (const res of answers) expect([401, 503]).toContain(res.status);
    for (const res of answers.filter((r) => r.status === 401)) {
      expect(res.body).toEqual({ login: "failed", errorMessage: expect.any(String) });
    }
    const judged = suite.logs().filter((l) => l.event === "auth.login_failed" && l.method === "password");
    expect(judged.length).toBeLessThanOrEqual(LIMITS.accountFailures.max);
    expect(await userLevelOf(rightOne)).toBe(0);
    // Later, alone, the right password is still refused while the window lasts.
    const later = await newBrowser().post("/api/login/", { username: "lead", password: DEMO_PASSWORD });
    expect(later.status).toBe(401);
  });

  it("answers an unknown account exactly as an existing one", async () => {
    startFreshWindow(LIMITS.accountFailures.windowMs);
    const known = await attack("member");
    const unknown = await attack("nobody-by-this-name");
    // One wrong-password answer for both (and at most the one "busy, retry" answer besides).
    const shape = (r: { status: number; body: unknown }) => JSON.stringify([r.status, r.body]);
    const shapes = new Set([...known.answers, ...unknown.answers].map(shape));
    expect([...shapes].filter((s) => s.startsWith("[401"))).toHaveLength(1);
    expect([...shapes].filter((s) => !s.startsWith("[401") && !s.startsWith("[503"))).toEqual([]);
  });
});
