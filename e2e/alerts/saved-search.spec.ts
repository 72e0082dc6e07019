import { test, expect, loginAs, checkA11y } from "../fixtures";

// Opportunity alerts in the browser (docs/product.md#opportunity-alerts): a member saves the
// current search from Search Projects at desktop width, then finds it under Saved searches on the
// profile at 390 px, renames it and deletes it; axe finds nothing at either width.

test.describe.configure({ timeout: 180_000 });

test("a member saves a search from the dialog and manages it on the profile at 390 px", async ({ page }) => {
  const name = `Regional blocks ${Date.now().toString(36)}`;
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const search = page.getByRole("dialog", { name: "Search Projects" });
  await search.getByRole("textbox", { name: "Text" }).fill("regional");
  await search.getByRole("button", { name: "Email me when new milestones match" }).click();
  await search.getByRole("textbox", { name: "Name of this search" }).fill(name);
  await search.getByRole("radio", { name: "As it happens" }).check();
  await checkA11y(page, '[role="dialog"]');
  await search.getByRole("button", { name: "Save search" }).click();
  await expect(search.getByRole("status")).toContainText("Search saved.");
  await search.getByRole("button", { name: "Cancel" }).click();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/profile/");
  const section = page.getByRole("region", { name: "Saved searches" });
  const item = section.getByRole("listitem", { name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Matches text "regional"');
  await expect(item.getByRole("combobox", { name: "How often" })).toHaveValue("immediate");
  await checkA11y(page);

  await item.getByRole("combobox", { name: "How often" }).selectOption("weekly");
  await expect(page.getByText("Saved search updated.").first()).toBeVisible();
  await item.getByRole("textbox", { name: "Name" }).fill(`${name} renamed`);
  await item.getByRole("button", { name: "Rename" }).click();
  const renamed = section.getByRole("listitem", { name: `${name} renamed` });
  await expect(renamed).toBeVisible();
  await expect(renamed.getByRole("combobox", { name: "How often" })).toHaveValue("weekly");
  // Delete asks first; Cancel keeps it, focus back on Delete.
  const del = renamed.getByRole("button", { name: `Delete the saved search ${name} renamed` });
  await del.click();
  const confirm = page.getByRole("dialog", { name: "Delete this saved search?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(del).toBeFocused();
  await del.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(section.getByRole("listitem", { name: `${name} renamed` })).toHaveCount(0);
  // The row went with the search: focus goes to the section's heading, not to the page.
  await expect(page.getByRole("heading", { name: "Saved searches" })).toBeFocused();
});
