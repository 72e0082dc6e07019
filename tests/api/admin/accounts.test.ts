import { describe, expect, it } from "vitest";
import { asAdmin, BELOW_ADMIN, clientBelowAdmin, db, expectRefused, lastActivity, signedIn, SLOW, prepareAdminSuite } from "./kit";

const suite = prepareAdminSuite();

describe("GET /api/admin/accounts/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s", async (who) => {
    expectRefused(await (await clientBelowAdmin(who)).get("/api/admin/accounts/"));
  });

  it("lists accounts with their sign-in facts and never a hash or secret", async () => {
    const admin = await asAdmin();
    const res = await admin.get("/api/admin/accounts/");
    expect(res.status).toBe(200);
    expect(res.body.accounts.map((a: { username: string }) => a.username)).toEqual(["admin", "editor", "lead", "member"]);
    const member = res.body.accounts.find((a: { username: string }) => a.username === "member");
    expect(member).toMatchObject({
      email: "member@example-hospital.org",
      level: 3,
      twoFactor: false,
      passkeys: 0,
      disabled: false,
      passwordSet: true,
      person: { name: "Tom Okafor", email: "member@example-hospital.org" },
    });
    expect(res.text).not.toMatch(/passwordHash|totpSecret|\$2[aby]\$/);
  });

  it("searches by username or email", async () => {
    const admin = await asAdmin();
    const byName = await admin.get("/api/admin/accounts/?q=EDIT");
    expect(byName.body.accounts.map((a: { username: string }) => a.username)).toEqual(["editor"]);
    const byEmail = await admin.get("/api/admin/accounts/?q=example-hospital");
    expect(byEmail.body.accounts.map((a: { username: string }) => a.username)).toEqual(["lead", "member"]);
  });
});

