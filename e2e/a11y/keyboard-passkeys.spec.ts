import { expect, test } from "../fixtures";
import { createAccount, signInOnScreen, uniqueClientIp, userLevel } from "../auth/accounts";
import { addVirtualAuthenticator, disablePasskeyAutofill } from "../helpers/webauthn";
import { tabTo, typeInto } from "./keyboard";

// The passkey flow with the keyboard alone: add a passkey on the profile, sign in with it from
// the login page, and remove it. Chromium's virtual authenticator stands in for the device.

test.describe.configure({ timeout: 180_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test("a person adds a passkey, signs in with it and removes it with the keyboard alone", async ({ page }) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  const account = await createAccount("kbpasskey");
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);

  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await tabTo(page, passkeys.getByRole("button", { name: "Add a passkey" }));
  await page.keyboard.press("Enter");
  const add = page.getByRole("dialog", { name: "Add a Passkey" });
  await expect(add).toBeVisible();
  await typeInto(page, add.getByLabel("Passkey name"), "Desk key");
  await tabTo(page, add.getByRole("button", { name: "Create Passkey" }));
  await page.keyboard.press("Enter");
  const added = page.getByRole("dialog", { name: "Passkey Added" });
  await expect(added).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await tabTo(page, added.getByRole("button", { name: "OK" }));
  await page.keyboard.press("Enter");
  await expect(added).toBeHidden();
  await expect(passkeys.getByText("Desk key")).toBeVisible();

  await page.goto("/logout/");
  await tabTo(page, page.getByRole("main").getByRole("button", { name: "Logout", exact: true }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/login\/$/);
  expect(await userLevel(page)).toBe(0);

  await tabTo(page, page.getByRole("button", { name: "Sign in with a passkey" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/profile\/$/);
  expect(await userLevel(page)).toBe(3);

  await tabTo(page, passkeys.getByRole("button", { name: "Remove passkey Desk key" }));
  await page.keyboard.press("Enter");
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
});
