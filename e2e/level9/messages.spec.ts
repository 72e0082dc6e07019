import { test, expect as baseExpect, loginAs, checkA11y, PHONE, type Page } from "../fixtures";
import { apiPost, createProject, deleteProject, signedInPage, uniqueName } from "../projects/helpers";

// Screens wait on the user check and the calls; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// /messages/ as a reviewer of changes works: an editor changes a project through the project
// call, and the admin finds the change, field by field, and follows it to the project. The
// suites share one database, so the test changes a project of its own.

/** The editor creates a project and renames it through POST /api/add_edit_project/ (as the dialog does). */
async function renameProjectAsEditor(editor: Page, newName: string): Promise<{ id: number; oldName: string }> {
  const oldName = uniqueName("Messages e2e");
  const id = await createProject(editor, oldName);
  const list = await (await editor.request.get("/api/existing_projects/all/")).json();
  const project = list.projects.find((p: { id: number }) => p.id === id);
  const res = await apiPost(editor, "/api/add_edit_project/", {
    id,
    version: project.version,
    short_description: newName,
    long_description: project.long_description,
    start_date: project.start_date,
    expected_completion_date: project.expected_completion_date,
    status: project.status,
  });
  expect(res.status).toBe(200);
  return { id, oldName };
}

test("an admin reads who changed which project and what, filters by project and opens it", async ({ browser, page }) => {
  const newName = uniqueName("Messages e2e renamed");
  const editor = await signedInPage(browser, "editor");
  const { id, oldName } = await renameProjectAsEditor(editor, newName);
  try {
    await loginAs(page, "admin");
    await page.goto("/messages/");
    await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Changed project "${newName}"` }) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText("by editor");
    await expect(entry.getByRole("list", { name: "What changed" })).toContainText(`Short description: ${oldName} → ${newName}`);
    await checkA11y(page);

    // Filter by the project: only its changes remain.
    await page.getByLabel("Project", { exact: true }).selectOption({ label: newName });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText(/Page 1 of 1 \(\d+ changes?\)/)).toBeVisible();
    const headings = page.getByRole("list", { name: "Changes, newest first" }).getByRole("heading");
    await expect(headings.first()).toHaveText(`Changed project "${newName}"`);

    // A date range before the demo shows nothing; a 'to' before 'from' is refused under the field.
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByRole("textbox", { name: "From", exact: true }).fill("01/01/2001");
    await page.getByRole("textbox", { name: "To", exact: true }).fill("31/12/2000");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("The 'to' date cannot be before the 'from' date")).toBeVisible();
    await page.getByRole("textbox", { name: "To", exact: true }).fill("31/12/2001");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No changes match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();

    // The link opens the project's own page.
    await entry.getByRole("link", { name: newName }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${id}/$`));
    await expect(page.getByRole("heading", { name: newName, level: 1 })).toBeVisible();
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});

test("the activity log reads well at phone width", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "admin");
  await page.goto("/messages/");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Changes, newest first" }).or(page.getByText("There are no changes yet."))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page);
});

test("an account below level 5 is told the page is not theirs and the call is refused", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/messages/");
  await expect(page.getByText("You do not have permission to see this page.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Changes, newest first" })).toHaveCount(0);
  const res = await apiPost(page, "/api/activity/", {});
  expect(res.status).toBe(403);
});

test("a visitor who is not signed in goes to the login page", async ({ page }) => {
  await page.goto("/messages/");
  await expect(page).toHaveURL(/\/login\/$/);
});
