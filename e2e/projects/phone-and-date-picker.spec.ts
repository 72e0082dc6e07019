import { test, expect, loginAs, checkA11y, PHONE } from "../fixtures";
import { createProject, deleteProject, signedInPage, uniqueName } from "./helpers";

// Phone width (375): the table becomes stacked cards and the dialogs fit the screen. Dates are
// typed as dd/MM/yyyy or picked from a UK calendar that starts on Monday.

// Long journeys through several dialogs, each checked with axe: more than the default minute
// on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.use({ viewport: PHONE });

test("at phone width projects are cards and a project is edited with the date picker", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Phone e2e");
  const id = await createProject(editor, name);
  try {
    await loginAs(page, "editor");
    await page.goto("/all_projects/");
    await expect(page.getByRole("list", { name: "Projects" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await checkA11y(page);

    const card = page.getByRole("article", { name });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText("05/01/2026 - Ongoing");
    await card.click();
    const dialog = page.getByRole("dialog", { name: "Edit Project" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await checkA11y(page);

    const start = dialog.getByRole("textbox", { name: "Start Date" });
    await start.fill("1/3/2026");
    await dialog.getByRole("button", { name: "Choose Start Date" }).click();
    const calendar = page.getByRole("grid", { name: "March 2026" });
    await expect(calendar).toBeVisible();
    await expect(calendar.locator("thead th").first()).toHaveAttribute("aria-label", "Monday");
    await expect(page.getByRole("button", { name: /1 March 2026, selected/ })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(start).toHaveValue("02/03/2026");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("02/03/2026 - Ongoing");
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});