describe("POST /api/admin/accounts/", SLOW, () => {

  it.each(BELOW_ADMIN)("refuses %s and changes nothing", async (who) => {
    const client = await clientBelowAdmin(who);
    const res = await client.post("/api/admin/accounts/", { action: "create", username: "sneaky", email: "sneaky@example.org", level: 9 });
    expectRefused(res);
    const member = await db.account.findUniqueOrThrow({ where: { username: "member" } });
    expectRefused(await client.post("/api/admin/accounts/", { action: "set_level", id: member.id, level: 9 }));
    expect(await db.account.findUnique({ where: { username: "sneaky" } })).toBeNull();
    expect((await db.account.findUniqueOrThrow({ where: { username: "member" } })).level).toBe(3);
  });

  it("creates an account without a password and emails a 72-hour set-password link", async () => {
    const admin = await asAdmin();
    const { result: res, mail } = await suite.smtp().nextMailTo("new.person@example.org", () =>
      admin.post("/api/admin/accounts/", { action: "create", username: "newperson", email: "new.person@example.org", level: 5 }),
    );
    expect(res.status).toBe(200);
    const account = await db.account.findUniqueOrThrow({ where: { username: "newperson" }, omit: { passwordHash: false } });
    expect(account).toMatchObject({ level: 5, passwordHash: null, email: "new.person@example.org" });
    expect(mail.subject).toBe("Set your Project Directory password");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/set_password\/\?token=[\w-]{43}/);
    expect(mail.text).toContain("72 hours");
    const link = await db.verification.findFirstOrThrow({ where: { accountId: account.id, purpose: "set_password" } });
    const hours = (link.expiresAt.getTime() - link.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    const log = await lastActivity();
    expect(log).toMatchObject({ action: "account.create", actorName: "admin", entityId: account.id });
    expect(log.after).toMatchObject({ username: "newperson", level: 5 });
  });

  it("answers field errors for a bad or taken username and email, and a level out of range", async () => {
    const admin = await asAdmin();
    const bad = await admin.post("/api/admin/accounts/", { action: "create", username: "x", email: "not-an-email", level: 12 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "level", "username"]);
    const taken = await admin.post("/api/admin/accounts/", { action: "create", username: "EDITOR", email: "Member@Example-Hospital.org", level: 3 });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      username: ["This username is already taken"],
      email: ["This email address already belongs to an account"],
    });
  });

  it("changes a level, which the account's open session sees on its next request", async () => {
    const admin = await asAdmin();
    const lead = await signedIn("lead");
    const id = (await db.account.findUniqueOrThrow({ where: { username: "lead" } })).id;
    expect((await admin.post("/api/admin/accounts/", { action: "set_level", id, level: 6 })).status).toBe(200);
    expect((await lead.get("/api/usercheck/")).body.userLevel).toBe(6);
    expect(await lastActivity()).toMatchObject({ action: "account.level", before: { level: 3 }, after: { level: 6 } });
    await admin.post("/api/admin/accounts/", { action: "set_level", id, level: 3 });
    expect((await lead.get("/api/usercheck/")).body.userLevel).toBe(3);
  });

  it("disables an account: its sessions end at once and it cannot sign in; re-enabling lets it in again", async () => {
    const admin = await asAdmin();
    const member = await signedIn("member");
    const id = (await db.account.findUniqueOrThrow({ where: { username: "member" } })).id;
    expect((await admin.post("/api/admin/accounts/", { action: "disable", id })).status).toBe(200);
    expect((await member.get("/api/usercheck/")).body.userLevel).toBe(0);
    expect(await db.session.count({ where: { accountId: id, revokedAt: null } })).toBe(0);
    await expect(signedIn("member")).rejects.toThrow();
    expect(await lastActivity()).toMatchObject({ action: "account.disable", after: { disabled: true } });
    expect((await admin.post("/api/admin/accounts/", { action: "enable", id })).status).toBe(200);
    expect((await (await signedIn("member")).get("/api/usercheck/")).body.userLevel).toBe(3);
  });

  it("will not let an admin lower their own level or disable themselves", async () => {
    const admin = await asAdmin();
    const adminId = (await db.account.findUniqueOrThrow({ where: { username: "admin" } })).id;
    const own = await admin.post("/api/admin/accounts/", { action: "set_level", id: adminId, level: 3 });
    expect(own.status).toBe(409);
    expect(own.body.errorMessage).toMatch(/your own/);
    expect((await admin.post("/api/admin/accounts/", { action: "disable", id: adminId })).status).toBe(409);
    expect((await db.account.findUniqueOrThrow({ where: { id: adminId } })).level).toBe(9);
  });

  it("resets 2FA and removes passkeys, logging what was there", async () => {
    const admin = await asAdmin();
    const editor = await db.account.update({
      where: { username: "editor" },
      data: { totpSecret: "encrypted-secret", passkeys: { create: { id: "cred-1", name: "Laptop", publicKey: Buffer.from([1, 2, 3]) } } },
    });
    expect((await admin.post("/api/admin/accounts/", { action: "reset_2fa", id: editor.id })).status).toBe(200);
    const after = await db.account.findUniqueOrThrow({ where: { id: editor.id }, select: { totpSecret: true } });
    expect(after.totpSecret).toBeNull();
    expect(await lastActivity()).toMatchObject({ action: "account.reset_2fa", before: { twoFactor: true }, after: { twoFactor: false } });
    expect((await admin.post("/api/admin/accounts/", { action: "remove_passkeys", id: editor.id })).status).toBe(200);
    expect(await db.passkey.count({ where: { accountId: editor.id } })).toBe(0);
    expect((await lastActivity()).summary).toBe("Removed 1 passkey of editor");
  });

  it("links an account to a person and unlinks it", async () => {
    const admin = await asAdmin();
    const account = await db.account.findUniqueOrThrow({ where: { username: "editor" } });
    const person = await db.person.findFirstOrThrow({ where: { email: "h.marsh@northern-school.example" } });
    expect((await admin.post("/api/admin/accounts/", { action: "link_person", id: account.id, personId: person.id })).status).toBe(200);
    expect((await db.account.findUniqueOrThrow({ where: { id: account.id } })).personId).toBe(person.id);
    expect((await admin.post("/api/admin/accounts/", { action: "link_person", id: account.id, personId: 999_999 })).status).toBe(404);
    expect((await admin.post("/api/admin/accounts/", { action: "link_person", id: account.id, personId: account.personId })).status).toBe(200);
  });

  it("sends a new set-password link that replaces the old one", async () => {
    const admin = await asAdmin();
    const account = await db.account.findUniqueOrThrow({ where: { username: "newperson" } });
    const { result } = await suite.smtp().nextMailTo("new.person@example.org", () =>
      admin.post("/api/admin/accounts/", { action: "send_link", id: account.id }),
    );
    expect(result.status).toBe(200);
    expect(await db.verification.count({ where: { accountId: account.id, purpose: "set_password", consumedAt: null } })).toBe(1);
  });

  it("answers 404 for an account that does not exist", async () => {
    const admin = await asAdmin();
    expect((await admin.post("/api/admin/accounts/", { action: "reset_2fa", id: 999_999 })).status).toBe(404);
  });
});
