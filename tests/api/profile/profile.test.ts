import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../helpers/api-client";
import { db, DEMO, DEMO_PASSWORD, enableTotp, disableTotp, newClient, signedIn, setUpAuthSuite } from "../auth/kit";

const suite = setUpAuthSuite();

const makeSignInOld = (username: string) =>
  db.session.updateMany({
    where: { account: { username }, revokedAt: null },
    data: { authenticatedAt: new Date(clock.ms() - 6 * 60 * 1000), reauthenticatedAt: null },
  });

async function changeEmail(client: ApiClient, to: string) {
  return suite.smtp().nextMailTo(to, () => client.post("/api/profile/", { action: "updateEmail", newEmail: to }));
}

describe("GET /api/profile/", () => {
  it("answers the profile of docs/product.md#entities and nothing secret", async () => {
    const res = await (await signedIn("lead")).get("/api/profile/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firstName: "Priya",
      lastName: "Raman",
      userName: "lead",
      emailAddress: DEMO.lead,
      emailAddressVerified: 2,
      pendingEmailAddress: null,
      verificationEmailSentDateTime: null,
      TwoFAEnabled: false,
      userLevel: 3,
      passkeyCount: 0,
    });
  });

  it("sends quick-access visitors to their projects", async () => {
    const client = newClient();
    const address = "reader@example-hospital.org";
    const { mail } = await suite.smtp().nextMailTo(address, () => client.post("/api/auth/email_domain_login/", { email: address }));
    await client.post("/api/auth/confirm_email_login/", { code: mail.code });
    const res = await client.get("/api/profile/");
    expect(res.status).toBe(403);
    expect(res.body.redirect).toBe("/all_projects/");
  });

  it("sends visitors who are not signed in to the login page", async () => {
    const res = await newClient().get("/api/profile/");
    expect(res.status).toBe(403);
    expect(res.body.redirect).toBe("/login/");
  });
});

