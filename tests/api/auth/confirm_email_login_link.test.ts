import { clock } from "@/lib/clock";
import { describe, expect, it } from "vitest";
import { db, DEMO, newClient, userLevelOf, setUpAuthSuite } from "./kit";

const suite = setUpAuthSuite();

async function askForLink(email: string): Promise<string> {
  const { mail } = await suite.smtp().nextMailTo(email, () => newClient().post("/api/auth/email_domain_login/", { email }));
  return new URL(mail.link!).searchParams.get("link_id")!;
}

describe("POST /api/confirm_email_login/", () => {
  it("signs an account in from the emailed link, in any browser", async () => {
    const linkId = await askForLink(DEMO.lead);
    const client = newClient();
    const res = await client.post("/api/confirm_email_login/", { email: DEMO.lead, link_id: linkId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: "success", userLevel: 3, email: DEMO.lead, redirect: "/profile/" });
    expect(await userLevelOf(client)).toBe(3);
  });

  it("gives quick access from a link sent to an organisation's address", async () => {
    const address = "guest@northern-school.example";
    const linkId = await askForLink(address);
    const res = await newClient().post("/api/confirm_email_login/", { email: address, link_id: linkId });
    expect(res.body).toEqual({ response: "success", userLevel: 2, email: address, redirect: "/all_projects/" });
  });

  it("explains that a used link no longer works", async () => {
    const linkId = await askForLink(DEMO.lead);
    expect((await newClient().post("/api/confirm_email_login/", { email: DEMO.lead, link_id: linkId })).status).toBe(200);
    const reused = await newClient().post("/api/confirm_email_login/", { email: DEMO.lead, link_id: linkId });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.link_id[0]).toMatch(/expired or has already been used/);
  });

  it("refuses an expired link", async () => {
    const linkId = await askForLink(DEMO.member);
    await db.verification.updateMany({ where: { email: DEMO.member, consumedAt: null }, data: { expiresAt: new Date(clock.ms() - 1000) } });
    const res = await newClient().post("/api/confirm_email_login/", { email: DEMO.member, link_id: linkId });
    expect(res.status).toBe(422);
    expect(res.body.errors.link_id[0]).toMatch(/expired/);
  });

  it("refuses a link used with another email", async () => {
    const linkId = await askForLink(DEMO.member);
    const res = await newClient().post("/api/confirm_email_login/", { email: DEMO.lead, link_id: linkId });
    expect(res.status).toBe(422);
  });

  it("shows the product's message for a link_id that is not a version-4 UUID", async () => {
    for (const link_id of ["123", "5a80d87e-f110-1201-baa2-bc9816644f59", ""]) {
      const res = await newClient().post("/api/confirm_email_login/", { email: DEMO.lead, link_id });
      expect(res.status).toBe(422);
      expect(res.body.errors.link_id).toEqual(["There is a problem with the code attached to the link..."]);
    }
  });

  it("signs in once per mail: after its code is used, its link no longer works", async () => {
    const email = DEMO.member;
    const { mail } = await suite.smtp().nextMailTo(email, () => newClient().post("/api/auth/email_domain_login/", { email }));
    const linkId = new URL(mail.link!).searchParams.get("link_id")!;
    expect((await newClient().post("/api/auth/confirm_email_login/", { code: mail.code!, email })).status).toBe(200);
    expect((await newClient().post("/api/confirm_email_login/", { email, link_id: linkId })).status).toBe(422);
  });
});
