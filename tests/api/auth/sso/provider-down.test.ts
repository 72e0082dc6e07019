import { describe, expect, it } from "vitest";
import { DEMO, setUpAuthSuite } from "../kit";
import { adminClient, configureProvider, HOSPITAL, newClient, removeProviders, ssoSignIn, providerForThisFile } from "./sso-kit";

// A provider that does not answer: the start says so plainly (503, while the person is still on
// the login page) and the other ways to sign in keep working; when it is back, so is its sign-in.

const suite = setUpAuthSuite();
const provider = providerForThisFile([{ sub: "tom", email: DEMO.member, email_verified: true }]);

describe("the provider is down", () => {
  it("tells the person clearly; password and emailed code still work; it works again once the provider is back", async () => {
    await removeProviders();
    const providerId = await configureProvider(await adminClient(), provider(), HOSPITAL);
    await provider().stop();
    try {
      const browser = newClient();
      const res = await browser.post("/api/auth/sso/start/", { provider: providerId });
      expect(res.status).toBe(503);
      expect(res.body.errorMessage).toBe(
        "Example Teaching Hospital's sign-in is not answering just now. Please try again in a few minutes, or sign in another way.",
      );
      expect((await newClient().post("/api/login/", { username: "member", password: "Anaesthesia-Demo-2026" })).status).toBe(200);
      const coded = newClient();
      const { mail } = await suite.smtp().nextMailTo(DEMO.member, () => coded.post("/api/auth/email_domain_login/", { email: DEMO.member }));
      expect((await coded.post("/api/auth/confirm_email_login/", { code: mail.code! })).body.response).toBe("success");
    } finally {
      await provider().restart();
    }
    const back = newClient();
    expect((await ssoSignIn(back, providerId, "tom")).status).toBe(200);
  });
});
