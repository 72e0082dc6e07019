import type { Page } from "@playwright/test";
import { checkA11y, expect, readMail, test } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, userLevel } from "./accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

async function tryReset(page: Page, code: string, password1: string, password2 = password1) {
  await page.getByLabel("Reset code").fill(code);
  await page.getByLabel("New password", { exact: true }).fill(password1);
  await page.getByLabel("New password again").fill(password2);
  await page.getByRole("button", { name: "Reset password" }).click();
}

async function expectRuleDialog(page: Page, message: string) {
  const dialog = page.getByRole("dialog", { name: "Password not accepted" });
  await expect(dialog).toContainText(message);
  await expect(dialog).toContainText("be at least 8 characters long");
  await expect(dialog).toContainText("not be entirely numeric");
  return dialog;
}

test.describe("password reset", () => {
  test("a person asks for a code, meets every password rule, a bad code, and then resets and is signed in", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    const account = await createAccount("reset");
    await openPage(page, "/password_reset/");
    await checkA11y(page);
    const email = page.getByLabel("Email");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Send reset code" }).click();
    await expect(email).toHaveAccessibleDescription("Please check the format of the email address you have entered");

    const since = Date.now();
    await email.fill(account.email);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await expect(page.getByLabel("Reset code")).toBeVisible();
    await checkA11y(page);
    const { code } = await readMail(account.email, since);
    expect(code).toBeTruthy();

    await page.getByLabel("Reset code").fill(code!.toLowerCase());
    await expect(page.getByLabel("Reset code")).toHaveValue(code!);

    await tryReset(page, code!, "Ab3x");
    const weak = await expectRuleDialog(page, "This password is too short. It must contain at least 8 characters.");
    await checkA11y(page);
    await weak.getByRole("button", { name: "OK" }).click();

    await tryReset(page, code!, "sunshine");
    await (await expectRuleDialog(page, "This password is too common.")).getByRole("button", { name: "OK" }).click();

    await tryReset(page, code!, "80514279316");
    await (await expectRuleDialog(page, "This password is entirely numeric.")).getByRole("button", { name: "OK" }).click();

    await tryReset(page, code!, "Glacier-Orbit-77", "Glacier-Orbit-78");
    await (await expectRuleDialog(page, "The two password fields didn’t match.")).getByRole("button", { name: "OK" }).click();

    await tryReset(page, code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ", "Glacier-Orbit-77");
    const invalid = page.getByRole("dialog", { name: "Invalid code" });
    await expect(invalid).toContainText("The code you have used is not valid");
    await expect(invalid).toContainText("more than 15 minutes");
    await expect(invalid).toContainText("already been used");
    await expect(invalid).toContainText("refreshed, or a different browser");
    await expect(invalid).toContainText("only the last code requested is valid");
    await checkA11y(page);
    await invalid.getByRole("button", { name: "OK" }).click();

    await tryReset(page, code!, "Glacier-Orbit-77");
    await page.waitForURL(/\/profile\/$/);
    expect(await userLevel(page)).toBe(3);

    // The new password works from now on.
    await page.context().clearCookies();
    await signInOnScreen(page, account.username, "Glacier-Orbit-77");
    await page.waitForURL(/\/profile\/$/);
  });
});
