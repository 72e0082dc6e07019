import type { Locator, Page } from "@playwright/test";
import { checkA11y, expect, loginAs, PHONE, test, toasts } from "../fixtures";

// What a first-time visitor could not make out, each fixed: which taxonomy a domain chip
// belongs to, mail links too small to hit when stacked, a phone header that named the menu's
// own group, an empty activity log that blamed filters nobody set, and a save that said nothing.

const DESKTOP = { width: 1280, height: 800 };
const PROJECT = /Simulation training for can't intubate/;

/** The key ("EML", "RCoA") is shown, and on the same line as the first chip of its row. */
async function expectKeyedChips(within: Locator) {
  for (const name of ["EML", "RCoA"]) {
    const list = within.getByRole("list", { name: `${name} domains` }).first();
    const key = list.getByText(name, { exact: true });
    await expect(key).toBeVisible();
    const [keyBox, chipBox] = await Promise.all([key.boundingBox(), list.getByRole("listitem").first().boundingBox()]);
    expect(keyBox && chipBox, `${name} key and chip laid out`).toBeTruthy();
    const middle = keyBox!.y + keyBox!.height / 2;
    expect(middle, `the ${name} key sits on the first chip's line`).toBeGreaterThan(chipBox!.y);
    expect(middle).toBeLessThan(chipBox!.y + chipBox!.height);
  }
}

async function projectsPage(page: Page) {
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  await expect(page.getByRole("heading", { name: "All Projects", level: 1 })).toBeVisible();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`domain chips carry a visible key on the list, the project page and the dialog at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await projectsPage(page);
    const item = viewport.width > 760 ? page.getByRole("row", { name: PROJECT }) : page.getByRole("article", { name: PROJECT });
    await item.scrollIntoViewIfNeeded();
    await expectKeyedChips(item);

    await item.press("Enter");
    const contacts = page.getByRole("dialog", { name: "Contact Details" });
    await expectKeyedChips(contacts);
    await page.keyboard.press("Escape");

    await item.getByRole("link", { name: PROJECT }).click();
    await expect(page.getByRole("heading", { name: PROJECT, level: 1 })).toBeVisible();
    await expectKeyedChips(page.getByRole("main"));
    // Mail links stacked under each other are each at least 24 px tall (WCAG 2.5.8).
    const mailLinks = page.locator('main a[href^="mailto:"]');
    expect(await mailLinks.count()).toBeGreaterThan(1);
    for (const box of await mailLinks.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(24);
    }
    await checkA11y(page);
  });
}

test("on a phone the header names the site, not the menu's Projects group", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await projectsPage(page);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Project Directory" })).toBeVisible();
  await expect(banner.getByText("Projects", { exact: true })).toHaveCount(0);
  await expect(banner.getByRole("button", { name: "Menu" })).toBeVisible();
});

test("an empty activity log says there are no changes yet, and blames the filters only when set", async ({ page }) => {
  await loginAs(page, "admin");
  // An empty log cannot be had on a shared database: the answer is replaced by an empty page.
  await page.route("**/api/activity/", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ entries: [], page: 1, pageSize: 50, total: 0, pageCount: 1 }) }),
  );
  await page.goto("/messages/");
  await expect(page.getByText("There are no changes yet.")).toBeVisible();
  await expect(page.getByText("No changes match these filters.")).toHaveCount(0);
  await page.goto("/messages/?from=2001-01-01");
  await expect(page.getByText("No changes match these filters.")).toBeVisible();
});

test("a save says what happened politely and leaves focus where it is", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/admin/?tab=reference");
  const field = page.getByLabel("New status");
  const status = `Toast status ${Date.now().toString(36)}`;
  await field.fill(status);
  // What the page puts into polite status regions, recorded as it comes (Radix's announcement
  // stays only a second).
  await page.evaluate(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"][aria-live="polite"]')) {
        const text = region.textContent?.trim();
        if (text && !said.includes(text)) said.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await field.press("Enter");
  // Radix announces the toast through a polite status region of its own ...
  await expect(toasts(page).getByText(`Added status ${status}.`)).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said)).toContainEqual(expect.stringContaining(`Added status ${status}.`));
  // ... and focus stays in the form the person used, not on the message.
  await expect(field).toBeFocused();
  expect(await toasts(page).evaluate((region) => region.contains(document.activeElement))).toBe(false);
  await page.getByRole("button", { name: `Delete ${status}` }).click();
  await page.getByRole("dialog", { name: "Delete status" }).getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText(`Deleted status ${status}.`)).toBeVisible();
});

test("No Matches' Change search reopens the search with everything that was asked", async ({ page }) => {
  await projectsPage(page);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const search = page.getByRole("dialog", { name: "Search Projects" });
  const text = `zz nothing ${Date.now().toString(36)}`;
  await search.getByLabel("All criteria (AND)").check();
  await search.getByLabel("Text", { exact: true }).fill(text);
  await search.getByRole("button", { name: /^Project status/ }).click();
  await page.getByRole("dialog", { name: "Project status" }).getByLabel("Agreed").check();
  await page.keyboard.press("Escape");
  await search.getByRole("button", { name: "Search", exact: true }).click();
  const noMatches = page.getByRole("dialog", { name: "No Matches" });
  await expect(noMatches).toContainText("Your search has not returned any matches");
  await noMatches.getByRole("button", { name: "Change search" }).click();
  await expect(noMatches).toBeHidden();
  await expect(search.getByLabel("Text", { exact: true })).toHaveValue(text);
  await expect(search.getByLabel("All criteria (AND)")).toBeChecked();
  await expect(search.getByRole("group", { name: "Project status selected" })).toHaveText("Agreed");
  // The list behind it is still the whole list: nothing was filtered by the empty search.
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
});
