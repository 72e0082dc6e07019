import { checkA11y, expect, test } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, userLevel } from "./accounts";
import { authenticatorCode, wrongAuthenticatorCode } from "./authenticator";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test.describe("password and authenticator code", () => {
  test("a person sets up 2FA from the profile, then needs the code to sign in, then removes it", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    const account = await createAccount("totp");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
    await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();

    await twoFactor.getByRole("button", { name: "Manage 2FA" }).click();
    const dialog = page.getByRole("dialog", { name: "Manage 2FA" });
    const secret = await dialog.getByLabel("Secret key").inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Open in your authenticator app" })).toHaveAttribute("href", /^otpauth:\/\/totp\/.*secret=/);
    await checkA11y(page);

    const codeField = dialog.getByLabel("Code from your authenticator app");
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await codeField.fill(await wrongAuthenticatorCode(secret));
    await dialog.getByRole("button", { name: "Turn on 2FA" }).click();
    await expect(codeField).toHaveAccessibleDescription("Please check the code you have entered");

    // The code of the step just gone (one step of drift is allowed), so the current step is
    // still unused for the sign-in below.
    await codeField.fill(await authenticatorCode(secret, 1));
    await dialog.getByRole("button", { name: "Turn on 2FA" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();

    // Sign out and in again: the password alone is not enough.
    await openPage(page, "/logout/");
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login\/$/);
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/twofactor\/$/);
    expect(await userLevel(page)).toBe(0);
    await checkA11y(page);
    const loginCode = page.getByLabel("Authenticator code");
    await expect(loginCode).toHaveAttribute("autocomplete", "one-time-code");
    await loginCode.fill(await wrongAuthenticatorCode(secret));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(loginCode).toHaveAccessibleDescription("Please check the code and try again");
    await loginCode.fill(await authenticatorCode(secret));
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/profile\/$/);
    expect(await userLevel(page)).toBe(3);

    await twoFactor.getByRole("button", { name: "Manage 2FA" }).click();
    await dialog.getByRole("button", { name: "Remove 2FA" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();
  });
});
