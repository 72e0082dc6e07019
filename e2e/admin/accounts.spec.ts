import { test, expect, loginAs, checkA11y, toasts } from "../fixtures";
import { makeAccount, NEW_PASSWORD, setPasswordLink, unique } from "./helpers";

// An admin manages accounts on /admin/: a new person gets an emailed link instead of a password,
// and a level change reaches the person's open browser on its next request.

test.describe.configure({ timeout: 180_000 });

test("an admin creates an account; the person sets a password from the emailed link and signs in", async ({ page, browser }) => {
  await loginAs(page, "admin");
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Account admin" })).toBeVisible();
  await checkA11y(page);

  const username = unique("newcomer");
  const email = `${username}@example.org`;
  await page.getByRole("button", { name: "Create account" }).click();
  const dialog = page.getByRole("dialog", { name: "Create account" });
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Level").selectOption("5");
  await checkA11y(page);
  const since = Date.now();
  await dialog.getByRole("button", { name: "Create and send link" }).click();
  await expect(toasts(page).getByText(`Account ${username} created. A link to set the password has been emailed to ${email}.`)).toBeVisible();
  const card = page.getByRole("listitem", { name: `Account ${username}` });
  await expect(card.getByText("No password yet")).toBeVisible();

  const link = await setPasswordLink(email, since);
  const person = await (await browser.newContext()).newPage();
  await person.goto(link);
  await expect(person.getByText(`Choose a password for ${username}`)).toBeVisible();
  await person.getByLabel("New password", { exact: true }).fill("password");
  await person.getByLabel("New password again").fill("password");
  await person.getByRole("button", { name: "Set password" }).click();
  await expect(person.getByText("This password is too common.")).toBeVisible();
  await person.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await person.getByLabel("New password again").fill(NEW_PASSWORD);
  await person.getByRole("button", { name: "Set password" }).click();
  await expect(person.getByText(/Your password is set/)).toBeVisible();
  await checkA11y(person);

  await person.getByRole("link", { name: "Go to the login page" }).click();
  await person.getByRole("textbox", { name: "Username" }).fill(username);
  await person.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await person.getByRole("button", { name: "Login", exact: true }).click();
  await person.waitForURL(/\/(profile|my_projects)\/$/, { timeout: 30_000 });

  // The link works once.
  await person.goto(link);
  await expect(person.getByText(/This link is not valid/)).toBeVisible();
  await person.context().close();
});

test("an admin lowers a level and the other browser loses access on its next request", async ({ page, browser }) => {
  await loginAs(page, "admin");
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const { username } = await makeAccount(page, other, 9);
  await loginAs(other, username, NEW_PASSWORD);
  await other.goto("/admin/");
  await expect(other.getByRole("tab", { name: "Accounts" })).toBeVisible();

  await page.goto("/admin/");
  await page.getByLabel("Search accounts").fill(username);
  const card = page.getByRole("listitem", { name: `Account ${username}` });
  await card.getByRole("button", { name: `Change level of ${username}` }).click();
  const dialog = page.getByRole("dialog", { name: `Change level of ${username}` });
  await dialog.getByLabel("New level").selectOption("3");
  await dialog.getByRole("button", { name: "Save level" }).click();
  await expect(toasts(page).getByText(`${username} is now level 3.`)).toBeVisible();
  await expect(card.getByText("Level:").locator("..")).toContainText("3");

  // The other browser's next call is refused and it is sent away from the admin screen.
  await other.getByLabel("Search accounts").fill("anything");
  await other.waitForURL((url) => !url.pathname.startsWith("/admin/"), { timeout: 30_000 });
  await other.goto("/admin/");
  await expect(other.getByText("You are not allowed to use the administration screen")).toBeVisible();
  await otherContext.close();
});

test("a member who opens /admin/ is told it is not for them", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/admin/");
  await expect(page.getByText(/not allowed to use the administration screen: it is for editors and administrators only/)).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await checkA11y(page);
});
