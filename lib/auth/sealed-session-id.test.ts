import { sealData } from "iron-session";
import { describe, expect, it } from "vitest";
import { sealSessionId, unsealSessionId } from "./sealed-session-id";

// The session cookie's value: the server's own seals give their id back, every time (the second
// time from memory); nothing else, before or after a genuine cookie has been remembered, does.

const SID = "a".repeat(43);

describe("the sealed session id", () => {
  it("gives back the id it sealed, again and again", async () => {
    const cookie = await sealSessionId(SID);
    expect(await unsealSessionId(cookie)).toBe(SID);
    expect(await unsealSessionId(cookie)).toBe(SID);
    expect(await unsealSessionId(encodeURIComponent(cookie))).toBe(SID);
  });

  it("refuses a cookie changed by one character, after the genuine one was remembered", async () => {
    const cookie = await sealSessionId(SID);
    expect(await unsealSessionId(cookie)).toBe(SID);
    const at = cookie.length - 5;
    const changed = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
    expect(await unsealSessionId(changed)).toBeUndefined();
  });

  it("refuses what another secret sealed, and seals too short to be a session id", async () => {
    const foreign = await sealData({ sid: SID }, { password: "another-secret-of-at-least-32-characters", ttl: 0 });
    expect(await unsealSessionId(foreign)).toBeUndefined();
    const short = await sealData({ sid: "short" }, { password: process.env.SESSION_SECRET!, ttl: 0 });
    expect(await unsealSessionId(short)).toBeUndefined();
    expect(await unsealSessionId("not a seal")).toBeUndefined();
  });
});
