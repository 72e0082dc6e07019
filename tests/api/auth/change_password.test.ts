import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, newClient, signedIn, userLevelOf, setUpAuthSuite } from "./kit";

setUpAuthSuite();

describe("POST /api/auth/change_password/", () => {
  it("changes the password, keeps this session and signs out the others", async () => {
    const other = await signedIn("lead");
    const client = await signedIn("lead");
    const res = await client.post("/api/auth/change_password/", { old: DEMO_PASSWORD, new1: "Amber-Kestrel-Ridge-19", new2: "Amber-Kestrel-Ridge-19" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: "success" });
    expect(await userLevelOf(client)).toBe(3);
    expect(await userLevelOf(other)).toBe(0);
    expect((await newClient().post("/api/login/", { username: "lead", password: "Amber-Kestrel-Ridge-19" })).status).toBe(200);
    await client.post("/api/auth/change_password/", { old: "Amber-Kestrel-Ridge-19", new1: DEMO_PASSWORD, new2: DEMO_PASSWORD });
  });

  it("lists what is wrong: old password, rules and mismatch", async () => {
    const client = await signedIn("lead");
    const res = await client.post("/api/auth/change_password/", { old: "not-my-password", new1: "12345678", new2: "12345679" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      response: "errors",
      errors: [
        "Your old password was entered incorrectly. Please enter it again.",
        "The two password fields didn’t match.",
        "This password is too common.",
        "This password is entirely numeric.",
      ],
    });
  });

  it("refuses a password too similar to the username or names", async () => {
    const client = await signedIn("lead");
    const res = await client.post("/api/auth/change_password/", { old: DEMO_PASSWORD, new1: "Priya2026", new2: "Priya2026" });
    expect(res.body.errors).toEqual(["The password is too similar to the first name."]);
  });

  it("is refused to visitors who are not signed in", async () => {
    const res = await newClient().post("/api/auth/change_password/", { old: "a", new1: "b", new2: "b" });
    expect(res.status).toBe(403);
  });
});
