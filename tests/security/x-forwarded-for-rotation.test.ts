import { describe, expect, it, vi } from "vitest";
import { addressFrom } from "@/lib/http/client-address";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { newBrowser, setUpLimitsSuite } from "./support/limits-kit";

// Attack: a new X-Forwarded-For on every request, so that each looks like another client and no
// per-IP limit is ever reached (and the logs show addresses of the attacker's choosing). The
// client address is the connection's; X-Forwarded-For counts only with TRUST_PROXY, and then
// only its entries written by the trusted proxies, read from the right.

const suite = setUpLimitsSuite();

// A wrong emailed code is a failed sign-in like a wrong password, without a quarter second of
// bcrypt each: 422, and 429 once the address has failed ten times in the minute.
const wrongSignIn = (peer: string, forwardedFor: string) =>
  newBrowser(peer).post(
    "/api/auth/confirm_email_login/",
    { code: "WRONG2", email: "nobody@example-hospital.org" },
    { "x-forwarded-for": forwardedFor },
  );

describe("X-Forwarded-For rotation", () => {
  it("does not escape the per-IP limit without TRUST_PROXY, and the logs show the connection's address", async () => {
    startFreshWindow(LIMITS.ipFailures.windowMs);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await wrongSignIn("203.0.113.9", `10.9.9.${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const requestLines = suite.logs().filter((l) => l.event === "request" && l.path === "/api/auth/confirm_email_login/");
    expect(new Set(requestLines.map((l) => l.ip))).toEqual(new Set(["203.0.113.9"]));
  });

  it("with TRUST_PROXY=1 takes the right-most entry, the one the proxy wrote", async () => {
    startFreshWindow(LIMITS.ipFailures.windowMs);
    vi.stubEnv("TRUST_PROXY", "1");
    vi.resetModules(); // the settings are read once per module instance
    try {
      const proxy = "192.0.2.1";
      const statuses = [];
      // The client writes its own entries on the left; the proxy appends the address it saw.
      for (let i = 0; i < 12; i++) statuses.push((await wrongSignIn(proxy, `10.8.8.${i}, 198.18.0.7`)).status);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another client behind the same proxy has its own count.
      expect((await wrongSignIn(proxy, "198.18.0.8")).status).toBe(422);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("reads TRUST_PROXY hops from the right", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 198.18.0.7, 10.0.0.2" });
    expect(addressFrom(headers, "10.0.0.3", 0)).toBe("10.0.0.3");
    expect(addressFrom(headers, "10.0.0.3", 1)).toBe("10.0.0.2");
    expect(addressFrom(headers, "10.0.0.3", 2)).toBe("198.18.0.7");
    expect(addressFrom(new Headers(), "10.0.0.3", 2)).toBe("10.0.0.3");
  });
});
