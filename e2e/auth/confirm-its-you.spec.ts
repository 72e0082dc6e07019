import type { Page } from "@playwright/test";
import { checkA11y, expect, readMail, test, toasts, type AppClock } from "../fixtures";
import { addVirtualAuthenticator, disablePasskeyAutofill } from "../helpers/webauthn";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, uniqueSuffix, userLevel } from "./accounts";
import { authenticatorCode } from "./authenticator";

// Account changes more than 5 minutes after the last proof ask "Confirm it's you" over the
// dialog that made them, then finish without signing out and in again. The notices arrive by
// mail; a person ends another browser's session from "Where you are signed in".

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

/** More than the 5 minutes a proof counts as fresh (docs/product.md#security-parameters). */
const PROOF_AGE_MS = 6 * 60_000;

/** The server's time moves 6 minutes on: the sign-in is then old, as for a session left open (or a cookie taken from it). */
function ageProof(clock: AppClock) {
  clock.advance(PROOF_AGE_MS);
}

async function confirmWithPassword(page: Page, password: string) {
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel("Your password").fill("not-my-password");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByText("That did not match. Please try again.")).toBeVisible();
  await checkA11y(page);
  await confirm.getByLabel("Your password").fill(password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toHaveCount(0);
}

async function signedInOnProfile(page: Page, clock: AppClock, label: string) {
  const account = await createAccount(label);
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);
  ageProof(clock);
  return account;
}

