import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/rate-limit/limits";
import { startFreshWindow } from "../helpers/rate-window";
import { burst, newBrowser, setUpLimitsSuite } from "./support/limits-kit";

// Attack: an IPv6 subscriber holds a whole /64 (2^64 addresses), so per-IP limits that count each
// full address give them as many tries as they like. Every per-IP limit now counts an IPv6
// client by its /64 prefix (an IPv4 client by its address), and each log line of an IPv6 client
// names the /64 beside the address, so the operator can group them too.

const suite = setUpLimitsSuite();

/** A new address in 2001:db8:1:<net>::/64 for each call. */
let host = 0;
const inNetwork = (net: number) => `2001:db8:1:${net}:${(++host).toString(16)}:0:0:1`;

const wrongSignIn = (ip: string) =>
  newBrowser(ip).post("/api/auth/confirm_email_login/", { code: "WRONG2", email: "nobody@example-hospital.org" });

describe("a burst from many addresses of one IPv6 /64", () => {
  it("meets the per-IP sign-in limit as one client; another /64 is not held back", async () => {
    startFreshWindow(LIMITS.ipFailures.windowMs);
    const statuses = (await burst(14, () => wrongSignIn(inNetwork(7)))).map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMITS.ipFailures.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14 - LIMITS.ipFailures.max);
    expect((await wrongSignIn(inNetwork(8))).status).toBe(422);
  });

  it("meets the per-IP mail limit as one client", async () => {
    startFreshWindow(LIMITS.mailPerIpMinute.windowMs);
    const before = suite.smtp().mails.length;
    const count = LIMITS.mailPerIpMinute.max + 4;
    for (let i = 0; i < count; i++) {
      const res = await newBrowser(inNetwork(9)).post("/api/auth/email_domain_login/", { email: `colleague${i}@example-hospital.org` });
      expect(res.body).toEqual({ response: "sent" });
    }
    expect(suite.smtp().mails.length - before).toBe(LIMITS.mailPerIpMinute.max);
  });

  it("logs each address with its /64", async () => {
    const address = inNetwork(10);
    await newBrowser(address).get("/api/usercheck/");
    const line = suite.logs().find((l) => l.event === "request" && l.ip === address);
    expect(line?.ipBlock).toBe("2001:db8:1:a::/64");
  });
});
