import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "../fixtures";
import { addVirtualAuthenticator, disablePasskeyAutofill, type VirtualAuthenticator } from "../helpers/webauthn";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, userLevel } from "./accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

async function registerPasskey(page: Page, authenticator: VirtualAuthenticator, name: string) {
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a Passkey" });
  await dialog.getByLabel("Passkey name").fill(name);
  await dialog.getByRole("button", { name: "Create Passkey" }).click();
  await expect(page.getByRole("dialog", { name: "Passkey Added" })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
}

async function logout(page: Page) {
  await openPage(page, "/logout/");
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(/\/login\/$/);
}

test.describe("passkeys", () => {
  test("a person adds a passkey on the profile, signs in with the button, and removes it", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    await disablePasskeyAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    const account = await createAccount("passkey");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    const passkeys = page.getByRole("region", { name: "Passkeys" });
    await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();

    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("dialog", { name: "Add a Passkey" })).toBeVisible();
    await checkA11y(page);
    await page.getByRole("dialog", { name: "Add a Passkey" }).getByRole("button", { name: "Cancel" }).click();
    await registerPasskey(page, authenticator, "Work laptop");
    await checkA11y(page);
    await page.getByRole("dialog", { name: "Passkey Added" }).getByRole("button", { name: "OK" }).click();
    await expect(passkeys.getByText("Work laptop")).toBeVisible();

    await logout(page);
    // Without user verification (no fingerprint or face) the passkey is refused with the dialog.
    await authenticator.setUserVerified(false);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    const error = page.getByRole("dialog", { name: "Passkey Error" });
    await expect(error).toContainText("fingerprint or face");
    await expect(error).toContainText("nearby device, such as your phone");
    await checkA11y(page);
    await error.getByRole("button", { name: "OK" }).click();
    expect(await userLevel(page)).toBe(0);

    await authenticator.setUserVerified(true);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/profile\/$/);
    expect(await userLevel(page)).toBe(3);

    await passkeys.getByRole("button", { name: "Remove passkey Work laptop" }).click();
    await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  });

  test("the login page signs in through passkey autofill on load", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    const authenticator = await addVirtualAuthenticator(page);
    const account = await createAccount("autofill");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    await registerPasskey(page, authenticator, "Phone");
    await page.getByRole("dialog", { name: "Passkey Added" }).getByRole("button", { name: "OK" }).click();

    await openPage(page, "/logout/");
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    // Back on the login page the browser offers the passkey in autofill; the virtual
    // authenticator accepts at once, and the person lands on the profile without typing.
    await page.waitForURL(/\/profile\/$/);
    expect(await userLevel(page)).toBe(3);
  });
});
