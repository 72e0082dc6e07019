import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../helpers/api-client";
import { cookieNames, db, DEMO, DEMO_PASSWORD, newClient, signedIn, userLevelOf, setUpAuthSuite } from "./kit";

const suite = setUpAuthSuite();

/** Asks for a reset code; the mail is sent before the answer, so it has arrived when the answer does. */
async function askForReset(client: ApiClient, email: string): Promise<string> {
  const smtp = suite.smtp();
  const before = smtp.mailsTo(email).length;
  await client.post("/api/auth/request_password_reset_code/", { email });
  // A security notice of an earlier test (sent after its answer) may arrive among them.
  const code = smtp.mailsTo(email).slice(before).find((mail) => mail.code)?.code;
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

describe("POST /api/auth/request_password_reset_code/", () => {
  it("answers known and unknown addresses alike, and mails a code only to the known one", async () => {
    const smtp = suite.smtp();
    const known = await smtp.nextMailTo(DEMO.member, () =>
      newClient().post("/api/auth/request_password_reset_code/", { email: DEMO.member }),
    );
    const unknown = await smtp.nextMailTo("nobody@example.org", () =>
      newClient().post("/api/auth/request_password_reset_code/", { email: "nobody@example.org" }),
    );
    expect(known.result.status).toBe(200);
    expect(unknown.result.status).toBe(known.result.status);
    expect(unknown.result.body).toEqual(known.result.body);
    expect(cookieNames(unknown.result)).toEqual(cookieNames(known.result));
    expect(known.mail.subject).toMatch(/Reset your Project Directory password/);
    expect(known.mail.code).toMatch(/^[A-Z2-9]{6}$/);
    // The unknown address's owner learns there is no account, and gets no code.
    expect(unknown.mail.code).toBeUndefined();
    expect(unknown.mail.text).toContain("There is no account with this address");
  });

  it("refuses only a malformed address", async () => {
    const res = await newClient().post("/api/auth/request_password_reset_code/", { email: "no-at-sign" });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(["Please check the format of the email address you have entered"]);
  });
});

describe("POST /api/auth/password_reset_with_code/", () => {
  const reset = (client: ApiClient, code: string, password1: string, password2 = password1) =>
    client.post("/api/auth/password_reset_with_code/", { code, password1, password2 });

  it("lists every rule a new password breaks and keeps the code usable", async () => {
    const client = newClient();
    const code = await askForReset(client, DEMO.lead);
    const cases: [string, string, string[]][] = [
      ["short1", "short1", ["This password is too short. It must contain at least 8 characters."]],
      ["password123", "password123", ["This password is too common."]],
      ["83920174650", "83920174650", ["This password is entirely numeric."]],
      ["Blue-Harbour-Lantern", "Blue-Harbour-Lanterns", ["The two password fields didn’t match."]],
      ["lead@example-hospital", "lead@example-hospital", ["The password is too similar to the email address."]],
      ["x".repeat(129), "x".repeat(129), ["This password is too long. It must contain at most 128 characters."]],
    ];
    for (const [password1, password2, expected] of cases) {
      const res = await reset(client, code, password1, password2);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ password_error: expected });
    }
    const good = await reset(client, code.toLowerCase(), "Blue-Harbour-Lantern-42");
    expect(good.status).toBe(200);
  });

  it("signs in with the new password, returns the account and revokes other sessions", async () => {
    const elsewhere = await signedIn("member");
    const client = newClient();
    const code = await askForReset(client, DEMO.member);
    const res = await reset(client, code, "Quiet-Meadow-Tangerine-7");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, username: "member", userLevel: 3, email: DEMO.member, redirect: "/profile/" });
    expect(await userLevelOf(client)).toBe(3);
    expect(await userLevelOf(elsewhere)).toBe(0);
    expect((await newClient().post("/api/login/", { username: "member", password: "Quiet-Meadow-Tangerine-7" })).status).toBe(200);
    expect((await newClient().post("/api/login/", { username: "member", password: DEMO_PASSWORD })).status).toBe(401);
    // put the demo password back for other tests
    const again = newClient();
    await reset(again, await askForReset(again, DEMO.member), DEMO_PASSWORD);
  });

  it("answers code_error for a wrong code, a used code and a code from another browser", async () => {
    const client = newClient();
    const code = await askForReset(client, DEMO.editor);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    expect((await reset(client, wrong, "Blue-Harbour-Lantern-42")).body).toEqual({ code_error: true });
    expect((await reset(newClient(), code, "Blue-Harbour-Lantern-42")).body).toEqual({ code_error: true });
    expect((await reset(client, code, DEMO_PASSWORD)).status).toBe(200);
    const reused = await reset(client, code, DEMO_PASSWORD);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ code_error: true });
  });

  it("answers code_error once the code has expired", async () => {
    const client = newClient();
    const code = await askForReset(client, DEMO.editor);
    await db.verification.updateMany({ where: { email: DEMO.editor, consumedAt: null }, data: { expiresAt: new Date(clock.ms() - 1) } });
    expect((await reset(client, code, "Blue-Harbour-Lantern-42")).body).toEqual({ code_error: true });
  });

  it("says the mail could not go (503), for every address alike, and leaves no valid code", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    // Every address gets a mail (a code, or a notice), so the honest 503 tells nothing about who has an account.
    for (const email of [DEMO.admin, "nobody@example.org"]) {
      const res = await newClient().post("/api/auth/request_password_reset_code/", { email });
      expect([res.status, res.body]).toEqual([503, { errorMessage: "We could not send the email just now. Please try again in a few minutes." }]);
    }
    expect(await db.verification.count({ where: { email: DEMO.admin, purpose: "password_reset" } })).toBeGreaterThan(0);
    expect(await db.verification.count({ where: { email: DEMO.admin, purpose: "password_reset", consumedAt: null } })).toBe(0);
  });
});