test.describe("confirm it's you", () => {
  test("changing the email asks for the password in place, then the change completes and the old address is told", async ({ page, clock }) => {
    test.slow();
    const account = await signedInOnProfile(page, clock, "reauth-mail");
    const email = page.getByRole("region", { name: "Email" });
    await email.getByRole("button", { name: "Change email address" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Email" });
    const newAddress = `moved-${uniqueSuffix()}@accounts.example`;
    const since = Date.now();
    await dialog.getByLabel("New email").fill(newAddress);
    await dialog.getByRole("button", { name: "Change Email" }).click();
    await confirmWithPassword(page, account.password);
    await expect(page.getByRole("dialog", { name: "Email Changed" })).toBeVisible();
    expect(await userLevel(page)).toBe(3);

    const notice = await readMail(account.email, since);
    expect(notice.subject).toContain("A change of your email address was requested");
    expect(notice.text).toContain(newAddress);
    expect(notice.text).toMatch(/UK time \(\d\d:\d\d UTC\)/);
    expect(notice.text).toMatch(/From: Chrome on \w+/);
  });

  test("setting up 2FA asks first, then the QR code appears and 2FA turns on; the mail says so", async ({ page, clock }) => {
    test.slow();
    const account = await signedInOnProfile(page, clock, "reauth-totp");
    const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
    await twoFactor.getByRole("button", { name: "Manage 2FA" }).click();
    await confirmWithPassword(page, account.password);
    const dialog = page.getByRole("dialog", { name: "Manage 2FA" });
    const secret = await dialog.getByLabel("Secret key").inputValue();
    const since = Date.now();
    await dialog.getByLabel("Code from your authenticator app").fill(await authenticatorCode(secret, 1, () => clock.ms()));
    await dialog.getByRole("button", { name: "Turn on 2FA" }).click();
    await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();
    const notice = await readMail(account.email, since);
    expect(notice.subject).toContain("Two-factor authentication was turned on");
  });

  test("adding a passkey asks first, then the browser's ceremony runs and the passkey is listed", async ({ page, clock }) => {
    test.slow();
    await disablePasskeyAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    const account = await signedInOnProfile(page, clock, "reauth-passkey");
    const passkeys = page.getByRole("region", { name: "Passkeys" });
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a Passkey" });
    await dialog.getByLabel("Passkey name").fill("Desk computer");
    const since = Date.now();
    await dialog.getByRole("button", { name: "Create Passkey" }).click();
    await confirmWithPassword(page, account.password);
    await expect(page.getByRole("dialog", { name: "Passkey Added" })).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    const notice = await readMail(account.email, since);
    expect(notice.subject).toContain("A passkey was added");
    expect(notice.text).toContain('"Desk computer"');
  });
});

test.describe("confirm it's you with the authenticator app", () => {
  test("a code pasted with a space in it is kept whole and confirms the change", async ({ page, clock }) => {
    test.slow();
    const account = await createAccount("reauth-paste");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
    await twoFactor.getByRole("button", { name: "Manage 2FA" }).click();
    const manage = page.getByRole("dialog", { name: "Manage 2FA" });
    const secret = await manage.getByLabel("Secret key").inputValue();
    await manage.getByLabel("Code from your authenticator app").fill(await authenticatorCode(secret, 1));
    await manage.getByRole("button", { name: "Turn on 2FA" }).click();
    await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();
    ageProof(clock);

    await page.getByRole("region", { name: "Email" }).getByRole("button", { name: "Change email address" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Email" });
    await dialog.getByLabel("New email").fill(`pasted-${uniqueSuffix()}@accounts.example`);
    await dialog.getByRole("button", { name: "Change Email" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
    await confirm.getByRole("button", { name: "Use a code from your authenticator app instead" }).click();
    const field = confirm.getByLabel("Code from your authenticator app");
    const code = await authenticatorCode(secret, 0, () => clock.ms());
    // As an authenticator app copies it: "123 456". Six digits stay, the space goes.
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(field).toHaveValue(code);
    await expect(field).not.toHaveAttribute("maxlength");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("dialog", { name: "Email Changed" })).toBeVisible();
  });
});

test.describe("where you are signed in", () => {
  test("a person ends another browser's session; that browser is signed out", async ({ page, browser }) => {
    test.slow();
    const account = await createAccount("sessions");
    const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const otherPage = await other.newPage();
    await signInOnScreen(otherPage, account.username, account.password);
    await otherPage.waitForURL(/\/profile\/$/);
    expect(await userLevel(otherPage)).toBe(3);

    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    const sessions = page.getByRole("region", { name: "Where you are signed in" });
    // Both browsers are the same Chromium on the same system: one row, this device's, with the
    // other sign-in folded under it.
    await expect(sessions.getByRole("list", { name: "Signed-in sessions" }).getByRole("listitem")).toHaveCount(1);
    await expect(sessions.getByText("This device")).toHaveCount(1);
    await sessions.getByText(/^1 older sign-in on /).click();
    await checkA11y(page);
    const otherRow = sessions.getByRole("list", { name: /^Older sign-ins on / }).getByRole("listitem");
    await expect(otherRow).toHaveCount(1);
    await otherRow.getByRole("button", { name: /^Sign out/ }).click();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    await expect(sessions.getByText(/older sign-in/)).toHaveCount(0);
    await expect(toasts(page)).toContainText("has been signed out");

    expect(await userLevel(otherPage)).toBe(0);
    await openPage(otherPage, "/profile/");
    await otherPage.waitForURL(/\/login\/$/);
    expect(await userLevel(page)).toBe(3);
    await other.close();
  });

  test("sign out everywhere else keeps this browser and mails the account", async ({ page, browser }) => {
    test.slow();
    const account = await createAccount("everywhere");
    const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const otherPage = await other.newPage();
    await signInOnScreen(otherPage, account.username, account.password);
    await otherPage.waitForURL(/\/profile\/$/);
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    const sessions = page.getByRole("region", { name: "Where you are signed in" });
    const since = Date.now();
    await sessions.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(toasts(page)).toContainText("signed out everywhere else");
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect(await userLevel(otherPage)).toBe(0);
    expect(await userLevel(page)).toBe(3);
    const notice = await readMail(account.email, since);
    expect(notice.subject).toContain("signed out everywhere else");
    await other.close();
  });
});
