import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../helpers/api-client";
import { db, DEMO, disableTotp, enableTotp, liveCodes, newClient, signedIn, totpCode, userLevelOf, setUpAuthSuite, startFreshTotpStep } from "./kit";

const suite = setUpAuthSuite();

async function askForCode(client: ApiClient, email: string): Promise<string> {
  const { mail } = await suite.smtp().nextMailTo(email, () => client.post("/api/auth/email_domain_login/", { email }));
  return mail.code!;
}

const confirm = (client: ApiClient, body: Record<string, string>) => client.post("/api/auth/confirm_email_login/", body);

describe("POST /api/auth/confirm_email_login/", () => {
  it("signs an account in with its code, typed in lower case with spaces", async () => {
    const client = newClient();
    const code = await askForCode(client, DEMO.lead);
    const res = await confirm(client, { code: ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: "success", userLevel: 3, email: DEMO.lead, redirect: "/my_projects/" });
    expect(await userLevelOf(client)).toBe(3);
  });

  it("gives an organisation's address level 2 quick access for that organisation", async () => {
    const address = "visitor@example-hospital.org";
    const client = newClient();
    const code = await askForCode(client, address);
    const res = await confirm(client, { code });
    expect(res.body).toEqual({ response: "success", userLevel: 2, email: address, redirect: "/all_projects/" });
    const check = await client.get("/api/usercheck/");
    expect(check.body.userLevel).toBe(2);
    expect(check.body.email).toBe(address);
    const organisation = await db.organisation.findUniqueOrThrow({ where: { name: "Example Teaching Hospital" } });
    const sessions = await db.session.findMany({ where: { email: address, revokedAt: null } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ organisationId: organisation.id, level: 2, accountId: null });
    expect(sessions[0].expiresAt.getTime() - clock.ms()).toBeLessThanOrEqual(8 * 3600 * 1000);
  });

  it("asks for the email when the code is typed in another browser, then accepts it", async () => {
    const code = await askForCode(newClient(), DEMO.member);
    const other = newClient();
    expect((await confirm(other, { code })).body).toEqual({ response: "confirm_email_required" });
    const res = await confirm(other, { code, email: "Member@Example-Hospital.org" });
    expect(res.body.response).toBe("success");
    expect(await userLevelOf(other)).toBe(3);
  });

  it("refuses a code with an email it was not sent to", async () => {
    const code = await askForCode(newClient(), DEMO.member);
    const res = await confirm(newClient(), { code, email: DEMO.lead });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ response: "code_error", errors: { code: ["The code you have used is not valid"] } });
  });

  it("works only once", async () => {
    const client = newClient();
    const code = await askForCode(client, DEMO.member);
    expect((await confirm(client, { code })).status).toBe(200);
    const again = newClient();
    expect((await confirm(again, { code, email: DEMO.member })).status).toBe(422);
  });

  it("stops working after 15 minutes", async () => {
    const client = newClient();
    const code = await askForCode(client, DEMO.member);
    await db.verification.updateMany({ where: { email: DEMO.member, consumedAt: null }, data: { expiresAt: new Date(clock.ms() - 1000) } });
    const res = await confirm(client, { code, email: DEMO.member });
    expect(res.status).toBe(422);
    expect(res.body.response).toBe("code_error");
  });

  it("dies after 5 wrong tries, even for the right code", async () => {
    const client = newClient();
    const code = await askForCode(client, DEMO.member);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 5; i++) expect((await confirm(client, { code: wrong })).status).toBe(422);
    const res = await confirm(newClient(), { code, email: DEMO.member });
    expect(res.status).toBe(422);
    expect(await liveCodes(DEMO.member, "login")).toHaveLength(0);
  });

  it("accepts only the latest code", async () => {
    const client = newClient();
    const first = await askForCode(client, DEMO.member);
    const second = await askForCode(client, DEMO.member);
    if (first !== second) expect((await confirm(client, { code: first })).status).toBe(422);
    expect((await confirm(client, { code: second })).body.response).toBe("success");
  });

  it("gives exactly one session to 10 parallel uses of one code", async () => {
    const code = await askForCode(newClient(), DEMO.member);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => confirm(newClient(), { code, email: DEMO.member })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(9);
  });

  it("still asks an account with 2FA for its authenticator code", async () => {
    const secret = await enableTotp(await signedIn("editor"));
    try {
      const client = newClient();
      const code = await askForCode(client, DEMO.editor);
      const res = await confirm(client, { code });
      expect(res.body).toEqual({ response: "twofactor", redirect: "/twofactor/", userLevel: 0 });
      expect(await userLevelOf(client)).toBe(0);
      startFreshTotpStep();
      const second = await client.post("/api/auth/twofactor_login/", { code: await totpCode(secret) });
      expect(second.body).toEqual({ response: "success", redirect: "/my_projects/", userLevel: 6 });
    } finally {
      await disableTotp("editor");
    }
  });
});
