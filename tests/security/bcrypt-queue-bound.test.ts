import { describe, expect, it } from "vitest";
import { HASH_HELPERS, HASH_QUEUE_LIMIT } from "@/lib/auth/bcrypt-pool";
import { burst, DEMO_PASSWORD, newBrowser, setUpLimitsSuite } from "./support/limits-kit";

// Attack: a flood of sign-ins, each a quarter second of bcrypt. Queued without end, every
// request (and every real user) would wait minutes and time out. Beyond a bound the sign-in
// answers 503 with Retry-After at once, and the app serves normally as soon as the flood ebbs.

setUpLimitsSuite();

describe("the password hashing queue under a flood of sign-ins", () => {
  it("answers 503 with Retry-After beyond its bound, and signs in normally afterwards", async () => {
    const count = 2 * (HASH_HELPERS + HASH_QUEUE_LIMIT) + 4;
    const answers = await burst(count, (i) =>
      newBrowser().post("/api/login/", { username: `flood-${i}`, password: "Wrong-Guess-Xq-1" }),
    );
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.body.errorMessage).toEqual(expect.any(String));
    }
    expect(answers.every((r) => r.status === 401 || r.status === 503)).toBe(true);
    expect((await newBrowser().post("/api/login/", { username: "lead", password: DEMO_PASSWORD })).status).toBe(200);
  });
});
