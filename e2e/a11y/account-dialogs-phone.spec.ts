import { checkA11y, expect, loginAs, PHONE, readMail, test } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp } from "../auth/accounts";

// axe (WCAG 2.2 AA) with the sign-in, profile and No Matches dialogs open at phone width (375).
// Change Password itself is checked at phone width in e2e/auth/change-password.spec.ts; the desktop
// width is covered where the feature specs open each dialog.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test("the email code, password rule and invalid code dialogs pass axe at phone width", async ({ page }) => {
  const account = await createAccount("phonedialogs");
  await openPage(page, "/login/");
  const since = Date.now();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const codeDialog = page.getByRole("dialog", { name: "Email code" });
  await expect(codeDialog).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await expect(codeDialog).toBeHidden();
  await readMail(account.email, since);

  await openPage(page, "/password_reset/");
  const resetSince = Date.now();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(page.getByLabel("Reset code")).toBeVisible();
  const { code } = await readMail(account.email, resetSince);
  await page.getByLabel("Reset code").fill(code!);
  await page.getByLabel("New password", { exact: true }).fill("Ab3x");
  await page.getByLabel("New password again").fill("Ab3x");
  await page.getByRole("button", { name: "Reset password" }).click();
  const rules = page.getByRole("dialog", { name: "Password not accepted" });
  await expect(rules).toContainText("This password is too short. It must contain at least 8 characters.");
  await checkA11y(page);
  await rules.getByRole("button", { name: "OK" }).click();
  await expect(rules).toBeHidden();

  await page.getByLabel("Reset code").fill(code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ");
  await page.getByLabel("New password", { exact: true }).fill("Glacier-Orbit-77");
  await page.getByLabel("New password again").fill("Glacier-Orbit-77");
  await page.getByRole("button", { name: "Reset password" }).click();
  const invalid = page.getByRole("dialog", { name: "Invalid code" });
  await expect(invalid).toContainText("The code you have used is not valid");
  await checkA11y(page);
  await invalid.getByRole("button", { name: "OK" }).click();
  await expect(invalid).toBeHidden();
});

test("the Password Changed, Manage 2FA, Add a Passkey, Change Email and Email Changed dialogs pass axe at phone width", async ({ page }) => {
  const account = await createAccount("phoneprofile");
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);

  await page.getByRole("button", { name: "Change Password" }).click();
  const password = page.getByRole("dialog", { name: "Change Password" });
  await password.getByLabel("Old password").fill(account.password);
  await password.getByLabel("New password", { exact: true }).fill(`${account.password}-new`);
  await password.getByLabel("New password again").fill(`${account.password}-new`);
  await password.getByRole("button", { name: "Change Password" }).click();
  const passwordChanged = page.getByRole("dialog", { name: "Password Changed" });
  await expect(passwordChanged).toBeVisible();
  await checkA11y(page);
  await passwordChanged.getByRole("button", { name: "OK" }).click();
  await expect(passwordChanged).toBeHidden();

  await page.getByRole("region", { name: "Two-factor authentication" }).getByRole("button", { name: "Manage 2FA" }).click();
  const twoFactor = page.getByRole("dialog", { name: "Manage 2FA" });
  await expect(twoFactor.getByRole("img", { name: /QR code/ })).toBeVisible();
  await checkA11y(page);
  await twoFactor.getByRole("button", { name: "Close" }).click();
  await expect(twoFactor).toBeHidden();

  await page.getByRole("button", { name: "Add a passkey" }).click();
  const passkey = page.getByRole("dialog", { name: "Add a Passkey" });
  await expect(passkey).toBeVisible();
  await checkA11y(page);
  await passkey.getByRole("button", { name: "Cancel" }).click();
  await expect(passkey).toBeHidden();

  const email = page.getByRole("region", { name: "Email" });
  await email.getByRole("button", { name: "Change email address" }).click();
  const change = page.getByRole("dialog", { name: "Change Email" });
  await expect(change).toBeVisible();
  await checkA11y(page);
  await change.getByLabel("New email").fill(`phone-moved-${account.username}@accounts.example`);
  await change.getByRole("button", { name: "Change Email" }).click();
  const changed = page.getByRole("dialog", { name: "Email Changed" });
  await expect(changed).toBeVisible();
  await checkA11y(page);
  await changed.getByRole("button", { name: "OK" }).click();
  await expect(changed).toBeHidden();
});

test("the No Matches dialog passes axe at phone width", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  await expect(page.getByRole("list", { name: "Projects" })).toBeVisible();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const search = page.getByRole("dialog", { name: "Search Projects" });
  await search.getByLabel("Text", { exact: true }).fill("zz no such project qq");
  await search.getByRole("button", { name: "Search" }).click();
  const noMatches = page.getByRole("dialog", { name: "No Matches" });
  await expect(noMatches).toContainText("Your search has not returned any matches");
  await checkA11y(page);
  await noMatches.getByRole("button", { name: "OK" }).click();
  await expect(noMatches).toBeHidden();
});
