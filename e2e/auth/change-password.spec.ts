import { checkA11y, expect, loginAs, PHONE, test } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp } from "./accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test.describe("change password", () => {
  test("errors are listed under 'Please check the following'; a good change shows Password Changed", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    const account = await createAccount("changepw");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await expect(dialog.getByRole("button", { name: "Create Passkey" })).toHaveCount(0);
    await checkA11y(page);

    await dialog.getByLabel("Old password").fill("not-my-password");
    await dialog.getByLabel("New password", { exact: true }).fill("Short1");
    await dialog.getByLabel("New password again").fill("Short1");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Please check the following")).toBeVisible();
    await expect(dialog.getByRole("listitem").first()).toBeVisible();
    await checkA11y(page);

    await dialog.getByLabel("Old password").fill(account.password);
    await dialog.getByLabel("New password", { exact: true }).fill("Meadow-Lantern-52");
    await dialog.getByLabel("New password again").fill("Meadow-Lantern-52");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    const changed = page.getByRole("dialog", { name: "Password Changed" });
    await expect(changed).toBeVisible();
    await checkA11y(page);
    await changed.getByRole("button", { name: "OK" }).click();

    await page.context().clearCookies();
    await signInOnScreen(page, account.username, "Meadow-Lantern-52");
    await page.waitForURL(/\/profile\/$/);
  });

  test("level 9 also sees Create Passkey in the dialog", async ({ page }) => {
    await loginAs(page, "admin");
    await openPage(page, "/profile/");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByRole("dialog", { name: "Change Password" }).getByRole("button", { name: "Create Passkey" }).click();
    await expect(page.getByRole("dialog", { name: "Add a Passkey" })).toBeVisible();
  });
});

test("on a phone the profile and the Change Password dialog fit the screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "member");
  await openPage(page, "/profile/");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole("button", { name: "Change Password" }).click();
  const box = await page.getByRole("dialog", { name: "Change Password" }).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await checkA11y(page);
});
