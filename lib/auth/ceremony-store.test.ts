import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, resetClock } from "@/lib/clock";
import { db } from "@/lib/db";
import { clearExpiredCeremonies, readCeremony, saveCeremony, takeCeremony } from "./ceremony-store";

const mine = "a".repeat(64);
const theirs = "b".repeat(64);

afterEach(() => resetClock());

describe("the ceremony store", () => {
  it("gives a row to one of many parallel takers, and only to the session that made it", async () => {
    const id = await saveCeremony({ sessionHash: mine, kind: "passkey_authentication", value: "challenge-1", lifetimeMs: 60_000 });
    expect(await takeCeremony({ id, sessionHash: theirs, kinds: ["passkey_authentication"] })).toBeNull();
    expect(await takeCeremony({ id, sessionHash: mine, kinds: ["oidc_sign_in"] })).toBeNull();
    const takes = await Promise.all(Array.from({ length: 10 }, () => takeCeremony({ id, sessionHash: mine, kinds: ["passkey_authentication"] })));
    expect(takes.filter(Boolean).map((t) => t!.value)).toEqual(["challenge-1"]);
  });

  it("refuses an expired row on the app's clock and clears it", async () => {
    const id = await saveCeremony({ sessionHash: mine, kind: "oidc_sign_in", value: "{}", lifetimeMs: 60_000, providerId: null });
    advanceClock(60_001);
    expect(await readCeremony(mine, "oidc_sign_in")).toBeNull();
    expect(await takeCeremony({ id, sessionHash: mine, kinds: ["oidc_sign_in"] })).toBeNull();
    expect(await db.ceremonyState.count({ where: { id } })).toBe(0);
    await saveCeremony({ sessionHash: mine, kind: "oidc_sign_in", value: "{}", lifetimeMs: 1 });
    advanceClock(2);
    expect(await clearExpiredCeremonies()).toBeGreaterThanOrEqual(1);
  });

  it("replaces the session's earlier row of a kind, and takes a row only as it was read", async () => {
    await saveCeremony({ sessionHash: mine, kind: "totp_setup", value: "first", lifetimeMs: 60_000, accountId: 7, replace: true });
    const read = await readCeremony(mine, "totp_setup", 7);
    await saveCeremony({ sessionHash: mine, kind: "totp_setup", value: "second", lifetimeMs: 60_000, accountId: 7, replace: true });
    expect(await db.ceremonyState.count({ where: { sessionHash: mine, kind: "totp_setup" } })).toBe(1);
    expect(await takeCeremony({ id: read!.id, sessionHash: mine, kinds: ["totp_setup"], value: read!.value })).toBeNull();
    const now = await readCeremony(mine, "totp_setup", 7);
    expect(now?.value).toBe("second");
    expect(await takeCeremony({ id: now!.id, sessionHash: mine, kinds: ["totp_setup"], value: "not what was read" })).toBeNull();
    expect((await takeCeremony({ id: now!.id, sessionHash: mine, kinds: ["totp_setup"], value: "second" }))?.accountId).toBe(7);
  });
});
