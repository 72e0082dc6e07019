import { checkA11y, expect, PHONE, readMail, test } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, userLevel } from "../auth/accounts";
import { authenticatorCode } from "../auth/authenticator";

// axe (WCAG 2.2 AA) at phone width (375) on two steps no other phone check reaches: the
// authenticator-code step of sign-in and the reset code stage. Every dialog is checked at phone
// width by the dialog walk (dialog-walk.spec.ts).

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test("the authenticator code step of sign-in and the reset code stage pass axe at phone width", async ({ page }) => {
  const account = await createAccount("phonesteps");
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);
  const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
  await twoFactor.getByRole("button", { name: "Manage 2FA" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage 2FA" });
  const secret = await dialog.getByLabel("Secret key").inputValue();
  const code = await authenticatorCode(secret);
  await dialog.getByLabel("Code from your authenticator app").fill(code);
  await dialog.getByRole("button", { name: "Turn on 2FA" }).click();
  await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();

  await openPage(page, "/logout/");
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(/\/login\/$/);
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/twofactor\/$/);
  await expect(page.getByLabel("Authenticator code")).toBeVisible();
  await checkA11y(page);
  expect(await userLevel(page)).toBe(0);

  await openPage(page, "/password_reset/");
  const since = Date.now();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(page.getByLabel("Reset code")).toBeVisible();
  await readMail(account.email, since);
  await checkA11y(page);
});
