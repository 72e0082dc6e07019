import { test, expect, loginAs, checkA11y, toasts, type Page } from "../fixtures";
import { unique } from "./helpers";

// An editor imports projects from a spreadsheet (docs/product.md#importing-projects): the file is
// checked, one row's problem is corrected in the preview, the import is confirmed and the
// projects are in the list. By keyboard, at desktop and phone widths, with axe on every step.

test.describe.configure({ timeout: 180_000 });

function csvFile(titles: [string, string]): Buffer {
  const rows = [
    "Short description,Long description,Start date,Completion date,Status,Milestone,Milestone start date",
    `"${titles[0]}","Regional airway skills days",12/01/2026,31/12/2026,Agreed,"Faculty recruited",2026-02-01`,
    `"${titles[1]}","Simulation for obstetric emergencies",01/03/2026,,Propsed,,`,
  ];
  return Buffer.from(`${rows.join("\r\n")}\r\n`);
}

async function importByKeyboard(page: Page, titles: [string, string]) {
  await page.goto("/admin/?tab=import");
  await expect(page.getByRole("heading", { level: 2, name: "Import projects" })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "projects.csv", mimeType: "text/csv", buffer: csvFile(titles) });
  await page.getByRole("button", { name: "Check file" }).focus();
  await page.keyboard.press("Enter");

  // The row with a problem says what is wrong, where, and what was probably meant.
  await expect(page.getByRole("alert").filter({ hasText: "1 row has problems" })).toBeVisible();
  const cell = page.getByLabel("Row 3, Status");
  await expect(page.getByText('Status: "Propsed" is not a status. Did you mean "Proposed"?')).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 1 project" })).toBeDisabled();
  await checkA11y(page);

  await cell.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Proposed");
  await page.getByRole("button", { name: "Check again" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "No problems found." })).toBeVisible();
  const importButton = page.getByRole("button", { name: "Import 2 projects" });
  await expect(importButton).toBeEnabled();
  await checkA11y(page);
  await importButton.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Imported 2 projects.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo import of projects.csv" }).first()).toBeVisible();
  await checkA11y(page);

  await page.getByRole("link", { name: "See the imported projects in All Projects" }).click();
  await expect(page.getByRole("heading", { name: /All Projects/ })).toBeVisible();
  for (const title of titles) await expect(page.getByText(title).first()).toBeVisible();
}

test("an editor imports a file, corrects a row and finds the projects in the list", async ({ page }) => {
  await loginAs(page, "editor");
  await importByKeyboard(page, [unique("Imported airway days "), unique("Imported obstetric simulation ")]);
});

test("on a phone the preview scrolls inside its own region and the import works", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, "editor");
  await page.goto("/admin/?tab=import");
  await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "projects.csv", mimeType: "text/csv", buffer: csvFile(["Phone width A", "Phone width B"]) });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("region", { name: "Rows of projects.csv" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await checkA11y(page);
  await importByKeyboard(page, [unique("Phone import airway "), unique("Phone import obstetric ")]);
});

test("an editor sees only the Import tab, on a page named Import projects; a file that is not a spreadsheet is refused in plain words", async ({ page }) => {
  await loginAs(page, "editor");
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import projects");
  await expect(page).toHaveTitle(/^Import projects/);
  await expect(page.getByRole("tab")).toHaveText(["Import"]);
  await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This is not a spreadsheet." })).toBeVisible();
  await checkA11y(page);
});

test("the editor undoes an import from the list of the day's imports", async ({ page }) => {
  await loginAs(page, "editor");
  await page.goto("/admin/?tab=import");
  const title = unique("Imported then undone ");
  const csv = `Short description,Long description,Start date\r\n"${title}","To be taken back",01/02/2026\r\n`;
  await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "undo-me.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check file" }).click();
  await page.getByRole("button", { name: "Import 1 project" }).click();
  await expect(toasts(page).getByText("Imported 1 project.")).toBeVisible();

  const undo = page.getByRole("button", { name: "Undo import of undo-me.csv" }).first();
  await undo.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Undo this import?" });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Undo import" }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Import undone: 1 project deleted.")).toBeVisible();
  const list = (await (await page.request.get("/api/existing_projects/all/")).json()) as { projects: { short_description: string }[] };
  expect(list.projects.length).toBeGreaterThan(0);
  expect(list.projects.map((p) => p.short_description)).not.toContain(title);
});
