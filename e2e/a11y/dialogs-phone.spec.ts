import { checkA11y, expect, loginAs, PHONE, test } from "../fixtures";
import { createProject, deleteProject, signedInPage, uniqueName } from "../projects/helpers";

// axe (WCAG 2.2 AA) with each projects dialog open at phone width (375). The same dialogs are
// checked at desktop width where the feature specs open them.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: PHONE });

test("the project, milestone, people, person, delete and search dialogs pass axe at phone width", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Phone dialogs e2e");
  const id = await createProject(editor, name);
  try {
    await loginAs(page, "editor");
    await page.goto("/all_projects/");
    await expect(page.getByRole("list", { name: "Projects" })).toBeVisible();

    await page.getByRole("button", { name: "+Project" }).click();
    const add = page.getByRole("dialog", { name: "Add Project" });
    await expect(add).toBeVisible();
    await checkA11y(page);
    await add.getByRole("button", { name: "Close" }).click();
    await expect(add).toBeHidden();

    await page.getByRole("button", { name: "Search", exact: true }).click();
    const search = page.getByRole("dialog", { name: "Search Projects" });
    await expect(search).toBeVisible();
    await checkA11y(page);
    await search.getByLabel("Text", { exact: true }).fill(name);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(search).toBeHidden();
    await expect(page.getByRole("heading", { name: /^All Projects \(Filtered 1\/\d+\)$/ })).toBeVisible();

    const card = page.getByRole("article", { name });
    await card.getByRole("button", { name: /\+Milestone/ }).click();
    const milestone = page.getByRole("dialog", { name: "Add Milestone" });
    await expect(milestone).toBeVisible();
    await checkA11y(page);
    await milestone.getByRole("button", { name: "Cancel" }).click();
    await expect(milestone).toBeHidden();

    await card.click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await expect(edit).toBeVisible();
    await checkA11y(page);

    await edit.getByRole("button", { name: "Change People / Roles" }).click();
    const roles = page.getByRole("dialog", { name: "Change People / Roles" });
    await expect(roles).toContainText("Changes here must be saved after returning to the main project dialog.");
    await roles.getByRole("combobox", { name: "Search for Person" }).fill("Raman");
    await expect(page.getByRole("option", { name: "Priya Raman" })).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();

    await roles.getByRole("button", { name: "here" }).click();
    const person = page.getByRole("dialog", { name: "Add Person" });
    await expect(person).toBeVisible();
    await checkA11y(page);
    await person.getByRole("button", { name: "Cancel" }).click();
    await expect(person).toBeHidden();
    await roles.getByRole("button", { name: "OK" }).click();
    await expect(roles).toBeHidden();

    await edit.getByRole("button", { name: "Delete Project" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Project" });
    await expect(confirm).toContainText("Are you sure you want to delete this project?");
    await checkA11y(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});

test("the contact details dialog passes axe at phone width", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  await expect(page.getByRole("list", { name: "Projects" })).toBeVisible();
  const card = page.getByRole("article", { name: /Handover quality in obstetric anaesthesia/ });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  const contacts = page.getByRole("dialog", { name: "Contact Details" });
  await expect(contacts).toContainText("Handover quality in obstetric anaesthesia");
  await checkA11y(page);
  await contacts.getByRole("button", { name: "Close" }).click();
  await expect(contacts).toBeHidden();
});

test("the milestone editor and a milestone's contact details pass axe at phone width", async ({ page, browser }) => {
  const member = await signedInPage(browser, "member");
  try {
    await member.setViewportSize(PHONE);
    await member.goto("/all_projects/");
    const memberCard = member.getByRole("article", { name: /Simulation training for can't intubate/ });
    await memberCard.scrollIntoViewIfNeeded();
    await memberCard.getByRole("button", { name: /Evaluate confidence/ }).click();
    const contacts = member.getByRole("dialog", { name: "Contact Details" });
    await expect(contacts).toContainText("No roles identified");
    await checkA11y(member);
  } finally {
    await member.context().close();
  }

  // The editor only opens the demo milestone and cancels: nothing is saved.
  await loginAs(page, "editor");
  await page.goto("/all_projects/");
  const card = page.getByRole("article", { name: /Simulation training for can't intubate/ });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("button", { name: /Evaluate confidence/ }).click();
  const milestone = page.getByRole("dialog", { name: "Edit Milestone" });
  await expect(milestone).toBeVisible();
  await checkA11y(page);
  await milestone.getByRole("button", { name: "Cancel" }).click();
  await expect(milestone).toBeHidden();
});
