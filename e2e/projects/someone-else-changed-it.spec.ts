import { test, expect, loginAs } from "../fixtures";
import { apiPost, createProject, deleteProject, signedInPage, uniqueName } from "./helpers";

// A save with a stale version answers 409 and changes nothing (docs/product.md#security-parameters,
// "writes"); the dialog says someone else changed the project and offers to reload their version.

test.describe.configure({ timeout: 180_000 });

test("saving over someone else's change offers to reload it", async ({ page, browser }) => {
  const other = await signedInPage(browser, "editor");
  const name = uniqueName("Conflict e2e");
  const id = await createProject(other, name);
  try {
    await loginAs(page, "editor");
    await page.goto(`/all_projects/?project=${id}`);
    const dialog = page.getByRole("dialog", { name: "Edit Project" });
    await expect(dialog.getByLabel("Short Description")).toHaveValue(name);

    // Someone else saves first.
    const { body } = await apiPost<{ projects: { id: number; version: number }[] }>(other, "/api/project_search/", { text: name });
    const current = body.projects.find((p) => p.id === id);
    expect(current).toBeDefined();
    const theirs = await apiPost(other, "/api/add_edit_project/", {
      id,
      version: current?.version,
      short_description: `${name} (their edit)`,
      long_description: `${name}: changed by someone else.`,
      start_date: "2026-01-05",
      expected_completion_date: null,
      status: 1,
    });
    expect(theirs.status).toBe(200);

    await dialog.getByLabel("Long Description").fill("My own change");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Someone else has changed this project since you opened it.");
    await dialog.getByRole("button", { name: "Reload" }).click();
    await expect(dialog.getByLabel("Short Description")).toHaveValue(`${name} (their edit)`);
    await expect(dialog.getByLabel("Long Description")).toHaveValue(`${name}: changed by someone else.`);

    await dialog.getByLabel("Long Description").fill("My change on top of theirs");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: `${name} (their edit)` });
    await expect(row).toContainText("My change on top of theirs");
  } finally {
    await deleteProject(other, id);
    await other.context().close();
  }
});
