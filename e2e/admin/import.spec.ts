import { test, expect, loginAs, checkA11y, toasts, withDatabase, type Page } from "../fixtures";
import { unique } from "./helpers";

// An editor imports projects from a spreadsheet (docs/product.md#importing-projects): the file is
// checked, the preview says what it will import and what it leaves out, an unknown status and
// domain are answered with the valid names, the row is corrected in place, the import is
// confirmed and the projects are in the list. By keyboard, at 1280 and 390 px, with axe on every
// step; after Check file, Check again and Import focus is on what the action came to, and that is
// said once (no toast, no live region saying it again).

test.describe.configure({ timeout: 180_000 });

const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

function csvFile(titles: [string, string]): Buffer {
  const rows = [
    "Short description,Long description,Start date,Completion date,Status,EML domains,Milestone,Milestone start date",
    `"${titles[0]}","Regional airway skills days",12/01/2026,31/12/2026,Agreed,,"Faculty recruited",2026-02-01`,
    "",
    `"${titles[1]}","Simulation for obstetric emergencies",01/03/2026,,Propsed,Airway,,`,
  ];
  return Buffer.from(`${rows.join("\r\n")}\r\n`);
}

/** The EML domains an import accepts, as the database holds them. */
const emlNames = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ description: string }>("SELECT description FROM domain WHERE taxonomy = 'eml' AND NOT retired ORDER BY sort_order, id");
    return rows.map((r) => r.description);
  });

/** No live region or toast says `text`: the focused result is the one place it is heard. */
async function saidOnce(page: Page, text: string) {
  await expect(toasts(page).getByText(text)).toHaveCount(0);
  await expect(page.locator("[aria-live], [role=status], [role=alert]").filter({ hasText: text })).toHaveCount(0);
}

async function press(page: Page, name: string) {
  // The first: the list of the day's imports may name the same file twice.
  await page.getByRole("button", { name, exact: true }).first().focus();
  await page.keyboard.press("Enter");
}

async function importByKeyboard(page: Page, titles: [string, string]) {
  await page.goto("/admin/?tab=import");
  await expect(page.getByRole("heading", { level: 2, name: "Import projects" })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "projects.csv", mimeType: "text/csv", buffer: csvFile(titles) });
  await press(page, "Check file");

  // Focus is on the summary: what it read, why nothing is imported yet, and the empty row left out.
  const summary = page.getByText("2 rows read. 1 row has problems, so nothing is imported yet: correct them below and choose Check again. 1 empty row is left out.");
  await expect(summary).toBeFocused();
  await saidOnce(page, "1 empty row is left out.");
  // The row with problems says what is wrong, where, what was probably meant and what is valid.
  await expect(page.getByText('Status: "Propsed" is not a status. Did you mean "Proposed"? Valid: Proposed, Agreed, Abandoned, Completed.')).toBeVisible();
  await expect(page.getByText(`EML domains: "Airway" is not an EML domain. Valid: ${(await emlNames()).join(", ")}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 1 project" })).toBeDisabled();
  await checkA11y(page);

  for (const [label, value] of [
    ["Row 4, Status", "Proposed"],
    ["Row 4, EML domains", ""],
  ]) {
    await page.getByLabel(label).focus();
    await page.keyboard.press("ControlOrMeta+a");
    await (value ? page.keyboard.type(value) : page.keyboard.press("Delete"));
  }
  await press(page, "Check again");
  await expect(page.getByText("2 rows will be imported as 2 projects with 1 milestone. 1 empty row is left out.")).toBeFocused();
  const importButton = page.getByRole("button", { name: "Import 2 projects" });
  await expect(importButton).toBeEnabled();
  await checkA11y(page);

  await press(page, "Import 2 projects");
  await expect(page.getByText("Imported 2 projects.")).toBeFocused();
  await saidOnce(page, "Imported 2 projects.");
  await expect(page.getByRole("button", { name: "Undo import of projects.csv" }).first()).toBeVisible();
  await checkA11y(page);

  // The next Tab goes on from the outcome, to its link.
  await page.keyboard.press("Tab");
  const link = page.getByRole("link", { name: "See the imported projects in All Projects" });
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /All Projects/ })).toBeVisible();
  for (const title of titles) await expect(page.getByText(title).first()).toBeVisible();
}

for (const size of WIDTHS) {
  test(`${size.name}: an editor imports a file by keyboard, corrects a row and finds the projects in the list`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginAs(page, "editor");
    await importByKeyboard(page, [unique(`Imported airway days ${size.name} `), unique(`Imported obstetric simulation ${size.name} `)]);
  });

  test(`${size.name}: a file that is not a spreadsheet, or none, is refused by the error summary at the top of the form, which takes focus`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginAs(page, "editor");
    await page.goto("/admin/?tab=import");
    await press(page, "Check file");
    const summary = page.locator("form div[tabindex='-1']");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    // The summary names the field; the field's message is written once, under it.
    await expect(summary.getByRole("link", { name: /Spreadsheet to import/ })).toBeVisible();
    await expect(page.locator("#import-file-error")).toHaveText("Please choose a file to import.");

    await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") });
    await press(page, "Check file");
    await expect(summary).toBeFocused();
    await expect(page.locator("#import-file-error")).toHaveText("This is not a spreadsheet. Please choose an Excel workbook (.xlsx) or a CSV file.");
    await saidOnce(page, "This is not a spreadsheet.");
    await checkA11y(page);
  });
}

test("on a phone the preview scrolls inside its own region, not the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, "editor");
  await page.goto("/admin/?tab=import");
  await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "projects.csv", mimeType: "text/csv", buffer: csvFile(["Phone width A", "Phone width B"]) });
  await press(page, "Check file");
  await expect(page.getByRole("region", { name: "Rows of projects.csv" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("an editor sees only the Import tab, on a page named Import projects", async ({ page }) => {
  await loginAs(page, "editor");
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import projects");
  await expect(page).toHaveTitle(/^Import projects/);
  await expect(page.getByRole("tab")).toHaveText(["Import"]);
});

test("the editor undoes an import from the list of the day's imports; focus is on what it did", async ({ page }) => {
  await loginAs(page, "editor");
  await page.goto("/admin/?tab=import");
  const title = unique("Imported then undone ");
  const csv = `Short description,Long description,Start date\r\n"${title}","To be taken back",01/02/2026\r\n`;
  await page.getByLabel(/Spreadsheet to import/).setInputFiles({ name: "undo-me.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await press(page, "Check file");
  await expect(page.getByText("1 row will be imported as 1 project. No row is left out.")).toBeFocused();
  await press(page, "Import 1 project");
  await expect(page.getByText("Imported 1 project.")).toBeFocused();

  await press(page, "Undo import of undo-me.csv");
  const dialog = page.getByRole("dialog", { name: "Undo this import?" });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Undo import" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Import undone: 1 project deleted.")).toBeFocused();
  await saidOnce(page, "Import undone: 1 project deleted.");
  const list = (await (await page.request.get("/api/existing_projects/all/")).json()) as { projects: { short_description: string }[] };
  expect(list.projects.length).toBeGreaterThan(0);
  expect(list.projects.map((p) => p.short_description)).not.toContain(title);
});
