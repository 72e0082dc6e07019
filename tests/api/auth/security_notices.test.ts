import { describe, expect, it } from "vitest";
import { ApiClient } from "../../helpers/api-client";
import type { CapturedMail } from "../../helpers/smtp-capture";
import { DEMO, DEMO_PASSWORD, db, setUpAuthSuite, totpCode, startFreshTotpStep } from "./kit";
import { SoftPasskey } from "./soft-passkey";

// Each change to how an account signs in mails its verified address through real SMTP: what
// changed, when (UK time with UTC), from which browser, and what to do if it was not them.
// A mail that cannot be sent does not undo or fail the change.

const suite = setUpAuthSuite();
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let n = 0;
async function signIn(username: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  n++;
  const client = new ApiClient({ ip: `10.40.0.${n}`, userAgent: FIREFOX });
  await client.login(username, password);
  return client;
}

function expectNotice(mail: CapturedMail, subject: RegExp) {
  expect(mail.subject).toMatch(subject);
  expect(mail.text).toMatch(/When: \d{1,2} \w+ \d{4} at \d\d:\d\d UK time \(\d\d:\d\d UTC\)/);
  expect(mail.text).toContain("From: Firefox on Linux");
  expect(mail.text).toMatch(/If it was not you, reset your password/);
}

describe("security notices", () => {
  it("2FA turned on and off", async () => {
    const client = await signIn("lead");
    startFreshTotpStep();
    const { code: secret } = (await client.get("/api/auth/generate_two_factor_code/")).body;
    const code = await totpCode(secret);
    const on = await suite.smtp().nextMailTo(DEMO.lead, () => client.post("/api/auth/confirm_2fa_setup/", { secret, code }));
    expect(on.result.body).toEqual({ codeCheck: true });
    expectNotice(on.mail, /Two-factor authentication was turned on/);
    const off = await suite.smtp().nextMailTo(DEMO.lead, () => client.post("/api/profile/", { action: "remove2FA" }));
    expect(off.result.status).toBe(200);
    expectNotice(off.mail, /Two-factor authentication was turned off/);
  });

  it("passkey added and removed", async () => {
    const client = await signIn("member");
    const passkey = new SoftPasskey();
    const options = (await client.get("/api/auth/get_passkey_options/")).body;
    const added = await suite.smtp().nextMailTo(DEMO.member, () =>
      client.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(options), name: "Work laptop" }),
    );
    expect(added.result.body.data).toBe("success");
    expectNotice(added.mail, /A passkey was added/);
    expect(added.mail.text).toContain('"Work laptop"');
    const removed = await suite.smtp().nextMailTo(DEMO.member, () => client.post("/api/auth/delete_passkey/", { id: passkey.id }));
    expect(removed.result.status).toBe(200);
    expectNotice(removed.mail, /A passkey was removed/);
  });

  it("signed out everywhere else", async () => {
    const client = await signIn("member");
    const res = await suite.smtp().nextMailTo(DEMO.member, () => client.post("/api/auth/sessions/end_others/", {}));
    expect(res.result.status).toBe(200);
    expectNotice(res.mail, /signed out everywhere else/);
  });

  it("email change requested and confirmed: both notices go to the old address", async () => {
    const client = await signIn("member");
    const newEmail = "t.okafor@example-hospital.org";
    const before = suite.smtp().mailsTo(DEMO.member).length;
    const { mail: code } = await suite.smtp().nextMailTo(newEmail, () => client.post("/api/profile/", { action: "updateEmail", newEmail }));
    // The notice goes after the answer: wait for it.
    for (let i = 0; i < 100 && suite.smtp().mailsTo(DEMO.member).length === before; i++) await new Promise((r) => setTimeout(r, 100));
    expect(suite.smtp().mailsTo(DEMO.member).length).toBe(before + 1);
    const requested = suite.smtp().mailsTo(DEMO.member).at(-1)!;
    expectNotice(requested, /change of your email address was requested/);
    expect(requested.text).toContain(newEmail);
    // The confirmation is told to the address the account had until then.
    const confirmed = await suite.smtp().nextMailTo(DEMO.member, () => client.post("/api/profile/", { action: "verifyEmail", code: code.code }));
    expect(confirmed.result.status).toBe(200);
    expectNotice(confirmed.mail, /Your email address was changed/);
    expect(confirmed.mail.text).toContain(newEmail);
    await db.account.update({ where: { username: "member" }, data: { email: DEMO.member, emailVerified: 2, pendingEmail: null } });
  });

  it("password changed, and password reset", async () => {
    const client = await signIn("editor");
    const changed = await suite.smtp().nextMailTo(DEMO.editor, () =>
      client.post("/api/auth/change_password/", { old: DEMO_PASSWORD, new1: "Quartz-Meadow-Lantern-81", new2: "Quartz-Meadow-Lantern-81" }),
    );
    expect(changed.result.status).toBe(200);
    expectNotice(changed.mail, /Your password was changed/);

    const stranger = new ApiClient({ ip: "10.40.1.1", userAgent: FIREFOX });
    const { mail: codeMail } = await suite.smtp().nextMailTo(DEMO.editor, () => stranger.post("/api/auth/request_password_reset_code/", { email: DEMO.editor }));
    const reset = await suite.smtp().nextMailTo(DEMO.editor, () =>
      stranger.post("/api/auth/password_reset_with_code/", { code: codeMail.code, password1: DEMO_PASSWORD, password2: DEMO_PASSWORD }),
    );
    expect(reset.result.status).toBe(200);
    expectNotice(reset.mail, /Your password was reset/);
    // A sign-in and three bcrypt hashes at cost 12: slow on a busy machine.
  }, 400_000);

  it("a notice that cannot be sent does not fail the change", async () => {
    const client = await signIn("member");
    const passkey = new SoftPasskey();
    const options = (await client.get("/api/auth/get_passkey_options/")).body;
    await client.post("/api/auth/confirm_passkey_registration/", { credential: passkey.register(options) });
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const res = await client.post("/api/auth/delete_passkey/", { id: passkey.id });
    expect(res.status).toBe(200);
    expect(await db.passkey.count({ where: { id: passkey.id } })).toBe(0);
  });
});
