import { expect, loginAs, test, toasts, type Page } from "../fixtures";
import { apiPost, makeAccount, unique } from "./helpers";

// Merging a duplicate person and linking an account to a person both choose the person through
// the same search: nothing can be done before a pick, typing again drops the pick, and a
// duplicate is never offered as the person to keep.

test.describe.configure({ timeout: 180_000 });

async function newPerson(page: Page, lastName: string): Promise<string> {
  const email = `${lastName.toLowerCase()}@example.org`;
  const saved = await apiPost(page, "/api/add_edit_person/", { id: null, person: { first_name: "Picker", last_name: lastName, email } });
  expect(saved.status).toBe(200);
  return `Picker ${lastName} (${email})`;
}

test("an admin merges a duplicate and links an account, each through the person search", async ({ page, browser }) => {
  await loginAs(page, "admin");
  const keepName = unique("Keep");
  const dupName = unique("Dup");
  const keepLabel = await newPerson(page, keepName);
  await newPerson(page, dupName);

  await page.goto("/admin/");
  await page.getByRole("tab", { name: "People" }).click();
  await page.getByLabel("Search people").fill(dupName);
  await page.getByRole("button", { name: `Merge Picker ${dupName} into another person` }).click();
  const merge = page.getByRole("dialog", { name: `Merge Picker ${dupName}` });
  const mergeButton = merge.getByRole("button", { name: "Merge and delete duplicate" });
  await expect(mergeButton).toBeDisabled();
  const keepBox = merge.getByRole("combobox", { name: "Person to keep" });
  await keepBox.fill("Picker");
  await expect(merge.getByRole("option", { name: new RegExp(keepName) })).toBeVisible();
  await expect(merge.getByRole("option", { name: new RegExp(dupName) })).toHaveCount(0);
  await merge.getByRole("option", { name: keepLabel }).click();
  await expect(keepBox).toHaveValue(keepLabel);
  await expect(mergeButton).toBeEnabled();
  await keepBox.fill(keepName);
  await expect(mergeButton).toBeDisabled();
  await merge.getByRole("option", { name: keepLabel }).click();
  await mergeButton.click();
  await expect(toasts(page).getByText(`Picker ${dupName} was merged into ${keepLabel}.`)).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  const { username } = await makeAccount(page, other, 3);
  await page.getByRole("tab", { name: "Accounts" }).click();
  await page.getByLabel("Search accounts").fill(username);
  await page.getByRole("button", { name: `Link person to ${username}` }).click();
  const link = page.getByRole("dialog", { name: `Link ${username} to a person` });
  const linkButton = link.getByRole("button", { name: "Link", exact: true });
  await expect(linkButton).toBeDisabled();
  await link.getByRole("combobox", { name: "Search for Person" }).fill(keepName);
  await link.getByRole("option", { name: keepLabel }).click();
  await linkButton.click();
  await expect(toasts(page).getByText(`${username} is linked to ${keepLabel}.`)).toBeVisible();
});
