import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../helpers/api-client";
import { DEMO_PASSWORD, setUpAuthSuite, userLevelOf } from "../api/auth/kit";

// "Where you are signed in": a person sees their own active sessions and can end any of them;
// nobody can end (or learn of) another account's session by its id; "everywhere else" keeps
// the caller's own. An admin sees and ends the same per account.

setUpAuthSuite();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let n = 0;
async function signIn(username: string, userAgent = CHROME): Promise<ApiClient> {
  n++;
  const client = new ApiClient({ ip: `10.30.0.${n}`, userAgent });
  await client.login(username, DEMO_PASSWORD);
  return client;
}

const sessionsOf = async (client: ApiClient) => (await client.get("/api/auth/sessions/")).body.sessions as { id: string; current: boolean; browser: string; system: string; ip: string; startedAt: string; lastSeenAt: string }[];

describe("GET /api/auth/sessions/ and POST /api/auth/sessions/end/", () => {
  it("lists only the account's own sessions, with browser, system, address and this one marked", async () => {
    const laptop = await signIn("member", FIREFOX);
    const office = await signIn("member", CHROME);
    await signIn("lead");
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    const mine = list.find((s) => s.current)!;
    expect(mine).toMatchObject({ browser: "Firefox", system: "Linux", startedAt: expect.any(String), lastSeenAt: expect.any(String) });
    expect(list.find((s) => !s.current)).toMatchObject({ browser: "Chrome", system: "Windows 10" });
    // The client address the route wrapper derived at sign-in is on each row.
    for (const s of list) expect(s.ip).toEqual(expect.stringMatching(/\S/));
    // The public id is not the session's key.
    const keys = (await db.session.findMany({ select: { id: true } })).map((s) => s.id);
    for (const s of list) expect(keys).not.toContain(s.id);
    expect((await sessionsOf(office)).filter((s) => s.current)).toHaveLength(1);
    await db.session.updateMany({ where: { account: { username: "member" } }, data: { revokedAt: clock.now() } });
  });

  it("ending another browser's session makes its cookie anonymous; this one stays signed in", async () => {
    const laptop = await signIn("member", FIREFOX);
    const office = await signIn("member", CHROME);
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const res = await laptop.post("/api/auth/sessions/end/", { id: other.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: "success", signedOut: false });
    expect(await userLevelOf(office)).toBe(0);
    expect(await userLevelOf(laptop)).toBe(3);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(other.id);
    // Ending it again: it is no longer there.
    expect((await laptop.post("/api/auth/sessions/end/", { id: other.id })).status).toBe(404);
  });

  it("ending this browser's own session signs it out", async () => {
    const laptop = await signIn("member", FIREFOX);
    const mine = (await sessionsOf(laptop)).find((s) => s.current)!;
    const res = await laptop.post("/api/auth/sessions/end/", { id: mine.id });
    expect(res.body.signedOut).toBe(true);
    expect(await userLevelOf(laptop)).toBe(0);
  });

  it("another account's session id cannot be ended: 404, and that session stays", async () => {
    const attacker = await signIn("member");
    const victim = await signIn("lead");
    const victimId = (await sessionsOf(victim)).find((s) => s.current)!.id;
    const res = await attacker.post("/api/auth/sessions/end/", { id: victimId });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorMessage: "That session no longer exists." });
    expect(await userLevelOf(victim)).toBe(3);
    // A made-up id and the session key itself answer the same.
    const key = (await db.session.findFirstOrThrow({ where: { account: { username: "lead" }, revokedAt: null } })).id;
    expect((await attacker.post("/api/auth/sessions/end/", { id: "A".repeat(22) })).status).toBe(404);
    expect((await attacker.post("/api/auth/sessions/end/", { id: key })).status).toBe(422);
    expect(await userLevelOf(victim)).toBe(3);
  });

  it("is refused to visitors who are not signed in", async () => {
    const anonymous = new ApiClient({ ip: "10.30.1.1" });
    expect((await anonymous.get("/api/auth/sessions/")).status).toBe(403);
    expect((await anonymous.post("/api/auth/sessions/end/", { id: "A".repeat(22) })).status).toBe(403);
  });
});

describe("POST /api/auth/sessions/end_others/", () => {
  it("signs out every other browser and keeps this one", async () => {
    const here = await signIn("member");
    const there = await signIn("member", FIREFOX);
    const third = await signIn("member", FIREFOX);
    const res = await here.post("/api/auth/sessions/end_others/", {});
    expect(res.status).toBe(200);
    expect(res.body.ended).toBeGreaterThanOrEqual(2);
    expect(await userLevelOf(there)).toBe(0);
    expect(await userLevelOf(third)).toBe(0);
    expect(await userLevelOf(here)).toBe(3);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
  });
});

describe("admin: /api/admin/accounts/sessions/", () => {
  it("an admin sees an account's sessions and ends one; level 6 may not", async () => {
    const member = await signIn("member", FIREFOX);
    const admin = await signIn("admin");
    const memberId = (await db.account.findUniqueOrThrow({ where: { username: "member" } })).id;
    const list = (await admin.get(`/api/admin/accounts/sessions/?accountId=${memberId}`)).body.sessions;
    const target = list.find((s: { browser: string; current: boolean }) => s.browser === "Firefox" && !s.current);
    expect(target).toBeDefined();
    const editor = await signIn("editor");
    expect((await editor.get(`/api/admin/accounts/sessions/?accountId=${memberId}`)).status).toBe(403);
    expect((await editor.post("/api/admin/accounts/sessions/end/", { accountId: memberId, id: target.id })).status).toBe(403);
    expect(await userLevelOf(member)).toBe(3);
    const ended = await admin.post("/api/admin/accounts/sessions/end/", { accountId: memberId, id: target.id });
    expect(ended.status).toBe(200);
    expect(await userLevelOf(member)).toBe(0);
    // The id must belong to the account named.
    expect((await admin.post("/api/admin/accounts/sessions/end/", { accountId: memberId + 1, id: target.id })).status).toBe(404);
    // Three sign-ins at bcrypt cost 12: slow on a busy machine.
  }, 400_000);
});
