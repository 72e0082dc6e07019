import { checkA11y, expect, loginAs, PHONE, test, toasts, type Page } from "../fixtures";
import { createProject } from "../projects/helpers";
import { apiPost, unique } from "./helpers";

// An admin erases a person made by this test (docs/product.md#erasure), by keyboard: the dialog
// asks for a new lead of the open projects the person leads, then for "Erase" typed; afterwards
// a project's people list shows "Former member" where the person was.

test.describe.configure({ timeout: 180_000 });

async function newPerson(page: Page, firstName: string, lastName: string): Promise<number> {
  const email = `${lastName.toLowerCase()}@example.org`;
  const saved = await apiPost<{ id: number }>(page, "/api/add_edit_person/", { id: null, person: { first_name: firstName, last_name: lastName, email } });
  expect(saved.status).toBe(200);
  return saved.body.id;
}

test("an admin erases a person, choosing a new lead for the projects they lead, by keyboard at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, "admin");
  const last = unique("Erasable");
  const leadLast = unique("Successor");
  const person = await newPerson(page, "Ada", last);
  await newPerson(page, "Sam", leadLast);
  const led = [await createProject(page, unique("Erasure led A"), [[person, 1]]), await createProject(page, unique("Erasure led B"), [[person, 1]])];
  const memberOf = await createProject(page, unique("Erasure member"), [[person, 3]]);

  // Without new leads the server refuses, naming the projects.
  const refused = await apiPost<{ errorMessage: string }>(page, "/api/admin/people/erase/", { id: person, confirm: "Erase" });
  expect(refused.status).toBe(409);
  expect(refused.body.errorMessage).toContain("leads 2 open projects");

  await page.goto("/admin/?tab=people");
  await page.getByLabel("Search people").fill(last);
  const eraseButton = page.getByRole("button", { name: `Erase Ada ${last}` });
  await eraseButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Erase Ada ${last}` });
  await expect(dialog.getByRole("group", { name: "New leads" })).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Erase person" });
  await expect(submit).toBeDisabled();
  await checkA11y(page, '[role="dialog"]');

  // One new lead for all of them (the first choice), picked from the search by arrow and Enter.
  const picker = dialog.getByRole("combobox", { name: "New lead of all these projects" });
  await picker.focus();
  await page.keyboard.type(leadLast);
  // The search answers as typing pauses, so an earlier, shorter term's people may show first:
  // wait until the list is the whole term's, the one person of that name.
  await expect(dialog.getByRole("option")).toHaveText([new RegExp(leadLast)]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(new RegExp(`Sam ${leadLast}`));

  await page.keyboard.press("Tab");
  const confirm = dialog.getByLabel('Type "Erase" to confirm');
  await expect(confirm).toBeFocused();
  await page.keyboard.type("Erase");
  await expect(submit).toBeEnabled();
  await checkA11y(page, '[role="dialog"]');
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText(/^The person was erased. They are now shown as Former member [A-Za-z0-9]+\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The people list shows the erased person as such; nobody by the old name is left.
  await page.getByLabel("Search people").fill(last);
  await expect(page.getByText("Nobody matches.")).toBeVisible();

  await page.goto(`/projects/${memberOf}/`);
  const people = page.getByRole("region", { name: "People" });
  await expect(people.getByText(/Former member [A-Z0-9]{8}/)).toBeVisible();
  await expect(page.getByText(last)).toHaveCount(0);
  await page.goto(`/projects/${led[0]}/`);
  await expect(page.getByRole("region", { name: "People" }).getByText(`Sam ${leadLast}`)).toBeVisible();
});

test("the Retention tab lists who is due, accessibly, at phone width", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "admin");
  await page.goto("/admin/?tab=retention");
  await expect(page.getByRole("heading", { name: "Retention" })).toBeVisible();
  await expect(page.getByText(/An account nobody signed in to for 24 months is warned by mail/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "To be warned at the next run" })).toBeVisible();
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
