import type { Page } from "@playwright/test";
import { expect, readMail, test } from "../fixtures";
import { authenticatorCode } from "../auth/authenticator";
import { createAccount, openPage, uniqueClientIp, uniqueSuffix, userLevel } from "../auth/accounts";
import { tabTo, typeInto } from "./keyboard";

// The accounts flows done with the keyboard alone (Tab, Shift+Tab, Enter, Escape and typing):
// sign in with an emailed code, reset a forgotten password, set up and remove two-factor
// authentication, and change and verify the profile email. Each works on an account of its own.

test.describe.configure({ timeout: 180_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

/** The login screen, by keyboard: username, password, Enter. */
async function signInByKeyboard(page: Page, username: string, password: string) {
  await openPage(page, "/login/");
  await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
  await typeInto(page, page.getByLabel("Username"), username);
  await typeInto(page, page.getByLabel("Password", { exact: true }), password);
  await page.keyboard.press("Enter");
}

test("an account signs in with an emailed code with the keyboard alone and lands on its projects", async ({ page }) => {
  const account = await createAccount("kbcode");
  await openPage(page, "/login/");
  const since = Date.now();
  await typeInto(page, page.getByLabel("Email", { exact: true }), account.email);
  await tabTo(page, page.getByRole("button", { name: "Email me a code" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Email code" });
  await expect(dialog).toBeVisible();
  const { code } = await readMail(account.email, since);
  expect(code, "a code in the mail").toBeTruthy();

  await typeInto(page, dialog.getByLabel("Code"), code!);
  const submit = dialog.getByRole("button", { name: "Submit" });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/my_projects\/$/);
  await expect(page.getByRole("heading", { name: /My Projects/, level: 1 })).toBeVisible();
  expect(await userLevel(page)).toBe(3);
});

test("a person resets a forgotten password with an emailed code with the keyboard alone", async ({ page }) => {
  const account = await createAccount("kbreset");
  await openPage(page, "/password_reset/");
  const since = Date.now();
  await typeInto(page, page.getByLabel("Email"), account.email);
  await tabTo(page, page.getByRole("button", { name: "Send reset code" }));
  await page.keyboard.press("Enter");
  const codeField = page.getByLabel("Reset code");
  await expect(codeField).toBeVisible();
  const { code } = await readMail(account.email, since);
  expect(code, "a code in the mail").toBeTruthy();

  const newPassword = `Glacier-Orbit-${uniqueSuffix()}`;
  await typeInto(page, codeField, code!);
  await typeInto(page, page.getByLabel("New password", { exact: true }), newPassword);
  await typeInto(page, page.getByLabel("New password again"), newPassword);
  await tabTo(page, page.getByRole("button", { name: "Reset password" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/profile\/$/);
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
  expect(await userLevel(page)).toBe(3);

  // The new password signs in from now on.
  await page.context().clearCookies();
  await signInByKeyboard(page, account.username, newPassword);
  await page.waitForURL(/\/profile\/$/);
  expect(await userLevel(page)).toBe(3);
});

test("a person sets up 2FA, signs in with password and code, and removes 2FA with the keyboard alone", async ({ page }) => {
  const account = await createAccount("kbtotp");
  await signInByKeyboard(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);
  const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
  await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();

  await tabTo(page, twoFactor.getByRole("button", { name: "Manage 2FA" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Manage 2FA" });
  await expect(dialog).toBeVisible();
  // The secret is shown in the dialog, for typing into an authenticator app.
  const secret = await dialog.getByLabel("Secret key").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The code of the step just gone (one step of drift is allowed), so the current step is
  // still unused for the sign-in below.
  await typeInto(page, dialog.getByLabel("Code from your authenticator app"), await authenticatorCode(secret, 1));
  await tabTo(page, dialog.getByRole("button", { name: "Turn on 2FA" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();

  // Log out, then the password alone is not enough.
  await openPage(page, "/logout/");
  await expect(page.getByText("Are you sure you want to logout?")).toBeVisible();
  await tabTo(page, page.getByRole("main").getByRole("button", { name: "Logout" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/login\/$/);
  await signInByKeyboard(page, account.username, account.password);
  await page.waitForURL(/\/twofactor\/$/);
  expect(await userLevel(page)).toBe(0);
  await typeInto(page, page.getByLabel("Authenticator code"), await authenticatorCode(secret));
  await tabTo(page, page.getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/profile\/$/);
  expect(await userLevel(page)).toBe(3);

  await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();
  await tabTo(page, twoFactor.getByRole("button", { name: "Manage 2FA" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Remove 2FA" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();
});

test("a person changes the profile email and verifies it with the mailed code with the keyboard alone", async ({ page }) => {
  const account = await createAccount("kbmail");
  await signInByKeyboard(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);
  const email = page.getByRole("region", { name: "Email" });
  await expect(email.getByText(account.email)).toBeVisible();

  await tabTo(page, email.getByRole("button", { name: "Change email address" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Change Email" });
  await expect(dialog).toBeVisible();
  const newAddress = `kbmoved-${uniqueSuffix()}@accounts.example`;
  const since = Date.now();
  await typeInto(page, dialog.getByLabel("New email"), newAddress);
  await tabTo(page, dialog.getByRole("button", { name: "Change Email" }));
  await page.keyboard.press("Enter");
  const changed = page.getByRole("dialog", { name: "Email Changed" });
  await expect(changed).toBeVisible();
  await tabTo(page, changed.getByRole("button", { name: "OK" }));
  await page.keyboard.press("Enter");
  await expect(changed).toBeHidden();
  await expect(email.getByText(newAddress)).toBeVisible();
  await expect(email.getByText("Not verified", { exact: true })).toBeVisible();

  const mail = await readMail(newAddress, since);
  expect(mail.code, "a verification code in the mail").toBeTruthy();
  await typeInto(page, email.getByLabel("Verification code"), mail.code!);
  await tabTo(page, email.getByRole("button", { name: "Verify" }));
  await page.keyboard.press("Enter");
  await expect(email.getByText("Verified", { exact: true })).toBeVisible();
});
