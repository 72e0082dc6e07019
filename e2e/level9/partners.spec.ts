import { test, expect as baseExpect, loginAs, checkA11y, PHONE } from "../fixtures";

// Screens wait on the user check and the calls; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// /all_partners/ and the visitor's view an admin opens from it.

test("an admin sees each organisation's domains, people and projects, and the list its visitors see", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/all_partners/");
  await expect(page.getByRole("heading", { name: "All Partners", level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: /Example Teaching Hospital/ });
  await expect(row).toContainText("example-hospital.org");
  const projects = Number(await row.getByRole("cell").nth(2).textContent());
  expect(projects).toBeGreaterThan(0);
  await checkA11y(page);

  await row.getByRole("link", { name: "View projects a visitor from Example Teaching Hospital sees" }).click();
  await expect(page).toHaveURL(/\/share\/preview\/\?organisation=\d+/);
  await expect(page.getByRole("heading", { name: "Projects of Example Teaching Hospital" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(projects + 1);
  await expect(page.getByRole("button", { name: /\+Milestone/ })).toHaveCount(0);
  await checkA11y(page);
  // a row opens the read-only contact details
  await table.getByRole("row").nth(1).click();
  await expect(page.getByRole("dialog", { name: "Contact Details" })).toBeVisible();
});

test("All Partners and the visitor's view fit a phone screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "admin");
  await page.goto("/all_partners/");
  await expect(page.getByRole("heading", { name: "Example Teaching Hospital" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page);
  await page.getByRole("link", { name: "See the projects a visitor from Example Teaching Hospital sees" }).click();
  await expect(page.getByRole("heading", { name: "Projects of Example Teaching Hospital" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page);
});

test("an editor (level 6) cannot open All Partners", async ({ page }) => {
  await loginAs(page, "editor");
  await page.goto("/all_partners/");
  await expect(page.getByText("You do not have permission to see this page.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});
