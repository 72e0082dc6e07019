import { test, expect, loginAs, checkA11y } from "../fixtures";
import { uniqueName } from "./helpers";

// The dialogs and their behaviour (docs/product.md#dialogs, docs/product.md#behaviour) as an editor
// (level 6) works: add a project and a milestone, attach a new person as lead through Add Person,
// search and clear, then delete with the 4-digit code.

// Long journeys through several dialogs, each checked with axe: more than the default minute
// on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("an editor adds a project, a milestone and a new lead, finds it, and deletes it with the code", async ({ page }) => {
  const name = uniqueName("Airway teaching e2e");
  const email = `${name.split(" ").at(-1)}@e2e-people.example`;
  await loginAs(page, "editor");
  await page.goto("/all_projects/");
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await checkA11y(page);

  // Add Project: the shared rules show under the fields before anything is sent.
  await page.getByRole("button", { name: "+Project" }).click();
  const projectDialog = page.getByRole("dialog", { name: "Add Project" });
  await expect(projectDialog).toBeVisible();
  await expect(projectDialog.getByRole("button", { name: "Delete Project" })).toHaveCount(0);
  await expect(projectDialog.getByRole("button", { name: "Change People / Roles" })).toHaveCount(0);
  await projectDialog.getByRole("textbox", { name: "Start Date" }).fill("");
  await projectDialog.getByRole("button", { name: "Save" }).click();
  await expect(projectDialog.getByText("Please enter a long description")).toBeVisible();
  await expect(projectDialog.getByText("Please enter a short description")).toBeVisible();
  await expect(projectDialog.getByText("Please enter a start date")).toBeVisible();
  await checkA11y(page);

  await projectDialog.getByLabel("Long Description").fill(`${name}: teaching airway skills with simulation.`);
  await projectDialog.getByLabel("Short Description").fill(name);
  await projectDialog.getByRole("textbox", { name: "Start Date" }).fill("01/03/2026");
  await projectDialog.getByRole("textbox", { name: "Completion Date" }).fill("31/12/2025");
  await projectDialog.getByRole("button", { name: "Save" }).click();
  await expect(projectDialog.getByText("The completion date cannot be before the start date")).toBeVisible();
  await projectDialog.getByRole("textbox", { name: "Completion Date" }).fill("31/12/2026");
  await projectDialog.getByRole("button", { name: /EML Domains/ }).click();
  await page.getByRole("checkbox", { name: "Simulation" }).check();
  await page.keyboard.press("Escape");
  await expect(projectDialog).toBeVisible();
  await projectDialog.getByRole("button", { name: "Save" }).click();
  await expect(projectDialog).toBeHidden();

  // The new project is appended and scrolled into view.
  const row = page.getByRole("row", { name });
  await expect(row).toBeInViewport();
  await expect(row).toContainText("01/03/2026 - 31/12/2026");
  await expect(row.getByRole("list", { name: "EML domains" })).toContainText("Simulation");

  // +Milestone on its row.
  await row.getByRole("button", { name: /\+Milestone/ }).click();
  const milestoneDialog = page.getByRole("dialog", { name: "Add Milestone" });
  await milestoneDialog.getByLabel("Description", { exact: true }).fill("Write the scenarios");
  await milestoneDialog.getByRole("textbox", { name: "Completion Date" }).fill("01/01/2026");
  await milestoneDialog.getByLabel("Looking For").selectOption({ label: "Core" });
  await checkA11y(page);
  await milestoneDialog.getByRole("button", { name: "Save" }).click();
  // The end date message shows under the completion date, not under the start date.
  await expect(milestoneDialog.getByText("The completion date cannot be before the start date")).toBeVisible();
  await milestoneDialog.getByRole("textbox", { name: "Completion Date" }).fill("");
  await milestoneDialog.getByRole("button", { name: "Save" }).click();
  await expect(milestoneDialog).toBeHidden();
  await expect(row.getByRole("list", { name: "Milestones" })).toContainText("Write the scenarios");
  await expect(row.getByRole("list", { name: "Milestones" })).toContainText("01/03/2026 - Ongoing");
  await expect(row.getByRole("list", { name: "Milestones" })).toContainText("Looking for: Core");

  // A new person becomes the lead through Change People / Roles and Add Person.
  await row.click();
  const editDialog = page.getByRole("dialog", { name: "Edit Project" });
  await editDialog.getByRole("button", { name: "Change People / Roles" }).click();
  const roles = page.getByRole("dialog", { name: "Change People / Roles" });
  await expect(roles).toContainText("Changes here must be saved after returning to the main project dialog.");
  await roles.getByRole("button", { name: "Add", exact: true }).click();
  await expect(roles.getByText("Please check you have selected a person and a role to add")).toBeVisible();
  // The person search suggests people; Escape closes the suggestions, not the dialog.
  const personBox = roles.getByRole("combobox", { name: "Search for Person" });
  await personBox.fill("Raman");
  await expect(page.getByRole("option", { name: "Priya Raman" })).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(roles).toBeVisible();
  await personBox.fill("");
  await roles.getByRole("button", { name: "here" }).click();
  const personDialog = page.getByRole("dialog", { name: "Add Person" });
  await personDialog.getByLabel("First Name").fill("Ada");
  await personDialog.getByLabel("Last Name").fill("Lovelace-e2e");
  await personDialog.getByLabel("Email").fill("not-an-email");
  await personDialog.getByRole("button", { name: "Save" }).click();
  await expect(personDialog.getByText("Please enter a valid email address")).toBeVisible();
  await checkA11y(page);
  await personDialog.getByLabel("Email").fill(email);
  await personDialog.getByRole("button", { name: "Save" }).click();
  await expect(personDialog).toBeHidden();
  await expect(roles.getByRole("combobox", { name: "Search for Person" })).toHaveValue(/Ada Lovelace-e2e/);
  await roles.getByLabel("Role", { exact: true }).selectOption({ label: "Lead" });
  await roles.getByRole("button", { name: "Add", exact: true }).click();
  await expect(roles.getByRole("list", { name: "Current people" })).toContainText("Ada Lovelace-e2e");
  await roles.getByRole("button", { name: "OK", exact: true }).click();
  await expect(roles).toBeHidden();
  await editDialog.getByRole("button", { name: "Save" }).click();
  await expect(editDialog).toBeHidden();
  await expect(row.getByRole("definition").filter({ hasText: "Ada Lovelace-e2e" })).toHaveClass(/font-semibold/);

  // Search by the unique name, then clear the search.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const search = page.getByRole("dialog", { name: "Search Projects" });
  await checkA11y(page);
  await search.getByLabel("Text", { exact: true }).fill(name);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(search).toBeHidden();
  await expect(page.getByRole("heading", { name: /^All Projects \(Filtered 1\/\d+\)$/ })).toBeVisible();
  // The search lives in the address in its readable form.
  await expect(page).toHaveURL(/[?&]text=/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("heading", { name: /^All Projects \(Filtered 1\/\d+\)$/ })).toBeVisible();
  await page.getByRole("button", { name: "Edit Search" }).click();
  await page.getByRole("dialog", { name: "Search Projects" }).getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]text=/);

  // A search that matches nothing says so and leaves the list as it was.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("dialog", { name: "Search Projects" }).getByLabel("Text", { exact: true }).fill("zz no such project qq");
  await page.getByRole("dialog", { name: "Search Projects" }).getByRole("button", { name: "Search" }).click();
  const noMatches = page.getByRole("dialog", { name: "No Matches" });
  await expect(noMatches).toContainText("Your search has not returned any matches");
  await checkA11y(page);
  await noMatches.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();

  // Delete with the displayed code.
  await page.getByRole("row", { name }).click();
  await page.getByRole("dialog", { name: "Edit Project" }).getByRole("button", { name: "Delete Project" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Project" });
  await expect(confirm).toContainText("Are you sure you want to delete this project?");
  await expect(confirm).toContainText("Abandoned");
  await expect(confirm).toContainText("deletes all of its milestones");
  await expect(confirm).toContainText("cannot be undone");
  const code = (await confirm.getByTestId("delete-code").textContent()) ?? "";
  expect(code).toMatch(/^\d{4}$/);
  const deleteButton = confirm.getByRole("button", { name: "Delete", exact: true });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel("Confirmation code").fill(code === "1234" ? "4321" : "1234");
  await expect(deleteButton).toBeDisabled();
  await checkA11y(page);
  await confirm.getByLabel("Confirmation code").fill(code);
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("row", { name })).toHaveCount(0);
});
