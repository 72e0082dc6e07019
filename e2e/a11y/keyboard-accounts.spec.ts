import { expect, test, DEMO_PASSWORD } from "../fixtures";
import { tabTo, typeInto } from "./keyboard";

// The accounts flows done with the keyboard alone: sign in with a password, reach the profile,
// open and close the change-password dialog, and log out.

test.describe.configure({ timeout: 120_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": `10.55.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

test("sign in, open the change-password dialog, and log out with the keyboard alone", async ({ page }) => {
  await page.goto("/login/");
  await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
  await typeInto(page, page.getByLabel("Username"), "member");
  await typeInto(page, page.getByLabel("Password", { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/(profile|my_projects)\/$/);

  await page.goto("/profile/");
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: /Change Password/i }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog, and Escape closes it.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto("/logout/");
  await tabTo(page, page.getByRole("button", { name: "Logout", exact: true }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/login\/$/);
  const check = await page.request.get("/api/usercheck/");
  expect((await check.json()).userLevel).toBe(0);
});
