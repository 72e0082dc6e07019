import { test, expect, loginAs, checkA11y } from "../fixtures";
import { createProject, deleteProject, personId, signedInPage, uniqueName } from "./helpers";

// Levels 3 to 5 edit only where they hold role 1 (docs/product.md#user-levels); elsewhere they get
// the read-only Contact Details. The edit is done with the keyboard alone.

// Long journeys through several dialogs, each checked with axe: more than the default minute
// on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a lead edits their own project with the keyboard alone but only sees contacts on another", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const leadPerson = await personId(editor, "Priya Raman");
  const name = uniqueName("Lead keyboard e2e");
  const id = await createProject(editor, name, [[leadPerson, 1]]);

  try {
    await loginAs(page, "lead");
    await page.goto("/my_projects/");
    await expect(page.getByRole("heading", { name: "My Projects", exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name })).toBeVisible();
    // Level 3: no adding or deleting.
    await expect(page.getByRole("button", { name: "+Project" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /\+Milestone/ })).toHaveCount(0);

    // Tab to the row, Enter opens the editor, change the short description, Enter saves.
    let found = false;
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press("Tab");
      found = await page.evaluate((label) => document.activeElement?.getAttribute("aria-label") === label, name);
    }
    expect(found, "the project row can be reached with Tab").toBe(true);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Project" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Delete Project" })).toHaveCount(0);
    await expect(dialog.getByLabel("Long Description")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Short Description")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(`${name} renamed`);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    const renamed = page.getByRole("row", { name: `${name} renamed` });
    await expect(renamed).toBeVisible();
    // Focus goes back to the row it came from.
    await expect(renamed).toBeFocused();
    await expect(page).not.toHaveURL(/project=/);

    // A project the lead does not lead opens read-only, with mailto links naming it.
    await page.goto("/all_projects/");
    const other = page.getByRole("row", { name: /Handover quality in obstetric anaesthesia/ });
    await other.click();
    const contacts = page.getByRole("dialog", { name: "Contact Details" });
    await expect(contacts).toBeVisible();
    await expect(page).toHaveURL(/project=\d+/);
    await expect(contacts.getByRole("textbox")).toHaveCount(0);
    const mail = contacts.getByRole("link", { name: "s.kelly@example-hospital.org" });
    await expect(mail).toHaveAttribute("href", /^mailto:s\.kelly@example-hospital\.org\?subject=Project%3A%20Handover%20quality/);
    await expect(contacts.getByRole("cell", { name: "Siobhán Kelly" })).toHaveClass(/font-semibold/);
    await checkA11y(page);

    // The same project opens from a deep link.
    const link = page.url();
    await contacts.getByRole("button", { name: "Close" }).click();
    await expect(contacts).toBeHidden();
    await page.goto(link);
    await expect(page.getByRole("dialog", { name: "Contact Details" })).toContainText("Handover quality in obstetric anaesthesia");

    // A milestone without people says so.
    await page.goto("/all_projects/");
    await page.getByRole("row", { name: /Simulation training for can't intubate/ }).getByRole("button", { name: /Evaluate confidence/ }).click();
    await expect(page.getByRole("dialog", { name: "Edit Milestone" })).toBeVisible();
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});

test("a member who leads nothing sees contact details only", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  await page.getByRole("row", { name: /Research skills workshops/ }).click();
  const contacts = page.getByRole("dialog", { name: "Contact Details" });
  await expect(contacts).toBeVisible();
  const milestoneButton = page.getByRole("row", { name: /Simulation training for can't intubate/ }).getByRole("button", { name: /Evaluate confidence/ });
  await contacts.getByRole("button", { name: "Close" }).click();
  await milestoneButton.click();
  await expect(page.getByRole("dialog", { name: "Contact Details" })).toContainText("No roles identified");
});
