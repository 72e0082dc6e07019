import { test, expect as baseExpect, loginAs } from "../fixtures";
import { createProject, deleteProject, signedInPage, uniqueName } from "../projects/helpers";

// Messages' filters and page, and the admin tab and its search, live in the address: they
// survive a reload and Back/Forward.

const expect = baseExpect.configure({ timeout: 30_000 });
// Sign-ins hash passwords at low priority: on a busy machine one can take minutes.
test.describe.configure({ timeout: 360_000 });

test("Messages filters survive a reload, and Back returns to the whole log", async ({ browser, page }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Messages address e2e");
  const id = await createProject(editor, name);
  try {
    await loginAs(page, "editor");
    await page.goto("/messages/");
    const project = page.getByLabel("Project", { exact: true });
    await expect(project.locator("option", { hasText: name })).toHaveCount(1);
    await project.selectOption({ label: name });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/\\?projectId=${id}$`));
    const headings = page.getByRole("list", { name: "Changes, newest first" }).getByRole("heading");
    await expect(headings).toHaveText([`Added project "${name}"`]);

    await page.reload();
    await expect(page.getByLabel("Project", { exact: true })).toHaveValue(String(id));
    await expect(headings).toHaveText([`Added project "${name}"`]);

    await page.goBack();
    await expect(page).toHaveURL(/\/messages\/$/);
    await expect(page.getByLabel("Project", { exact: true })).toHaveValue("");
    await expect(headings.nth(1)).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel("Project", { exact: true })).toHaveValue(String(id));
    await expect(headings).toHaveText([`Added project "${name}"`]);
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});

test("the admin tab and its search survive a reload and Back", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/admin/");
  await page.getByRole("tab", { name: "People" }).click();
  await expect(page).toHaveURL(/\/admin\/\?tab=people$/);
  await page.getByRole("searchbox", { name: "Search people" }).fill("lead");
  await expect(page).toHaveURL(/\/admin\/\?tab=people&search=lead$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "People" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("searchbox", { name: "Search people" })).toHaveValue("lead");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Accounts" })).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(page.getByRole("tab", { name: "People" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("searchbox", { name: "Search people" })).toHaveValue("lead");
});
