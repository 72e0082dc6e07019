import { test, expect, loginAs, checkA11y, toasts, type Page } from "../fixtures";
import { unique } from "./helpers";

// A retired status stays on its projects but is no longer offered, e.g. in the search dialog.

test.describe.configure({ timeout: 180_000 });

async function searchStatusChoices(page: Page): Promise<string[]> {
  await page.goto("/all_projects/");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search Projects" });
  await dialog.getByRole("button", { name: /Project status/ }).click();
  const choices = page.getByRole("group", { name: "Project status" }).getByRole("checkbox");
  await expect(choices.first()).toBeVisible();
  const labels = await page.getByRole("group", { name: "Project status" }).locator("label").allTextContents();
  await page.keyboard.press("Escape");
  return labels.map((l) => l.trim());
}

test("an admin adds and retires a status, and the search dialog stops offering it", async ({ page }) => {
  const status = unique("Paused ");
  await loginAs(page, "admin");
  await page.goto("/admin/");
  await page.getByRole("tab", { name: "Reference lists" }).click();
  await expect(page.getByLabel("List", { exact: true })).toHaveValue(/\d/);
  await page.getByLabel("New status").fill(status);
  await page.getByRole("button", { name: "Add status" }).click();
  await expect(toasts(page).getByText(`Added status ${status}.`)).toBeVisible();
  await checkA11y(page);
  expect(await searchStatusChoices(page)).toContain(status);

  await page.goto("/admin/");
  await page.getByRole("tab", { name: "Reference lists" }).click();
  const list = page.getByRole("list", { name: "Statuses" });
  // An item in use cannot be deleted: the answer says why.
  await list.getByRole("button", { name: "Delete Agreed" }).click();
  await page.getByRole("dialog", { name: "Delete status" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/This status is used by \d+ projects? .*; retire it instead\./)).toBeVisible();

  await list.getByRole("button", { name: `Retire ${status}` }).click();
  await expect(toasts(page).getByText(`Retired ${status}.`)).toBeVisible();
  await expect(list.getByRole("button", { name: `Bring back ${status}` })).toBeVisible();
  expect(await searchStatusChoices(page)).not.toContain(status);
});
