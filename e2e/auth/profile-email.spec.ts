import { checkA11y, expect, readMail, test } from "../fixtures";
import { createAccount, signInOnScreen, uniqueClientIp, uniqueSuffix } from "./accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test.describe("profile email", () => {
  test("someone not signed in who opens the profile goes to the login page", async ({ page }) => {
    await page.goto("/profile/");
    await page.waitForURL(/\/login\/$/);
  });

  test("an unverified address is verified with the latest code after Resend; older codes stop working", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    const account = await createAccount("verify", { emailVerified: 0 });
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    const email = page.getByRole("region", { name: "Email" });
    await expect(email.getByText(account.email)).toBeVisible();
    await expect(email.getByText("Not verified", { exact: true })).toBeVisible();
    await checkA11y(page);

    const resend = email.getByRole("button", { name: "Resend verification email" });
    let since = Date.now();
    await resend.click();
    await expect(email.getByText("A new email has been sent. Any codes or links sent before no longer work.")).toBeVisible();
    const first = await readMail(account.email, since);
    since = Date.now();
    await resend.click();
    const second = await readMail(account.email, since);
    expect(second.code).not.toBe(first.code);
    // The mail can arrive before the page has the answer, which empties the code field: wait
    // for the page to be done with the resend before typing.
    await expect(resend).toBeEnabled();

    const field = email.getByLabel("Verification code");
    await field.fill(first.code!);
    await email.getByRole("button", { name: "Verify" }).click();
    await expect(field).toHaveAccessibleDescription("The code you have used is not valid");
    await field.fill(second.code!);
    await email.getByRole("button", { name: "Verify" }).click();
    await expect(email.getByText("Verified", { exact: true })).toBeVisible();
  });

  test("changing the email checks the address, shows Email Changed, keeps the new address pending as unverified, and the mailed link makes it the email", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    const account = await createAccount("newmail");
    await signInOnScreen(page, account.username, account.password);
    await page.waitForURL(/\/profile\/$/);
    const email = page.getByRole("region", { name: "Email" });
    await email.getByRole("button", { name: "Change email address" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Email" });
    await checkA11y(page);
    const field = dialog.getByLabel("New email");
    await field.fill("not an address");
    await dialog.getByRole("button", { name: "Change Email" }).click();
    await expect(field).toHaveAccessibleDescription("Please enter a valid email address");
    await field.fill(account.email.toUpperCase());
    await dialog.getByRole("button", { name: "Change Email" }).click();
    await expect(field).toHaveAccessibleDescription("This is the same as the existing email");

    const newAddress = `moved-${uniqueSuffix()}@accounts.example`;
    const since = Date.now();
    await field.fill(newAddress);
    await dialog.getByRole("button", { name: "Change Email" }).click();
    const changed = page.getByRole("dialog", { name: "Email Changed" });
    await expect(changed).toBeVisible();
    await checkA11y(page);
    await changed.getByRole("button", { name: "OK" }).click();
    // The new address waits, unverified; the account's email is still the verified one.
    await expect(email.getByText("New address, waiting for confirmation:")).toBeVisible();
    await expect(email.getByText(newAddress, { exact: true })).toBeVisible();
    await expect(email.getByText("Not verified", { exact: true })).toBeVisible();
    await expect(email.getByText(account.email, { exact: true })).toBeVisible();
    await expect(email.getByText("Verified", { exact: true })).toBeVisible();
    expect((await (await page.request.get("/api/usercheck/")).json()).email).toBe(account.email);
    await checkA11y(page);

    const mail = await readMail(newAddress, since);
    expect(mail.link).toMatch(/\/profile\/\?verify=/);
    const link = new URL(mail.link!);
    await page.goto(link.pathname + link.search);
    await expect(page.getByText("Thank you, your email address is verified.")).toBeVisible();
    await expect(email.getByText("New address, waiting for confirmation:")).toHaveCount(0);
    await expect(email.getByText(newAddress, { exact: true })).toBeVisible();
    await expect(email.getByText("Verified", { exact: true })).toBeVisible();
    await expect(email.getByText("Not verified", { exact: true })).toHaveCount(0);
    await expect(email.getByText(account.email, { exact: true })).toHaveCount(0);
    await page.waitForURL(/\/profile\/$/);
    expect((await (await page.request.get("/api/usercheck/")).json()).email).toBe(newAddress);
  });
});
