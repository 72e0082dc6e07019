import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../helpers/api-client";
import { DEMO_PASSWORD, resetToDemoData } from "../../helpers/demo";

// Every POST must echo the session-bound csrftoken cookie in X-CSRFToken and come from our origin.

const credentials = { username: "member", password: DEMO_PASSWORD, remember_me: false };

describe("CSRF protection on POST", () => {
  beforeAll(resetToDemoData);

  it("hands out a csrftoken cookie readable by the page on the first call", async () => {
    const client = new ApiClient();
    const res = await client.get("/api/usercheck/");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("csrftoken="));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a POST without the header", async () => {
    const client = new ApiClient();
    await client.get("/api/usercheck/");
    const res = await client.post("/api/login/", credentials, { "x-csrftoken": "" });
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty("login");
  });

  it("refuses a POST with a wrong token", async () => {
    const client = new ApiClient();
    await client.get("/api/usercheck/");
    const res = await client.post("/api/login/", credentials, { "x-csrftoken": "forged-token" });
    expect(res.status).toBe(403);
  });

  it("refuses a token that belongs to another session", async () => {
    const mine = new ApiClient();
    const theirs = new ApiClient();
    await mine.get("/api/usercheck/");
    await theirs.get("/api/usercheck/");
    const res = await mine.post("/api/login/", credentials, { "x-csrftoken": theirs.csrfToken ?? "" });
    expect(res.status).toBe(403);
  });

  it("refuses a POST without any session cookie, even with a token", async () => {
    const client = new ApiClient();
    await client.get("/api/usercheck/");
    const token = client.csrfToken ?? "";
    client.cookies.clear();
    client.cookies.set("csrftoken", token);
    const res = await client.post("/api/login/", credentials, { "x-csrftoken": token });
    expect(res.status).toBe(403);
  });

  it("refuses a POST from a foreign origin even with a valid token", async () => {
    const client = new ApiClient();
    await client.get("/api/usercheck/");
    const res = await client.post("/api/login/", credentials, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("accepts a POST with the right token from our origin", async () => {
    const client = new ApiClient();
    const res = await client.post("/api/login/", credentials);
    expect(res.status).toBe(200);
  });
});
