import { clock } from "@/lib/clock";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../../helpers/demo";

describe("GET /api/usercheck/", () => {
  beforeAll(resetToDemoData);

  it("answers level 0 with no name for an anonymous visitor", async () => {
    const res = await new ApiClient().get("/api/usercheck/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userLevel: 0, userName: "", email: "", people: [], hasRequests: false });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["admin", 9, "admin@example.org"],
    ["editor", 6, "editor@example.org"],
    ["lead", 3, "lead@example-hospital.org"],
    ["member", 3, "member@example-hospital.org"],
  ])("answers %s's level, name, email and person ids", async (username, level, email) => {
    const client = new ApiClient();
    await client.login(username, DEMO_PASSWORD);
    const res = await client.get("/api/usercheck/");
    const person = await db.person.findFirst({ where: { email }, select: { id: true } });
    expect(res.body).toEqual({ userLevel: level, userName: username, email, people: [person?.id], hasRequests: false });
  });

  it("treats level 4 as 3 and level 1 as 0", async () => {
    const client = new ApiClient();
    await db.account.update({ where: { username: "member" }, data: { level: 4 } });
    await client.login("member", DEMO_PASSWORD);
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(3);
    await db.account.update({ where: { username: "member" }, data: { level: 1 } });
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(0);
    await db.account.update({ where: { username: "member" }, data: { level: 3 } });
  });

  it("sees a level change on the next request", async () => {
    const client = new ApiClient();
    await client.login("editor", DEMO_PASSWORD);
    await db.account.update({ where: { username: "editor" }, data: { level: 3 } });
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(3);
    await db.account.update({ where: { username: "editor" }, data: { level: 6 } });
  });

  it("ends a session when the account is disabled", async () => {
    const client = new ApiClient();
    await client.login("member", DEMO_PASSWORD);
    await db.account.update({ where: { username: "member" }, data: { disabled: true } });
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(0);
    await db.account.update({ where: { username: "member" }, data: { disabled: false } });
  });

  it("ends a session without Remember me after two idle hours", async () => {
    const client = new ApiClient();
    await client.login("member", DEMO_PASSWORD);
    await db.session.updateMany({
      where: { account: { username: "member" }, revokedAt: null },
      data: { lastSeenAt: new Date(clock.ms() - 2 * 60 * 60 * 1000 - 1000) },
    });
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(0);
  });

  it("ends a session at its absolute expiry", async () => {
    const client = new ApiClient();
    await client.login("member", DEMO_PASSWORD, true);
    await db.session.updateMany({
      where: { account: { username: "member" }, revokedAt: null },
      data: { expiresAt: new Date(clock.ms() - 1000) },
    });
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(0);
  });
});

describe("GET /api/usercheck/ for a quick-access visitor", () => {
  beforeAll(resetToDemoData);

  it("answers level 2 with the visitor's email and no person ids", async () => {
    const { startSession, loadSession } = await import("@/lib/auth/session");
    const organisation = await db.organisation.findFirstOrThrow({ where: { name: "Northern School of Anaesthesia" } });
    const started = await startSession(await loadSession(null), {
      organisationId: organisation.id,
      email: "visitor@northern-school.example",
      level: 2,
      kind: "quickAccess",
    }, { ip: "127.0.0.1", userAgent: "api-test" });
    const client = new ApiClient();
    client.cookies.set("session", started.cookies[0].split(";")[0].slice("session=".length));
    const res = await client.get("/api/usercheck/");
    expect(res.body).toEqual({
      userLevel: 2,
      userName: "visitor@northern-school.example",
      email: "visitor@northern-school.example",
      people: [],
      hasRequests: false,
    });
  });
});
