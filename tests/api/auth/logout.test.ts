import { describe, expect, it } from "vitest";
import { ApiClient } from "../../helpers/api-client";
import { signedIn, userLevelOf, setUpAuthSuite } from "./kit";

setUpAuthSuite();

describe("GET /api/logout/", () => {
  it("revokes the session: the old cookie no longer signs anyone in", async () => {
    const client = await signedIn("editor");
    const stolen = new Map(client.cookies);
    expect((await client.get("/api/logout/")).status).toBe(200);
    expect(await userLevelOf(client)).toBe(0);
    const replay = new ApiClient({ ip: "10.99.0.1" });
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    expect(await userLevelOf(replay)).toBe(0);
    expect((await replay.get("/api/profile/")).status).toBe(403);
  });
});

describe("signing out clears what the browser kept", () => {
  it("a logout answers Clear-Site-Data: cache, so a shared computer keeps no project list", async () => {
    const client = await signedIn("editor");
    const res = await client.get("/api/logout/");
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
  });

  it("a logout by someone not signed in clears nothing", async () => {
    const res = await new ApiClient({ ip: "10.99.0.2" }).get("/api/logout/", { "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBeNull();
  });
});
