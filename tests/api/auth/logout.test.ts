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
