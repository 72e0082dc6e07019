import { test, expect as baseExpect, loginAs, PHONE } from "../fixtures";
import { createProject, deleteProject, signedInPage, uniqueName } from "../projects/helpers";

// On the list pages: the title links to the project's page while a click elsewhere on the row
// opens the dialog; Back closes that dialog; the search is readable in the address.

const expect = baseExpect.configure({ timeout: 30_000 });
// Sign-ins hash passwords at low priority: on a busy machine one can take minutes.
test.describe.configure({ timeout: 360_000 });

for (const width of ["desktop", "phone"] as const) {
  test(`${width}: Back closes a dialog opened from a row, and the title is a link to the project page`, async ({ browser, page }) => {
    const editor = await signedInPage(browser, "editor");
    const name = uniqueName("Addresses e2e");
    const id = await createProject(editor, name);
    try {
      if (width === "phone") await page.setViewportSize(PHONE);
      await loginAs(page, "member");
      await page.goto("/profile/");
      await page.goto("/all_projects/");
      const item = width === "phone" ? page.getByRole("article", { name }) : page.getByRole("row", { name });
      await expect(item).toBeVisible();
      await expect(item.getByRole("link", { name })).toHaveAttribute("href", `/projects/${id}/`);

      // A click beside the title opens the read-only dialog, with its own history entry.
      await item.getByText(`${name}: a project made by an end-to-end test.`).click();
      const dialog = page.getByRole("dialog", { name: "Contact Details" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/all_projects/\\?project=${id}$`));
      await page.goBack();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/all_projects\/$/);

      // Closing it by its button leaves no entry behind: Back then leaves the page.
      await item.getByText(`${name}: a project made by an end-to-end test.`).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/all_projects\/$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/profile\/$/);
      await page.goForward();
      await expect(item).toBeVisible();

      // The title itself goes to the project's page.
      await item.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/projects/${id}/$`));
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    } finally {
      await deleteProject(editor, id);
      await editor.context().close();
    }
  });
}

test("the search lives in the address in a readable form, and old ?q= links still work", async ({ browser, page }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Searchable e2e");
  const id = await createProject(editor, name);
  try {
    await loginAs(page, "member");
    await page.goto(`/all_projects/?text=${encodeURIComponent(name)}&andOr=and`);
    await expect(page.getByRole("heading", { name: /All Projects \(Filtered 1\/\d+\)/ })).toBeVisible();
    await expect(page.getByRole("row", { name })).toBeVisible();

    await page.goto(`/all_projects/?q=${encodeURIComponent(JSON.stringify({ andOr: "OR", text: name }))}`);
    await expect(page.getByRole("heading", { name: /All Projects \(Filtered 1\/\d+\)/ })).toBeVisible();

    // A search made in the dialog is written in the readable form; Back returns to the whole list.
    await page.goto("/all_projects/");
    await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const search = page.getByRole("dialog", { name: "Search Projects" });
    await search.getByRole("textbox", { name: "Text" }).fill(name);
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { name: /All Projects \(Filtered 1\/\d+\)/ })).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get("text")).toBe(name);
    expect(new URL(page.url()).searchParams.get("q")).toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { name: /All Projects \(Filtered 1\/\d+\)/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});
