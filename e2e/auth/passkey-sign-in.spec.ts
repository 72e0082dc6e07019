import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { disablePasskeyAutofill } from "../helpers/webauthn";
import { openPage, uniqueClientIp } from "./accounts";

// The login page's passkey button while the device is slow to answer or fails. The browser's
// passkey request is replaced by one that waits (as with no authenticator at hand) or fails
// with a given error, so each case is certain: Cancel ends a wait quietly, and a failure other
// than the verification case is said under the button instead of in the Passkey Error dialog.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

/** navigator.credentials.get waits until aborted, or fails with `errorName` at once. */
async function fakeDevice(page: Page, errorName: string | null) {
  await disablePasskeyAutofill(page);
  await page.addInitScript((name) => {
    navigator.credentials.get = (options?: CredentialRequestOptions) =>
      new Promise((_, reject) => {
        if (name) reject(new DOMException("The device failed.", name));
        options?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted.", "AbortError")));
      });
  }, errorName);
}

test("while the passkey is awaited, Cancel ends the attempt quietly and focus stays on the button", async ({ page }) => {
  await fakeDevice(page, null);
  await openPage(page, "/login/");
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  await button.press("Enter");
  const waiting = page.getByRole("button", { name: "Waiting for your passkey ..." });
  await expect(waiting).toBeVisible();
  await expect(waiting).toBeFocused();
  await expect(waiting).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Tab");
  const cancel = page.getByRole("button", { name: "Cancel" });
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button).toBeVisible();
  await expect(button).toBeFocused();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText(/Error code/)).toHaveCount(0);
});

test("Cancel pressed before the server's challenge has come ends the attempt before the device is asked", async ({ page }) => {
  await fakeDevice(page, null);
  await openPage(page, "/login/");
  // The button's challenge is held back until Cancel has been pressed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/get_authentication_options/", async (route) => {
    await held;
    await route.continue();
  });
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  await button.press("Enter");
  await page.getByRole("button", { name: "Cancel" }).click();
  const answered = page.waitForResponse("**/api/auth/get_authentication_options/");
  release();
  await answered;
  await expect(button).toBeVisible();
  await expect(page.getByRole("button", { name: "Waiting for your passkey ..." })).toHaveCount(0);
  await expect(page.getByText(/Error code/)).toHaveCount(0);
});

test("a device error is said under the button in its own words, not as a verification failure", async ({ page }) => {
  await fakeDevice(page, "UnknownError");
  await openPage(page, "/login/");
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  await button.press("Enter");
  await expect(page.getByText("Your device could not use the passkey. Please try again, or use a nearby device such as your phone. (Error code: ERROR_AUTHENTICATOR_GENERAL_ERROR)")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Passkey Error" })).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("a refused verification opens the Passkey Error dialog", async ({ page }) => {
  await fakeDevice(page, "NotAllowedError");
  await openPage(page, "/login/");
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  await button.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Passkey Error" });
  await expect(dialog).toContainText("fingerprint or face");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
