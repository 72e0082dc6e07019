import { test, expect, loginAs, checkA11y, type Page } from "../fixtures";
import { apiPost, createProject, deleteProject, signedInPage, uniqueName } from "./helpers";

// Search marks (docs/product.md#search-marks): a trainee searches for milestones looking for
// Higher; the project's matching milestone is marked "Matches your search" and its other
// milestones are folded behind "Show 3 other milestones", which opens by keyboard. As rows at
// 1280 px and as stacked cards at 390 px; a search without milestone criteria changes nothing.

test.describe.configure({ timeout: 180_000 });

const HIGHER = 20;
const MILESTONES = [
  { description: "Recruit higher trainees", looking_for: HIGHER, status: 2, start_date: "2026-02-01" },
  { description: "Pilot the course", looking_for: 99, status: 999, start_date: "2026-03-01" },
  { description: "Write the handbook", looking_for: 10, status: 1, start_date: "2026-04-01" },
  { description: "Evaluate the first year", looking_for: 30, status: 1, start_date: "2026-05-01" },
];

async function projectWithMilestones(editor: Page, name: string): Promise<number> {
  const id = await createProject(editor, name);
  for (const m of MILESTONES) {
    const saved = await apiPost(editor, "/api/add_edit_milestone/", { ...m, id: null, project: id, end_date: null, domains: { eml: [], rcoa: [] }, people: [] });
    expect(saved.status).toBe(200);
  }
  return id;
}

/** The marked milestone, the fold and its milestones in one project's row or card. */
async function expectMarkedAndFolded(page: Page, item: ReturnType<Page["getByRole"]>, openWith: "Enter" | "Space") {
  const matched = item.getByRole("button", { name: /Matches your search.*Recruit higher trainees/ });
  await expect(matched).toBeVisible();
  await expect(item.getByText("Matches your search")).toHaveCount(1);
  for (const other of MILESTONES.slice(1)) await expect(item.getByRole("button", { name: new RegExp(other.description) })).toHaveCount(0);
  const fold = item.getByRole("button", { name: "Show 3 other milestones" });
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  const box = await fold.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);

  // From the marked milestone, Tab reaches the fold; Enter or Space opens it and focus stays on it.
  await matched.focus();
  await page.keyboard.press("Tab");
  await expect(fold).toBeFocused();
  await page.keyboard.press(openWith);
  const unfold = item.getByRole("button", { name: "Hide 3 other milestones" });
  await expect(unfold).toHaveAttribute("aria-expanded", "true");
  await expect(unfold).toBeFocused();
  const others = item.getByRole("list", { name: /^Other milestones of / });
  for (const other of MILESTONES.slice(1)) await expect(others.getByRole("button", { name: new RegExp(other.description) })).toBeVisible();
  await expect(item.getByText("Matches your search")).toHaveCount(1);
  // the next Tab goes to the first milestone it showed; opening the fold opened no dialog
  await page.keyboard.press("Tab");
  await expect(others.getByRole("button", { name: /Pilot the course/ })).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test("a search for milestones looking for Higher marks the one that matched and folds the others", async ({ page, browser }) => {
  const name = uniqueName("Search marks");
  const editor = await signedInPage(browser, "editor");
  const id = await projectWithMilestones(editor, name);
  try {
    await loginAs(page, "member");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/all_projects/");
    await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const search = page.getByRole("dialog", { name: "Search Projects" });
    await search.getByRole("radio", { name: "All criteria (AND)" }).check();
    await search.getByRole("textbox", { name: "Text" }).fill(name);
    await search.getByRole("button", { name: /^Looking for/ }).click();
    await page.getByRole("checkbox", { name: "Higher" }).check();
    await page.keyboard.press("Escape");
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await expect(search).toHaveCount(0);

    const row = page.getByRole("row", { name });
    await expect(row).toBeVisible();
    await expect(page.getByRole("heading", { name: /Filtered 1\// })).toBeVisible();
    await expectMarkedAndFolded(page, row, "Enter");
    await checkA11y(page);

    // At 390 px the same project is a card; the address keeps the search.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const card = page.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expectMarkedAndFolded(page, card, "Space");
    await checkA11y(page);

    // A search without milestone criteria marks nothing and folds nothing.
    await page.goto(`/all_projects/?text=${encodeURIComponent(name)}`);
    const plain = page.getByRole("article", { name });
    await expect(plain.getByRole("button", { name: /Evaluate the first year/ })).toBeVisible();
    for (const m of MILESTONES) await expect(plain.getByRole("button", { name: new RegExp(m.description) })).toBeVisible();
    await expect(plain.getByText("Matches your search")).toHaveCount(0);
    await expect(plain.getByRole("button", { name: /other milestones/ })).toHaveCount(0);
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});
