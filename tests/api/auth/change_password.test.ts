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

  // The new password's rules come first and the old password is not compared when they fail,
  // so a session holder cannot use this call to test guesses (tests/security/change-password-guessing).
  it("lists what is wrong with the new password, without comparing the old one", async () => {
    const client = await signedIn("lead");
    const res = await client.post("/api/auth/change_password/", { old: "not-my-password", new1: "12345678", new2: "12345679" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      response: "errors",
      errors: [
        "The two password fields didn’t match.",
        "This password is too common.",
        "This password is entirely numeric.",
      ],
    });
  });

  it("answers a wrong old password with its message alone", async () => {
    const client = await signedIn("lead");
    const res = await client.post("/api/auth/change_password/", { old: "not-my-password", new1: "Amber-Kestrel-Ridge-19", new2: "Amber-Kestrel-Ridge-19" });
    expect([res.status, res.body]).toEqual([422, { response: "errors", errors: ["Your old password was entered incorrectly. Please enter it again."] }]);
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
