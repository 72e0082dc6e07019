import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import type { ApiResponse } from "../helpers/api-client";
import { db, DEMO, setUpAuthSuite, signedIn } from "../api/auth/kit";

// Attack: `updateEmail` as an account oracle. Were a taken address refused ("in use") while a
// free one is accepted, any signed-in account could test who else has an account. Both answer
// alike; the free address gets a code, the taken one a notice to its owner and no code, and
// the clash surfaces only if someone could ever confirm it.

const suite = setUpAuthSuite();

/** The answer with its one varying value (the time) set aside. */
function shape(res: ApiResponse) {
  const { verificationEmailSentDateTime, ...rest } = res.body as Record<string, unknown>;
  return { status: res.status, rest, sentAt: typeof verificationEmailSentDateTime, keys: Object.keys(res.body).sort() };
}

describe("updateEmail answers alike for free and taken addresses", () => {
  it("same status and body; the taken address gets a notice, not a code", async () => {
    const smtp = suite.smtp();
    const free = "brand.new@accounts.example";
    const [freeClient, takenClient] = await Promise.all([signedIn("member"), signedIn("lead")]);

    const freeRes = await smtp.nextMailTo(free, () => freeClient.post("/api/profile/", { action: "updateEmail", newEmail: free }));
    const takenRes = await smtp.nextMailTo(DEMO.admin, () =>
      takenClient.post("/api/profile/", { action: "updateEmail", newEmail: DEMO.admin }),
    );

    expect(shape(takenRes.result)).toEqual(shape(freeRes.result));
    expect(freeRes.result.status).toBe(200);
    expect(freeRes.result.body.response).toBe("success");
    expect(Date.parse(takenRes.result.body.verificationEmailSentDateTime)).toBeGreaterThan(clock.ms() - 60_000);

    expect(freeRes.mail.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(takenRes.mail.code).toBeUndefined();
    expect(takenRes.mail.link).toBeUndefined();
    expect(takenRes.mail.text).toMatch(/someone tried to use this address/i);
    // Nobody was sent a code for the taken address, so it cannot be confirmed: the row written for
    // it (so that it costs the work a free one does) takes no code anyone could type.
    const confirm = await takenClient.post("/api/profile/", { action: "verifyEmail", code: "ABCDEF" });
    expect(confirm.status).toBe(422);

    // The profiles read alike too: each shows its new address as pending.
    const [freeProfile, takenProfile] = await Promise.all([freeClient.get("/api/profile/"), takenClient.get("/api/profile/")]);
    expect(freeProfile.body.pendingEmailAddress).toBe(free);
    expect(takenProfile.body.pendingEmailAddress).toBe(DEMO.admin);
    expect(takenProfile.body.emailAddress).toBe(DEMO.lead);
  });

  it("a resend for a taken pending address sends the notice again, answering as for a free one", async () => {
    const smtp = suite.smtp();
    const client = await signedIn("editor");
    await smtp.nextMailTo(DEMO.member, () => client.post("/api/profile/", { action: "updateEmail", newEmail: DEMO.member }));
    const { result, mail } = await smtp.nextMailTo(DEMO.member, () => client.get("/api/resendverificationemail/"));
    expect(result.status).toBe(200);
    expect(result.body.response).toBe("sent");
    expect(mail.code).toBeUndefined();
  });

  it("an address taken after it was asked for is refused at confirmation with a clear message", async () => {
    const smtp = suite.smtp();
    const client = await signedIn("member");
    const wanted = "contested@accounts.example";
    const { mail } = await smtp.nextMailTo(wanted, () => client.post("/api/profile/", { action: "updateEmail", newEmail: wanted }));
    // Meanwhile an admin gives the address to another account.
    await db.account.update({ where: { username: "lead" }, data: { email: wanted } });
    try {
      const res = await client.post("/api/profile/", { action: "verifyEmail", code: mail.code });
      expect(res.status).toBe(422);
      expect(res.body.errors.code).toEqual(["This email address cannot be used. Please choose another one."]);
      expect((await client.get("/api/usercheck/")).body.email).toBe(DEMO.member);
    } finally {
      await db.account.update({ where: { username: "lead" }, data: { email: DEMO.lead } });
    }
  });
});
