import { checkA11y, expect, readMail, test } from "../fixtures";
import { createAccount, openPage, uniqueClientIp, uniqueSuffix, userLevel } from "./accounts";

const clientIp = uniqueClientIp();
test.use({ extraHTTPHeaders: { "X-Forwarded-For": clientIp } });

async function askForCode(page: import("@playwright/test").Page, email: string): Promise<string> {
  const since = Date.now();
  await openPage(page, "/login/");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("dialog", { name: "Email code" })).toBeVisible();
  const mail = await readMail(email, since);
  expect(mail.code, "a code in the mail").toBeTruthy();
  return mail.code!;
}

test.describe("email code login", () => {
  test("an address that is neither an account nor a partner's is answered as any other, and its mail says it has no access", async ({ page }) => {
    // The page cannot tell who has an account: the same dialog opens, and the address's owner
    // learns from the mail that there is nothing to sign in to.
    const address = `someone-${uniqueSuffix()}@nowhere.example`;
    const since = Date.now();
    await openPage(page, "/login/");
    await page.getByLabel("Email", { exact: true }).fill(address);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await expect(page.getByRole("dialog", { name: "Email code" })).toBeVisible();
    const mail = await readMail(address, since);
    expect(mail.code).toBeFalsy();
    expect(mail.text).toContain("This address has no account here");
    await checkA11y(page);
  });

  test("an account signs in with a pasted code, tidied and upper-cased, and lands on its projects", async ({ page }) => {
    const account = await createAccount("code");
    const code = await askForCode(page, account.email);
    const dialog = page.getByRole("dialog", { name: "Email code" });
    const field = dialog.getByLabel("Code");
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");
    const submit = dialog.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await checkA11y(page);

    await field.fill(code.slice(0, 5).toLowerCase());
    await expect(submit).toBeDisabled();
    // A paste with spaces and lower case, longer than the code.
    await field.fill(` ${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}X `);
    await expect(field).toHaveValue(code);
    await expect(submit).toBeEnabled();
    await submit.click();
    await page.waitForURL(/\/my_projects\/$/);
    expect(await userLevel(page)).toBe(3);
  });

  test("a wrong code is refused with a message under the code", async ({ page }) => {
    const account = await createAccount("badcode");
    const code = await askForCode(page, account.email);
    const dialog = page.getByRole("dialog", { name: "Email code" });
    const wrong = code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    await dialog.getByLabel("Code").fill(wrong);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByLabel("Code")).toHaveAccessibleDescription("The code you have used is not valid");
    expect(await userLevel(page)).toBe(0);
  });

  test("a partner organisation's address gets quick access to its projects", async ({ page }) => {
    const email = `visitor-${uniqueSuffix()}@northern-school.example`;
    const code = await askForCode(page, email);
    const dialog = page.getByRole("dialog", { name: "Email code" });
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/all_projects\/$/);
    await expect(page.getByRole("heading", { name: /All Projects/ })).toBeVisible();
    expect(await userLevel(page)).toBe(2);
    // Quick access has no profile: it is sent back to the projects.
    await page.goto("/profile/");
    await page.waitForURL(/\/all_projects\/$/);
  });

  test("a code entered in another browser asks for the email again", async ({ page, browser }) => {
    // A whole journey through several pages.
    test.slow();
    const account = await createAccount("otherbrowser");
    const code = await askForCode(page, account.email);

    const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
    const second = await other.newPage();
    await openPage(second, "/login/");
    await second.getByRole("button", { name: "I already have a code" }).click();
    const dialog = second.getByRole("dialog", { name: "Email code" });
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByRole("button", { name: "Submit" }).click();
    const confirm = dialog.getByLabel("Confirm email");
    await expect(confirm).toBeVisible();
    await checkA11y(second);
    await confirm.fill(account.email);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await second.waitForURL(/\/my_projects\/$/);
    expect(await userLevel(second)).toBe(3);
    await other.close();
  });
});
