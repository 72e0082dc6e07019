import { expect, loginAs, test } from "../fixtures";
import { uniqueName } from "../projects/helpers";
import { tabTo, typeInto } from "./keyboard";

// The projects flows done with the keyboard alone: an editor adds a project, finds it with the
// search dialog, and a member opens a project's contact details and closes them.

test.describe.configure({ timeout: 180_000 });

test("an editor adds a project and searches for it with the keyboard alone", async ({ page }) => {
  const name = uniqueName("Keyboard project");
  await loginAs(page, "editor");
  await page.goto("/all_projects/");
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "+Project" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add Project" });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel("Long Description"), `${name}: added with the keyboard.`);
  await typeInto(page, dialog.getByLabel("Short Description"), name);
  await typeInto(page, dialog.getByRole("textbox", { name: "Start Date" }), "02/03/2026");
  await tabTo(page, dialog.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: /Search/ }).first(), { backwards: true });
  await page.keyboard.press("Enter");
  const search = page.getByRole("dialog", { name: /Search/ });
  await expect(search).toBeVisible();
  await typeInto(page, search.getByRole("textbox").first(), name);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Filtered 1\// })).toBeVisible();
});

test("a member opens a project's contact details and closes them with the keyboard alone", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  const firstRow = page.getByRole("row").nth(1);
  // The row itself opens the dialog; the title inside it is a link to the project's page.
  await tabTo(page, firstRow);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
