import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { burst, db, newBrowser, setUpLimitsSuite } from "./support/limits-kit";

// Attack: anonymous calls to get_authentication_options, each storing a challenge row, to fill
// the database. Challenges are counted per address first: beyond the limit the answer is 429 and
// nothing is stored; other addresses are not affected.

setUpLimitsSuite();

describe("anonymous passkey challenges", () => {
  it("are limited per address, also when asked for all at once", async () => {
    startFreshWindow(LIMITS.passkeyChallengesPerIp.windowMs);
    const before = await db.ceremonyState.count({ where: { kind: "passkey_authentication" } });
    const address = "203.0.113.77";
    const answers = await burst(40, () => newBrowser(address).get("/api/auth/get_authentication_options/"));
    const { max } = LIMITS.passkeyChallengesPerIp;
    expect(answers.filter((r) => r.status === 200)).toHaveLength(max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(40 - max);
    expect((await db.ceremonyState.count({ where: { kind: "passkey_authentication" } })) - before).toBe(max);
    expect((await newBrowser().get("/api/auth/get_authentication_options/")).status).toBe(200);
  });
});