describe("POST /api/profile/ updateEmail", () => {
  it("refuses an invalid address and the current one with the product's messages", async () => {
    const client = await signedIn("member");
    const invalid = await client.post("/api/profile/", { action: "updateEmail", newEmail: "not valid" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.newEmail).toEqual(["Please enter a valid email address"]);
    const same = await client.post("/api/profile/", { action: "updateEmail", newEmail: "MEMBER@example-hospital.org" });
    expect(same.status).toBe(422);
    expect(same.body.errors.newEmail).toEqual(["This is the same as the existing email"]);
  });

  it("keeps the new address pending, mails it a code and link, and the code makes it the account's email", async () => {
    const client = await signedIn("member");
    const to = "tom.okafor@example-hospital.org";
    const { result, mail } = await changeEmail(client, to);
    expect(result.status).toBe(200);
    expect(result.body.response).toBe("success");
    expect(Date.parse(result.body.verificationEmailSentDateTime)).toBeGreaterThan(clock.ms() - 60_000);
    expect(mail.link).toMatch(/\/profile\/\?verify=[0-9a-f-]{36}$/);
    let profile = (await client.get("/api/profile/")).body;
    // Until confirmed, the account's email is still the verified one; the new one waits.
    expect(profile.emailAddress).toBe(DEMO.member);
    expect(profile.emailAddressVerified).toBe(2);
    expect(profile.pendingEmailAddress).toBe(to);
    expect(profile.verificationEmailSentDateTime).toBe(result.body.verificationEmailSentDateTime);
    const wrong = await client.post("/api/profile/", { action: "verifyEmail", code: mail.code === "AAAAAA" ? "BBBBBB" : "AAAAAA" });
    expect(wrong.status).toBe(422);
    const ok = await client.post("/api/profile/", { action: "verifyEmail", code: mail.code!.toLowerCase() });
    expect(ok.body).toEqual({ response: "success", emailAddressVerified: 2 });
    profile = (await client.get("/api/profile/")).body;
    expect(profile.emailAddressVerified).toBe(2);
    expect(profile.emailAddress).toBe(to);
    expect(profile.pendingEmailAddress).toBeNull();
    await db.account.update({ where: { username: "member" }, data: { email: DEMO.member } });
  });

  it("verifies by the mailed link too", async () => {
    const client = await signedIn("member");
    const { mail } = await changeEmail(client, "t.okafor@example-hospital.org");
    const linkId = new URL(mail.link!).searchParams.get("verify");
    const ok = await client.post("/api/profile/", { action: "verifyEmail", link_id: linkId });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/profile/")).body.emailAddressVerified).toBe(2);
    const again = await client.post("/api/profile/", { action: "verifyEmail", link_id: linkId });
    expect(again.status).toBe(422);
    await db.account.update({ where: { username: "member" }, data: { email: DEMO.member } });
  });

  it("never gives the account an address another account has (answering as for a free one)", async () => {
    const client = await signedIn("member");
    const res = await client.post("/api/profile/", { action: "updateEmail", newEmail: DEMO.lead });
    expect(res.status).toBe(200);
    expect(res.body.response).toBe("success");
    expect((await client.get("/api/profile/")).body.emailAddress).toBe(DEMO.member);
  });

  it("needs a proof (the sign-in or a re-authentication) within the last 5 minutes", async () => {
    const client = await signedIn("member");
    await makeSignInOld("member");
    const res = await client.post("/api/profile/", { action: "updateEmail", newEmail: "late@example-hospital.org" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errorMessage: "Please confirm it is you before making this change.", reauthenticate: true });
    expect((await client.post("/api/auth/reauthenticate/", { password: DEMO_PASSWORD })).status).toBe(200);
    const { mail } = await changeEmail(client, "late@example-hospital.org");
    expect(mail.code).toBeDefined();
    await db.account.update({ where: { username: "member" }, data: { email: DEMO.member, emailVerified: 2 } });
  });

  it("changes nothing when the verification mail cannot be sent", async () => {
    const client = await signedIn("member");
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const res = await client.post("/api/profile/", { action: "updateEmail", newEmail: "unsent@example-hospital.org" });
    expect(res.status).toBe(503);
    const profile = (await client.get("/api/profile/")).body;
    expect(profile.emailAddress).toBe(DEMO.member);
    expect(profile.pendingEmailAddress).not.toBe("unsent@example-hospital.org");
  });
});

describe("GET /api/resendverificationemail/", () => {
  it("sends a new mail; only its code works", async () => {
    const client = await signedIn("member");
    const to = "okafor.tom@example-hospital.org";
    const first = (await changeEmail(client, to)).mail;
    const { result, mail } = await suite.smtp().nextMailTo(to, () => client.get("/api/resendverificationemail/"));
    expect(result.status).toBe(200);
    expect(result.body.response).toBe("sent");
    expect(result.body.verificationEmailSentDateTime).toEqual(expect.any(String));
    if (first.code !== mail.code) {
      expect((await client.post("/api/profile/", { action: "verifyEmail", code: first.code })).status).toBe(422);
    }
    expect((await client.post("/api/profile/", { action: "verifyEmail", code: mail.code })).status).toBe(200);
    await db.account.update({ where: { username: "member" }, data: { email: DEMO.member, emailVerified: 2 } });
  });

  it("says so when the address is already verified", async () => {
    const res = await (await signedIn("lead")).get("/api/resendverificationemail/");
    expect(res.status).toBe(422);
    expect(res.body.errorMessage).toBe("Your email address is already verified.");
  });
});

describe("POST /api/profile/ remove2FA", () => {
  it("turns 2FA off after a recent sign-in", async () => {
    const client = await signedIn("editor");
    await enableTotp(client);
    const res = await client.post("/api/profile/", { action: "remove2FA" });
    expect(res.body).toEqual({ response: "success" });
    expect((await client.get("/api/profile/")).body.TwoFAEnabled).toBe(false);
  });

  it("asks to confirm it is you when the last proof is older than 5 minutes", async () => {
    const client = await signedIn("editor");
    await enableTotp(client);
    await makeSignInOld("editor");
    const res = await client.post("/api/profile/", { action: "remove2FA" });
    expect(res.status).toBe(403);
    expect(res.body.reauthenticate).toBe(true);
    expect((await client.get("/api/profile/")).body.TwoFAEnabled).toBe(true);
    await disableTotp("editor");
  });

  it("refuses an unknown action with a field error", async () => {
    const res = await (await signedIn("editor")).post("/api/profile/", { action: "makeMeAdmin" });
    expect(res.status).toBe(422);
    expect(res.body.errors.action).toBeDefined();
  });
});
