import { describe, expect, it } from "vitest";
import { DEMO, liveCodes, newClient, setUpAuthSuite, startFreshWindow } from "./kit";

const suite = setUpAuthSuite();

describe("POST /api/auth/email_domain_login/", () => {
  it("mails a 6-character code and a sign-in link to an account's address", async () => {
    const { result, mail } = await suite.smtp().nextMailTo(DEMO.lead, () =>
      newClient().post("/api/auth/email_domain_login/", { email: DEMO.lead }),
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ response: "sent" });
    expect(mail.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/email_login\/\?link_id=[0-9a-f-]{36}$/);
    expect(mail.text).toContain("15 minutes");
    expect(mail.html).toContain(mail.code);
    // only a hash is stored
    const [row] = await liveCodes(DEMO.lead, "login");
    expect(row.codeHash).not.toContain(mail.code);
  });

  it("mails a code to an address in an organisation's domain", async () => {
    const address = "new.colleague@northern-school.example";
    const { result } = await suite.smtp().nextMailTo(address, () =>
      newClient().post("/api/auth/email_domain_login/", { email: address }),
    );
    expect(result.body).toEqual({ response: "sent" });
  });

  it("answers an address that is neither an account nor a partner's as any other, and tells its owner there is no access", async () => {
    const address = "someone@unknown-place.example";
    const { result, mail } = await suite.smtp().nextMailTo(address, () => newClient().post("/api/auth/email_domain_login/", { email: address }));
    expect([result.status, result.body]).toEqual([200, { response: "sent" }]);
    expect(mail.code).toBeUndefined();
    expect(mail.link).toBeUndefined();
    expect(mail.text).toContain("This address has no account here");
  });

  it("refuses a malformed address with the same message", async () => {
    for (const email of ["not-an-email", "a@b", "", "two@@example.org"]) {
      const res = await newClient().post("/api/auth/email_domain_login/", { email });
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual(["Please check the email address you have entered"]);
    }
  });

  it("keeps only the latest code valid", async () => {
    const client = newClient();
    await client.post("/api/auth/email_domain_login/", { email: DEMO.member });
    await client.post("/api/auth/email_domain_login/", { email: DEMO.member });
    expect(await liveCodes(DEMO.member, "login")).toHaveLength(1);
  });

  it("sends at most 3 mails a minute to one address and answers the same after that", async () => {
    startFreshWindow(60_000);
    const smtp = suite.smtp();
    const before = smtp.mailsTo(DEMO.editor).length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await newClient().post("/api/auth/email_domain_login/", { email: DEMO.editor }));
    for (const res of answers) expect([res.status, res.body]).toEqual([200, { response: "sent" }]);
    expect(smtp.mailsTo(DEMO.editor).length - before).toBe(3);
  });

  it("sends at most 20 mails a minute from one IP", async () => {
    startFreshWindow(60_000);
    const smtp = suite.smtp();
    const client = newClient();
    const before = smtp.mails.length;
    for (let i = 0; i < 22; i++) {
      const res = await client.post("/api/auth/email_domain_login/", { email: `person${i}@example-hospital.org` });
      expect(res.body).toEqual({ response: "sent" });
    }
    expect(smtp.mails.length - before).toBe(20);
  });

  it("answers 503 and leaves no valid code when the mail server cannot be reached", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const res = await newClient().post("/api/auth/email_domain_login/", { email: DEMO.admin });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errorMessage: "We could not send the email just now. Please try again in a few minutes." });
    expect(await liveCodes(DEMO.admin, "login")).toHaveLength(0);
  });
});
