import { checkA11y, expect, loginAs, test } from "../fixtures";
import { openPage, uniqueClientIp, userLevel } from "./accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test.describe("logout", () => {
  test("Cancel goes back to the profile and keeps the person signed in", async ({ page }) => {
    await loginAs(page, "member");
    await openPage(page, "/logout/");
    await expect(page.getByText("Are you sure you want to logout?")).toBeVisible();
    await checkA11y(page);
    await page.getByRole("main").getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/profile\/$/);
    expect(await userLevel(page)).toBeGreaterThanOrEqual(3);
  });

  test("Logout signs out, clears the name and level and goes to the start", async ({ page }) => {
    await loginAs(page, "member");
    await openPage(page, "/logout/");
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
    expect(await userLevel(page)).toBe(0);
  });

  test("signed out, the page says so and links to sign in instead of asking", async ({ page }) => {
    await openPage(page, "/logout/");
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await expect(page.getByText("Are you sure you want to logout?")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button", { name: "Logout" })).toHaveCount(0);
    await checkA11y(page);
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(/\/login\/$/);
  });

  test("a failed logout enables the button again and says nothing", async ({ page }) => {
    await loginAs(page, "member");
    await openPage(page, "/logout/");
    await page.route("**/api/logout/", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    const main = page.getByRole("main");
    const before = await main.innerText();
    const logout = main.getByRole("button", { name: "Logout" });
    await logout.click();
    await expect(logout).toBeEnabled();
    await page.waitForURL(/\/logout\/$/);
    expect(await main.innerText()).toBe(before);
    // Nothing in the message banner either.
    await expect(page.locator('div[aria-live="polite"] [role="alert"]')).toHaveCount(0);
    expect(await userLevel(page)).toBeGreaterThanOrEqual(3);
  });
});
