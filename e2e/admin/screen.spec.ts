import { test, expect, loginAs, checkA11y, PHONE } from "../fixtures";

// Every tab of /admin/ passes axe, and the screen works at phone width.

test.describe.configure({ timeout: 180_000 });

// Each tab, a field on it, and a list that shows once its data has arrived.
const TABS: [string, string, string][] = [
  ["Accounts", "Search accounts", "Accounts"],
  ["Organisations", "New organisation name", "Organisations"],
  ["Reference lists", "New status", "Statuses"],
  ["People", "Search people", "People"],
];

test("each tab of the admin screen is accessible", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/admin/");
  for (const [tab, field, list] of TABS) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByLabel(field, { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: list, exact: true })).toBeVisible();
    await checkA11y(page);
  }
});

test("on a phone an admin edits a person and reaches every tab", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "admin");
  await page.goto("/admin/");
  await expect(page.getByRole("listitem", { name: "Account editor" })).toBeVisible();
  await page.getByRole("tab", { name: "People" }).click();
  await page.getByLabel("Search people").fill("Nowak");
  await page.getByRole("button", { name: "Edit Laura Nowak" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Person" });
  await dialog.getByLabel("Email").fill("not-an-address");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/valid email/i)).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  for (const [tab, field, list] of TABS) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByLabel(field, { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: list, exact: true })).toBeVisible();
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await checkA11y(page);
});
