import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import { asAdmin, db, lastActivity, newClient, SLOW, prepareAdminSuite } from "./kit";

const suite = prepareAdminSuite();

const PATH = "/api/auth/set_password/";
const PASSWORD = "Quiet-Harbour-Lantern-81";

describe("POST /api/auth/set_password/", SLOW, () => {
  async function invite(username: string): Promise<string> {
    const admin = await asAdmin();
    const { mail } = await suite.smtp().nextMailTo(`${username}@example.org`, () =>
      admin.post("/api/admin/accounts/", { action: "create", username, email: `${username}@example.org`, level: 3 }),
    );
    return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
  }

  it("names the account of a live link, and refuses an unknown one", async () => {
    const token = await invite("checkme");
    const client = newClient();
    expect((await client.post(PATH, { action: "check", token })).body).toEqual({ username: "checkme" });
    const unknown = await client.post(PATH, { action: "check", token: "A".repeat(43) });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ token_error: true });
  });

  it("applies the password rules and keeps the link usable after a refused password", async () => {
    const token = await invite("ruled");
    const client = newClient();
    const weak = await client.post(PATH, { action: "set", token, password1: "12345678", password2: "12345678" });
    expect(weak.status).toBe(422);
    expect(weak.body.password_error).toEqual(expect.arrayContaining(["This password is too common.", "This password is entirely numeric."]));
    const similar = await client.post(PATH, { action: "set", token, password1: "ruled123", password2: "ruled123" });
    expect(similar.body.password_error).toContain("The password is too similar to the username.");
    expect((await client.post(PATH, { action: "check", token })).status).toBe(200);
  });

  it("sets the password once: the person signs in with it, and the link is then used up", async () => {
    const token = await invite("firsttimer");
    const client = newClient();
    const res = await client.post(PATH, { action: "set", token, password1: PASSWORD, password2: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, username: "firsttimer" });
    const again = await client.post(PATH, { action: "set", token, password1: PASSWORD, password2: PASSWORD });
    expect(again.body).toEqual({ token_error: true });
    const signedIn = newClient();
    await signedIn.login("firsttimer", PASSWORD);
    expect((await signedIn.get("/api/usercheck/")).body).toMatchObject({ userLevel: 3, userName: "firsttimer" });
    expect((await db.account.findUniqueOrThrow({ where: { username: "firsttimer" } })).emailVerified).toBe(2);
    expect(await lastActivity()).toMatchObject({ action: "account.password_set", actorName: "firsttimer" });
  });

  it("refuses an expired link and the older link once a new one is sent", async () => {
    const token = await invite("latecomer");
    const account = await db.account.findUniqueOrThrow({ where: { username: "latecomer" } });
    await (await asAdmin()).post("/api/admin/accounts/", { action: "send_link", id: account.id });
    expect((await newClient().post(PATH, { action: "check", token })).status).toBe(422);
    const fresh = await db.verification.findFirstOrThrow({ where: { accountId: account.id, consumedAt: null } });
    await db.verification.update({ where: { id: fresh.id }, data: { expiresAt: new Date(clock.ms() - 1000) } });
    const mail = suite.smtp().mailsTo("latecomer@example.org").at(-1)!;
    const newToken = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    const res = await newClient().post(PATH, { action: "set", token: newToken, password1: PASSWORD, password2: PASSWORD });
    expect(res.body).toEqual({ token_error: true });
  });

  it("refuses the link of a disabled account", async () => {
    const token = await invite("blocked");
    const account = await db.account.findUniqueOrThrow({ where: { username: "blocked" } });
    await (await asAdmin()).post("/api/admin/accounts/", { action: "disable", id: account.id });
    expect((await newClient().post(PATH, { action: "check", token })).status).toBe(422);
  });
});
