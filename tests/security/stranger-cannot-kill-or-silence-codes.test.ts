import { describe, expect, it } from "vitest";
import { startFreshWindow } from "../helpers/rate-window";
import { burst, DEMO, newBrowser, setUpLimitsSuite, userLevelOf } from "./support/limits-kit";

// Attacks on someone else's address (docs/security.md#a-stranger-killing-or-silencing-someones-codes):
// (1) asking for a code for it just as its owner is about to type theirs, to kill the owner's
// code; (2) eleven requests in a second, to spend the address's mail budget and silence its
// sign-in and reset mails for the hour.
// Codes are kept per address and browser; the address's budget counts mails actually sent, and
// one sender may spend only a little of it.

const suite = setUpLimitsSuite();

describe("a stranger and someone else's codes", () => {
  it("cannot kill the code its owner is about to type", async () => {
    const owner = newBrowser();
    const { mail } = await suite.smtp().nextMailTo(DEMO.member, () =>
      owner.post("/api/auth/email_domain_login/", { email: DEMO.member }),
    );
    await newBrowser().post("/api/auth/email_domain_login/", { email: DEMO.member });
    await newBrowser().post("/api/auth/request_password_reset_code/", { email: DEMO.member });
    const res = await owner.post("/api/auth/confirm_email_login/", { code: mail.code });
    expect(res.status).toBe(200);
    expect(await userLevelOf(owner)).toBe(3);
  });

  it("cannot silence an address's sign-in and reset mails with eleven requests in a second", async () => {
    startFreshWindow(60_000);
    const stranger = "203.0.113.66";
    await burst(11, (i) =>
      newBrowser(stranger).post(
        i % 2 ? "/api/auth/request_password_reset_code/" : "/api/auth/email_domain_login/",
        { email: DEMO.lead },
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    const owner = newBrowser();
    const { mail } = await suite.smtp().nextMailTo(DEMO.lead, () =>
      owner.post("/api/auth/email_domain_login/", { email: DEMO.lead }),
    );
    expect(mail.code).toMatch(/^[A-Z2-9]{6}$/);
    // A minute later (a new minute window), well inside the hour: the reset mail goes too.
    startFreshWindow(60_000);
    const reset = await suite.smtp().nextMailTo(DEMO.lead, () =>
      owner.post("/api/auth/request_password_reset_code/", { email: DEMO.lead }),
    );
    expect(reset.mail.code).toMatch(/^[A-Z2-9]{6}$/);
  });
});
