import type { Page } from "@playwright/test";
import { expect, loginAs, test } from "../fixtures";
import { createProject, deleteProject, signedInPage, uniqueName } from "../projects/helpers";
import { tabTo, typeInto } from "./keyboard";

// The projects flows done with the keyboard alone (Tab, Shift+Tab, Enter, Escape, arrow keys
// and typing): an editor adds a milestone, adds a person with a role in Change People / Roles
// and deletes the project with its code; and adds a new person through the "here" link. Each
// test works on a project of its own, made through the API by a separate signed-in page.

test.describe.configure({ timeout: 180_000 });

/** The search dialog, by keyboard, narrows All Projects down to the one named project. */
async function findByKeyboard(page: Page, name: string) {
  await page.goto("/all_projects/");
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Search", exact: true }));
  await page.keyboard.press("Enter");
  const search = page.getByRole("dialog", { name: "Search Projects" });
  await expect(search).toBeVisible();
  await typeInto(page, search.getByLabel("Text", { exact: true }), name);
  await page.keyboard.press("Enter");
  await expect(search).toBeHidden();
  await expect(page.getByRole("heading", { name: /^All Projects \(Filtered 1\/\d+\)$/ })).toBeVisible();
  const row = page.getByRole("row", { name });
  await expect(row).toBeVisible();
  return row;
}

/** Tab (or Shift+Tab) to the row and Enter: the project's editor opens. */
async function openEditor(page: Page, row: ReturnType<Page["getByRole"]>, backwards = false) {
  await tabTo(page, row, { backwards });
  await page.keyboard.press("Enter");
  const editor = page.getByRole("dialog", { name: "Edit Project" });
  await expect(editor).toBeVisible();
  return editor;
}

/** Picks an option of a native select by typing its first letters, as a keyboard user does. */
async function chooseByTyping(page: Page, select: ReturnType<Page["getByLabel"]>, label: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator("option:checked")).toHaveText(label);
}

test("an editor adds a milestone and a person with a role, then deletes the project, with the keyboard alone", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Keyboard roles e2e");
  const id = await createProject(editor, name);
  try {
    await loginAs(page, "editor");
    const row = await findByKeyboard(page, name);

    // +Milestone on the project's row.
    await tabTo(page, row.getByRole("button", { name: /\+Milestone/ }));
    await page.keyboard.press("Enter");
    const milestone = page.getByRole("dialog", { name: "Add Milestone" });
    await expect(milestone).toBeVisible();
    await typeInto(page, milestone.getByLabel("Description", { exact: true }), "Draft the keyboard scenarios");
    await chooseByTyping(page, milestone.getByLabel("Looking For"), "Core");
    await tabTo(page, milestone.getByRole("button", { name: "Save" }));
    await page.keyboard.press("Enter");
    await expect(milestone).toBeHidden();
    const milestones = row.getByRole("list", { name: "Milestones" });
    await expect(milestones).toContainText("Draft the keyboard scenarios");
    await expect(milestones).toContainText("Looking for: Core");

    // Change People / Roles: the person search with the arrow keys and Enter, then a role.
    const dialog = await openEditor(page, row, true);
    await tabTo(page, dialog.getByRole("button", { name: "Change People / Roles" }));
    await page.keyboard.press("Enter");
    const roles = page.getByRole("dialog", { name: "Change People / Roles" });
    await expect(roles).toContainText("Changes here must be saved after returning to the main project dialog.");
    const personBox = roles.getByRole("combobox", { name: "Search for Person" });
    await typeInto(page, personBox, "Raman");
    await expect(page.getByRole("option", { name: "Priya Raman" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(personBox).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("Enter");
    await expect(personBox).toHaveValue("Priya Raman");
    await expect(roles).toBeVisible();
    await chooseByTyping(page, roles.getByLabel("Role", { exact: true }), "Contributor");
    await tabTo(page, roles.getByRole("button", { name: "Add", exact: true }));
    await page.keyboard.press("Enter");
    await expect(roles.getByRole("list", { name: "Current people" })).toContainText("Priya Raman");
    await expect(roles.getByRole("list", { name: "Current people" })).toContainText("Contributor");
    await tabTo(page, roles.getByRole("button", { name: "OK", exact: true }));
    await page.keyboard.press("Enter");
    await expect(roles).toBeHidden();
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Save" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Priya Raman");

    // Delete Project with the displayed 4-digit code.
    await openEditor(page, row, true);
    await tabTo(page, dialog.getByRole("button", { name: "Delete Project" }));
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete Project" });
    await expect(confirm).toContainText("Are you sure you want to delete this project?");
    const code = (await confirm.getByTestId("delete-code").textContent()) ?? "";
    expect(code).toMatch(/^\d{4}$/);
    const deleteButton = confirm.getByRole("button", { name: "Delete", exact: true });
    await expect(deleteButton).toBeDisabled();
    await typeInto(page, confirm.getByLabel("Confirmation code"), code);
    await expect(deleteButton).toBeEnabled();
    await tabTo(page, deleteButton);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("row", { name })).toHaveCount(0);
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});

test("an editor adds a new person through the here link with the keyboard alone and finds them pre-selected", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Keyboard person e2e");
  const lastName = `Keyboard-${name.split(" ").at(-1)}`;
  const id = await createProject(editor, name);
  try {
    await loginAs(page, "editor");
    const row = await findByKeyboard(page, name);
    const dialog = await openEditor(page, row);
    await tabTo(page, dialog.getByRole("button", { name: "Change People / Roles" }));
    await page.keyboard.press("Enter");
    const roles = page.getByRole("dialog", { name: "Change People / Roles" });
    await expect(roles).toBeVisible();

    await tabTo(page, roles.getByRole("button", { name: "here" }));
    await page.keyboard.press("Enter");
    const person = page.getByRole("dialog", { name: "Add Person" });
    await expect(person).toBeVisible();
    await typeInto(page, person.getByLabel("First Name"), "Grace");
    await typeInto(page, person.getByLabel("Last Name"), lastName);
    await typeInto(page, person.getByLabel("Email"), `${lastName.toLowerCase()}@e2e-people.example`);
    await tabTo(page, person.getByRole("button", { name: "Save" }));
    await page.keyboard.press("Enter");
    await expect(person).toBeHidden();

    // Back in Change People / Roles with the new person chosen: only the role is left to pick.
    await expect(roles.getByRole("combobox", { name: "Search for Person" })).toHaveValue(`Grace ${lastName}`);
    await chooseByTyping(page, roles.getByLabel("Role", { exact: true }), "Lead");
    await tabTo(page, roles.getByRole("button", { name: "Add", exact: true }));
    await page.keyboard.press("Enter");
    await expect(roles.getByRole("list", { name: "Current people" })).toContainText(`Grace ${lastName}`);
    await tabTo(page, roles.getByRole("button", { name: "OK", exact: true }));
    await page.keyboard.press("Enter");
    await expect(roles).toBeHidden();
    await tabTo(page, dialog.getByRole("button", { name: "Save" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("definition").filter({ hasText: `Grace ${lastName}` })).toHaveClass(/font-semibold/);
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});
