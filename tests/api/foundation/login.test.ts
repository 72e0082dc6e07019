import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../../helpers/demo";

function sessionCookie(headers: Headers) {
  return headers.getSetCookie().find((c) => c.startsWith("session="));
}

describe("POST /api/login/", () => {
  beforeAll(resetToDemoData);

  it("signs in with username and password", async () => {
    const client = new ApiClient();
    const res = await client.post("/api/login/", { username: "editor", password: DEMO_PASSWORD, remember_me: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ login: "success", userLevel: 6, email: "editor@example.org" });
    const check = await client.get("/api/usercheck/");
    expect(check.body).toMatchObject({ userLevel: 6, userName: "editor", email: "editor@example.org" });
  });

  it("sets a browser-session cookie without Remember me, HttpOnly and SameSite=Lax", async () => {
    const client = new ApiClient();
    const res = await client.post("/api/login/", { username: "member", password: DEMO_PASSWORD, remember_me: false });
    const cookie = sessionCookie(res.headers);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
  });

  it("keeps the cookie for 30 days with Remember me", async () => {
    const client = new ApiClient();
    const res = await client.post("/api/login/", { username: "member", password: DEMO_PASSWORD, remember_me: true });
    expect(sessionCookie(res.headers)).toMatch(/Max-Age=2592000/);
  });

  it("gives a new session id at sign-in", async () => {
    const client = new ApiClient();
    await client.get("/api/usercheck/");
    const before = client.cookies.get("session");
    await client.login("member", DEMO_PASSWORD);
    expect(client.cookies.get("session")).toBeDefined();
    expect(client.cookies.get("session")).not.toBe(before);
  });

  it("answers a wrong password with the product's message and no session", async () => {
    const client = new ApiClient();
    const res = await client.post("/api/login/", { username: "editor", password: "wrong-password", remember_me: false });
    expect(res.status).toBe(401);
    expect(res.body.errorMessage).toBe("Please check the details you have entered");
    const check = await client.get("/api/usercheck/");
    expect(check.body.userLevel).toBe(0);
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const a = await new ApiClient().post("/api/login/", { username: "editor", password: "wrong-password" });
    const b = await new ApiClient().post("/api/login/", { username: "nobody-here", password: "wrong-password" });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
  });

  it("lists field errors for missing fields (422)", async () => {
    const res = await new ApiClient().post("/api/login/", { username: "", password: "" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["password", "username"]);
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const res = await new ApiClient().post("/api/login/", "{not json");
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/at .*\.ts/);
  });
});

describe("GET /api/logout/", () => {
  beforeAll(resetToDemoData);

  it("revokes the session on the server: the old cookie no longer works", async () => {
    const client = new ApiClient();
    await client.login("editor", DEMO_PASSWORD);
    const oldCookies = new Map(client.cookies);
    const res = await client.get("/api/logout/");
    expect(res.status).toBe(200);
    expect((await client.get("/api/usercheck/")).body.userLevel).toBe(0);

    const replay = new ApiClient();
    for (const [k, v] of oldCookies) replay.cookies.set(k, v);
    expect((await replay.get("/api/usercheck/")).body.userLevel).toBe(0);
  });
});
