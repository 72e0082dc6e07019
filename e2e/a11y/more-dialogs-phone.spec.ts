import { checkA11y, expect, loginAs, PHONE, readMail, test } from "../fixtures";
import { createAccount, openPage, signInOnScreen, uniqueClientIp, userLevel } from "../auth/accounts";
import { authenticatorCode } from "../auth/authenticator";
import { addVirtualAuthenticator, disablePasskeyAutofill } from "../helpers/webauthn";
import { createProject, deleteProject, personId, signedInPage, uniqueName } from "../projects/helpers";

// axe (WCAG 2.2 AA) at phone width (375) on what the other phone checks do not reach: the
// passkey dialogs, the authenticator-code step of sign-in, the reset code stage, and Edit Person.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

test("the Passkey Added and Passkey Error dialogs pass axe at phone width", async ({ page }) => {
  await disablePasskeyAutofill(page);
  const authenticator = await addVirtualAuthenticator(page);
  const account = await createAccount("phonepasskey");
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);
  await page.getByRole("region", { name: "Passkeys" }).getByRole("button", { name: "Add a passkey" }).click();
  const add = page.getByRole("dialog", { name: "Add a Passkey" });
  await add.getByLabel("Passkey name").fill("Phone");
  await add.getByRole("button", { name: "Create Passkey" }).click();
  const added = page.getByRole("dialog", { name: "Passkey Added" });
  await expect(added).toBeVisible();
  await checkA11y(page);
  await added.getByRole("button", { name: "OK" }).click();
  await expect(added).toBeHidden();

  await openPage(page, "/logout/");
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(/\/login\/$/);
  // Without user verification (no fingerprint or face) the passkey is refused with the dialog.
  await authenticator.setUserVerified(false);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  const error = page.getByRole("dialog", { name: "Passkey Error" });
  await expect(error).toContainText("fingerprint or face");
  await checkA11y(page);
  await error.getByRole("button", { name: "OK" }).click();
  await expect(error).toBeHidden();
  await authenticator.remove();
});

test("the authenticator code step of sign-in and the reset code stage pass axe at phone width", async ({ page }) => {
  const account = await createAccount("phonesteps");
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/profile\/$/);
  const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
  await twoFactor.getByRole("button", { name: "Manage 2FA" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage 2FA" });
  const secret = await dialog.getByLabel("Secret key").inputValue();
  const code = await authenticatorCode(secret);
  await dialog.getByLabel("Code from your authenticator app").fill(code);
  await dialog.getByRole("button", { name: "Turn on 2FA" }).click();
  await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();

  await openPage(page, "/logout/");
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(/\/login\/$/);
  await signInOnScreen(page, account.username, account.password);
  await page.waitForURL(/\/twofactor\/$/);
  await expect(page.getByLabel("Authenticator code")).toBeVisible();
  await checkA11y(page);
  expect(await userLevel(page)).toBe(0);

  await openPage(page, "/password_reset/");
  const since = Date.now();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(page.getByLabel("Reset code")).toBeVisible();
  await readMail(account.email, since);
  await checkA11y(page);
});

test("the Edit Person dialog passes axe at phone width", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Phone person e2e");
  const id = await createProject(editor, name, [[await personId(editor, "Priya Raman"), 3]]);
  try {
    await loginAs(page, "editor");
    await page.goto("/all_projects/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const search = page.getByRole("dialog", { name: "Search Projects" });
    await search.getByLabel("Text", { exact: true }).fill(name);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: /^All Projects \(Filtered 1\/\d+\)$/ })).toBeVisible();
    await page.getByRole("article", { name }).click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await edit.getByRole("button", { name: "Change People / Roles" }).click();
    const roles = page.getByRole("dialog", { name: "Change People / Roles" });
    await roles.getByRole("button", { name: "Edit Priya Raman" }).click();
    const person = page.getByRole("dialog", { name: "Edit Person" });
    await expect(person.getByLabel("First Name")).toHaveValue("Priya");
    await checkA11y(page);
    await person.getByRole("button", { name: "Cancel" }).click();
    await expect(person).toBeHidden();
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});
