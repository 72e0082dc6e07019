import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, db, newBrowser, setUpLimitsSuite, userLevelOf } from "./support/limits-kit";

// Attack: a link or <img src="https://directory.example/api/logout/"> on any site signs the visitor
// out (and the resend call spends their mail budget). The product's GETs stay
// (docs/product.md#calls), but change something only for the app's own pages: the X-CSRFToken
// header, which another site cannot set, or Sec-Fetch-Site: same-origin, which the browser sets and
// no page can forge.

const suite = setUpLimitsSuite();

async function signedInLead() {
  const browser = newBrowser();
  await browser.login("lead", DEMO_PASSWORD);
  return browser;
}

describe("GET /api/logout/ from another site", () => {
  it("changes nothing without the header, as an image or link would send it", async () => {
    const browser = await signedInLead();
    const res = await browser.get("/api/logout/", { "x-csrftoken": "" });
    expect(res.status).toBe(403);
    expect(await userLevelOf(browser)).toBe(3);
  });

  it("changes nothing for a cross-site or same-site navigation", async () => {
    const browser = await signedInLead();
    for (const site of ["cross-site", "same-site", "none"]) {
      await browser.get("/api/logout/", { "x-csrftoken": "", "sec-fetch-site": site, "sec-fetch-mode": "navigate" });
      expect(await userLevelOf(browser)).toBe(3);
    }
  });

  it("refuses a forged token", async () => {
    const browser = await signedInLead();
    await browser.get("/api/logout/", { "x-csrftoken": "forged-token-value" });
    expect(await userLevelOf(browser)).toBe(3);
  });

  it("signs out with the header, as the app's own pages send it", async () => {
    const browser = await signedInLead();
    const res = await browser.get("/api/logout/");
    expect([res.status, res.body]).toEqual([200, { success: true }]);
    expect(await userLevelOf(browser)).toBe(0);
  });

  it("signs out for a same-origin request of the browser", async () => {
    const browser = await signedInLead();
    await browser.get("/api/logout/", { "x-csrftoken": "", "sec-fetch-site": "same-origin" });
    expect(await userLevelOf(browser)).toBe(0);
  });
});

describe("GET /api/resendverificationemail/ from another site", () => {
  it("sends nothing without the header, and sends with it", async () => {
    await db.account.update({ where: { username: "lead" }, data: { emailVerified: 0 } });
    const browser = await signedInLead();
    const before = suite.smtp().mailsTo("lead@example-hospital.org").length;
    const refused = await browser.get("/api/resendverificationemail/", { "x-csrftoken": "", "sec-fetch-site": "cross-site" });
    expect(refused.status).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect(suite.smtp().mailsTo("lead@example-hospital.org").length).toBe(before);
    const sent = await browser.get("/api/resendverificationemail/");
    expect(sent.body.response).toBe("sent");
    await db.account.update({ where: { username: "lead" }, data: { emailVerified: 2 } });
  });
});
