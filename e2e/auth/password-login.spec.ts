import { checkA11y, expect, loginAs, PHONE, test } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, userLevel } from "./accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

async function sessionCookieExpiry(page: import("@playwright/test").Page): Promise<number> {
  const cookies = await page.context().cookies();
  // The session cookie is the HttpOnly one; the CSRF cookie is readable by the page.
  const session = cookies.find((c) => c.httpOnly);
  expect(session, "a session cookie").toBeTruthy();
  return session!.expires;
}

test.describe("password login", () => {
  test("the login page offers every way in and passes the accessibility check", async ({ page }) => {
    await openPage(page, "/login/");
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("autocomplete", "username webauthn");
    await expect(page.getByLabel("Remember me")).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Forgotten your password?" })).toHaveAttribute("href", "/password_reset/");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Email me a code" })).toBeVisible();
    await checkA11y(page);
  });

  test("a wrong password says so and signs nobody in", async ({ page }) => {
    const account = await createAccount("wrongpw");
    await signInOnScreen(page, account.username, "not-the-password");
    await expect(page.getByText("Please check the details you have entered")).toBeVisible();
    await page.waitForURL(/\/login\/$/);
    expect(await userLevel(page)).toBe(0);
    await checkA11y(page);
  });

  test("a sign-in sent before the page has its CSRF cookie still signs in", async ({ page }) => {
    const account = await createAccount("earlybird");
    await openPage(page, "/login/");
    // As if the page's first API answer, which brings the cookie, had not come yet.
    await page.context().clearCookies();
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(/\/profile\/$/);
    expect(await userLevel(page)).toBeGreaterThan(0);
    await expect(page.getByText("Your session has expired")).toHaveCount(0);
  });

  test("without Remember me the session ends with the browser", async ({ page }) => {
    const account = await createAccount("session");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    expect(await sessionCookieExpiry(page)).toBe(-1);
  });

  test("with Remember me the session lasts 30 days", async ({ page }) => {
    const account = await createAccount("remember");
    await signInOnScreen(page, account.username, account.password, { remember: true });
    await page.waitForURL(/\/profile\/$/);
    const expires = await sessionCookieExpiry(page);
    expect(expires - Date.now() / 1000).toBeGreaterThan(THIRTY_DAYS_S - 3600);
  });

  test("someone already signed in who opens the login page goes to the profile", async ({ page }) => {
    await loginAs(page, "lead");
    await page.goto("/login/");
    await page.waitForURL(/\/profile\/$/);
  });

  test("on a phone the login page fits and signs in", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, "/login/");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await checkA11y(page);
    const account = await createAccount("phone");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
  });
});
