import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { burst, newBrowser, setUpLimitsSuite } from "./support/limits-kit";

// Attack: thirty failing sign-ins from one address at once, each for another name, so no
// account lockout stops them. Counted before they are judged, ten get the wrong-password answer
// and twenty the 429; a limit read before the failures were written would let all thirty through.

setUpLimitsSuite();

describe("per-IP limit under a parallel burst", () => {
  it("lets ten failures through in a minute and answers 429 to the rest", async () => {
    startFreshWindow(LIMITS.ipFailures.windowMs);
    const address = "203.0.113.50";
    const answers = await burst(30, (i) =>
      newBrowser(address).post("/api/login/", { username: `guess-${i}`, password: "Wrong-Guess-Xq-1" }),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.ipFailures.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.ipFailures.max);
  });

  it("holds for emailed codes too", async () => {
    startFreshWindow(LIMITS.ipFailures.windowMs);
    const address = "203.0.113.51";
    const answers = await burst(30, () =>
      newBrowser(address).post("/api/auth/confirm_email_login/", { code: "ABCDEF", email: "member@example-hospital.org" }),
    );
    expect(answers.filter((r) => r.status === 429)).toHaveLength(30 - LIMITS.ipFailures.max);
  });
});
