import { describe, expect, it } from "vitest";
import type { ApiClient } from "../helpers/api-client";
import { DEMO, DEMO_PASSWORD, db, newClient, setUpAuthSuite, signedIn, userLevelOf } from "../api/auth/kit";

// Attack: someone who can still read a person's OLD mailbox (compromised, or handed to a
// successor — the usual reason to change address) asks for a reset code there; the owner then
// moves the account to a new address. The old code used to still work: it set a new password,
// signed its holder in and marked the new address verified. Every emailed secret (sign-in code,
// reset code, set-password link, email-verification code) now works only for the account it was
// issued for and while the account's address is still the one it was sent to; confirming a new
// address voids every live code and link of the account that went elsewhere. And what one
// account (or a stranger) does never voids the codes another account is about to use.

const suite = setUpAuthSuite();
let serial = 0;
const newAddress = (label: string) => `${label}.${Date.now().toString(36)}.${++serial}@moved.example`;

/** The owner moves their signed-in account to `to`, confirming with the code mailed there. */
async function moveAccount(owner: ApiClient, to: string) {
  const { mail } = await suite.smtp().nextMailTo(to, () => owner.post("/api/profile/", { action: "updateEmail", newEmail: to }));
  const confirmed = await owner.post("/api/profile/", { action: "verifyEmail", code: mail.code });
  expect(confirmed.status, confirmed.text).toBe(200);
}

async function restoreEmail(username: string, email: string) {
  await db.account.update({ where: { username }, data: { email, pendingEmail: null, emailVerified: 2 } });
}

describe("a secret mailed to an address the account has left", () => {
  it("a reset code from the old mailbox resets nothing and signs nobody in", async () => {
    const attacker = newClient();
    const { mail } = await suite.smtp().nextMailTo(DEMO.lead, () =>
      attacker.post("/api/auth/request_password_reset_code/", { email: DEMO.lead }),
    );
    const owner = await signedIn("lead");
    try {
      await moveAccount(owner, newAddress("lead"));
      const hash = (await db.account.findUniqueOrThrow({ where: { username: "lead" }, select: { passwordHash: true } })).passwordHash;
      for (const body of [
        { code: mail.code, password1: "Taken-Over-Password-77", password2: "Taken-Over-Password-77" },
        { code: mail.code, email: DEMO.lead, password1: "Taken-Over-Password-77", password2: "Taken-Over-Password-77" },
      ]) {
        const res = await attacker.post("/api/auth/password_reset_with_code/", body);
        expect([res.status, res.body]).toEqual([422, { code_error: true }]);
      }
      expect(await userLevelOf(attacker)).toBe(0);
      expect((await db.account.findUniqueOrThrow({ where: { username: "lead" }, select: { passwordHash: true } })).passwordHash).toBe(hash);
      expect(await userLevelOf(owner)).toBe(3);
    } finally {
      await restoreEmail("lead", DEMO.lead);
    }
  });

  it("a sign-in code from the old mailbox signs nobody in", async () => {
    const attacker = newClient();
    const { mail } = await suite.smtp().nextMailTo(DEMO.member, () =>
      attacker.post("/api/auth/email_domain_login/", { email: DEMO.member }),
    );
    const owner = await signedIn("member");
    try {
      await moveAccount(owner, newAddress("member"));
      // The browser's code is void, so it is asked for the address; typed, the code is refused.
      const res = await attacker.post("/api/auth/confirm_email_login/", { code: mail.code });
      expect(res.body).toEqual({ response: "confirm_email_required" });
      const typed = await attacker.post("/api/auth/confirm_email_login/", { code: mail.code, email: DEMO.member });
      expect(typed.status).toBe(422);
      expect(typed.body.response).toBe("code_error");
      expect(await userLevelOf(attacker)).toBe(0);
    } finally {
      await restoreEmail("member", DEMO.member);
    }
  });

  it("a set-password link from the old mailbox sets no password", async () => {
    const admin = await signedIn("admin");
    const first = newAddress("invited");
    const { mail } = await suite.smtp().nextMailTo(first, () =>
      admin.post("/api/admin/accounts/", { action: "create", username: `mover${serial}`, email: first, level: 3 }),
    );
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    // The invited person signs in with an emailed code and moves to another address.
    const owner = newClient();
    const code = await suite.smtp().nextMailTo(first, () => owner.post("/api/auth/email_domain_login/", { email: first }));
    expect((await owner.post("/api/auth/confirm_email_login/", { code: code.mail.code })).status).toBe(200);
    await moveAccount(owner, newAddress("moved"));
    const holder = newClient();
    expect((await holder.post("/api/auth/set_password/", { action: "check", token })).body).toEqual({ token_error: true });
    const set = await holder.post("/api/auth/set_password/", { action: "set", token, password1: "Taken-Over-Password-77", password2: "Taken-Over-Password-77" });
    expect([set.status, set.body]).toEqual([422, { token_error: true }]);
  });
});

describe("another account's or a stranger's request", () => {
  it("never voids the email-verification code another account is about to type", async () => {
    const wanted = newAddress("wanted");
    const [first, second] = await Promise.all([signedIn("member"), signedIn("editor")]);
    try {
      const { mail } = await suite.smtp().nextMailTo(wanted, () => first.post("/api/profile/", { action: "updateEmail", newEmail: wanted }));
      await suite.smtp().nextMailTo(wanted, () => second.post("/api/profile/", { action: "updateEmail", newEmail: wanted }));
      const confirmed = await first.post("/api/profile/", { action: "verifyEmail", code: mail.code });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect((await first.get("/api/usercheck/")).body.email).toBe(wanted);
    } finally {
      await restoreEmail("member", DEMO.member);
      await restoreEmail("editor", DEMO.editor);
    }
  });

  it("never voids the reset code its owner is about to type", async () => {
    const owner = newClient();
    const { mail } = await suite.smtp().nextMailTo(DEMO.editor, () => owner.post("/api/auth/request_password_reset_code/", { email: DEMO.editor }));
    for (let i = 0; i < 2; i++) await newClient().post("/api/auth/request_password_reset_code/", { email: DEMO.editor });
    const res = await owner.post("/api/auth/password_reset_with_code/", { code: mail.code, password1: DEMO_PASSWORD, password2: DEMO_PASSWORD });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
  });
});
