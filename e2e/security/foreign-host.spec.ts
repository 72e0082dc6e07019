import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import { expect, test } from "../fixtures";

// DNS rebinding as a browser meets it: the attacker's name resolves to the app's own address
// (Chromium's host resolver rules stand in for the attacker's DNS), so the page the browser
// loads is "same-origin" with the name. The app answers only under its own name: the rebound
// name gets the refusal, and its script could not sign in; localhost works as always.

const FOREIGN = "rebind.attacker.test";

test("a browser that reaches the app under another name gets the refusal, localhost the app", async ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${FOREIGN} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    const refused = await page.goto(`http://${FOREIGN}:${port}/login/`);
    expect(refused?.status()).toBe(421);
    await expect(page.locator("body")).toContainText("Misdirected Request");
    expect(await page.context().cookies()).toEqual([]);
    // The page's own script (the attacker's, once rebound) cannot sign in either.
    const signIn = await page.evaluate(async () => {
      const res = await fetch("/api/login/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "Anaesthesia-Demo-2026" }),
      });
      return res.status;
    });
    expect(signIn).toBe(421);

    const own = await page.goto(`http://localhost:${port}/login/`);
    expect(own?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await browser.close();
  }
});
