import type { Page } from "@playwright/test";
import { checkA11y, expect, loginAs, test, toasts } from "../fixtures";

// A form that fails says so at its top, "There is a problem", with focus there and a link to
// each field in error; the field, reached from its link, reads its own message. By keyboard, on a
// desktop and on a phone (components/ui/ErrorSummary.tsx).

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

for (const viewport of VIEWPORTS) {
  test(`saving a search without a name: the summary takes focus and leads to the field, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, "member");
    await page.goto("/opportunities/");
    await expect(page.getByRole("heading", { level: 1, name: "Open to join" })).toBeVisible();
    await page.getByRole("button", { name: "Email me when new milestones match" }).click();
    const name = page.getByRole("textbox", { name: "Name of this search" });
    await expect(name).toBeFocused();
    await name.fill("");
    await page.getByRole("button", { name: "Save search" }).focus();
    await page.keyboard.press("Enter");

    const summary = page.getByRole("heading", { name: "There is a problem" });
    await expect(summary).toBeVisible();
    expect(await focusedText(page)).toContain("There is a problem");
    await checkA11y(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Name of this search" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");

    // Put right: said once, where it happened (no toast as well), and focus back on the button.
    await name.fill(`Summary e2e ${Date.now().toString(36)}`);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
    await expect(toasts(page).getByText("Search saved.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Email me when new milestones match" })).toBeFocused();
  });

  test(`an empty Add Project: the summary lists each field in error and takes focus, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, "editor");
    await page.goto("/all_projects/");
    await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "+Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Project" });
    await dialog.getByRole("textbox", { name: "Start Date" }).fill("");
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(dialog.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    expect(await focusedText(page)).toContain("There is a problem");
    for (const field of ["Long Description", "Short Description", "Start Date"]) {
      await expect(dialog.getByRole("link", { name: field })).toBeVisible();
    }
    // Each message is written once, under its field.
    await expect(dialog.getByText("Please enter a long description")).toHaveCount(1);
    await checkA11y(page, '[role="dialog"]');
    await dialog.getByRole("link", { name: "Short Description" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Short Description")).toBeFocused();
  });
}
