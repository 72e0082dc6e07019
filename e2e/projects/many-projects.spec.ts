import { test, expect, loginAs, checkA11y, PHONE, type Page } from "../fixtures";
import { FIRST_ID, syntheticProject, syntheticProjects } from "./synthetic-projects";

// The list stays usable with 10,000 projects (50,000 milestones, about 42 MB of JSON): the rows
// near the window are the only ones in the page (docs/decisions/025-windowed-project-list.md),
// they work as rows do, and the page's memory stays within its budget. The answer of the list
// call is replaced in the browser, so the shared database is untouched. How long things take is
// the bench's to measure (docs/benchmarks.md), not a timed test's.

const COUNT = 10_000;
/** rows (or cards) in the page at any moment, whatever the list's length */
const MAX_ROWS = 60;
/**
 * The JavaScript heap, after a collection, with the whole list loaded and after scrolling to its
 * end, may be at most this many times the list's JSON: the list held once, as parsed objects
 * (about 1 ×), plus the page and the rows near the window. Holding the list twice (its text
 * beside its objects) or every row rendered (about 5 × before windowing) does not fit.
 */
const HEAP_PER_JSON_BYTE = 1.5;

let listBody: string | undefined;
/** The list answer, made once per worker: generating and serialising it takes a second or two. */
const body = () => (listBody ??= JSON.stringify({ projects: syntheticProjects(COUNT) }));

const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

async function withSyntheticList(page: Page, scope: "all" | "own") {
  await page.route(`**/api/existing_projects/${scope}/`, (route) => route.fulfill({ body: body(), contentType: "application/json" }));
}

// CSS locators by id: the rows are found without the tool walking the accessibility tree.
const item = (page: Page, n: number) => page.locator(`#project-${FIRST_ID + n - 1}`);
const renderedRows = (page: Page) => page.locator('[id^="project-9"]').count();

/** The JavaScript heap in use after a full collection, in bytes (Chromium's own figure). */
async function heapAfterCollection(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  await cdp.detach();
  return metrics.find((m) => m.name === "JSHeapUsedSize")!.value;
}

/**
 * The rendered rows (or cards) that do not begin where the one before them ends (a card's gap
 * apart): a row placed at its estimate instead of its measured height overlaps the next one or
 * leaves a hole. Read in the next frame, once the virtualizer has had the rows' sizes.
 */
async function misplacedRows(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => {
          const rows = [...document.querySelectorAll<HTMLElement>("[data-index]")]
            .map((row) => ({ index: Number(row.dataset.index), ...row.getBoundingClientRect().toJSON() }))
            .sort((a, b) => a.index - b.index);
          const wrong: string[] = [];
          for (let i = 1; i < rows.length; i++) {
            const [before, row] = [rows[i - 1], rows[i]];
            const gap = row.top - before.bottom;
            if (row.index === before.index + 1 && (gap < -1 || gap > 13)) wrong.push(`row ${row.index}: ${Math.round(gap)} px after row ${before.index}`);
          }
          resolve(wrong);
        }),
      ),
  );
}

/**
 * Scrolls through the list the way a wheel does at a few places down to its end, checking at
 * each that the rows in the page stay few and that one of them is across the middle of the window.
 */
async function scrollThrough(page: Page) {
  for (const fraction of [0.1, 0.35, 0.6, 0.85, 1]) {
    await page.evaluate((f) => window.scrollTo(0, f * document.documentElement.scrollHeight), fraction);
    for (let step = 0; step < 5; step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
      expect(await renderedRows(page)).toBeLessThan(MAX_ROWS);
    }
    const covered = await page.evaluate(() => {
      const middle = window.innerHeight / 2;
      // a card's gap (12 px) may be there
      return [...document.querySelectorAll('[id^="project-"]')].some((row) => {
        const { top, bottom } = row.getBoundingClientRect();
        return top <= middle && bottom + 16 >= middle;
      });
    });
    expect(covered, `a row across the middle of the window at ${fraction * 100} %`).toBe(true);
    expect(await misplacedRows(page), `rows end to end at ${fraction * 100} %`).toEqual([]);
  }
  // The end of the list can move as rows are measured: scroll until the last one shows.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(item(page, COUNT)).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(await renderedRows(page)).toBeLessThan(MAX_ROWS);
}

// Runs alone (the "heavy" project in playwright.config.ts), after everything else.
test.describe.configure({ timeout: 120_000 });

test("10,000 projects on a desktop: few rows in the page, the last one opens, the heap within budget", async ({ page }) => {
  await withSyntheticList(page, "all");
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  // The first screen comes with the page, before the list.
  await expect(page.locator('[role="row"][id^="project-"]').first()).toBeVisible();
  await expect(item(page, 1)).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole("table", { name: "Projects" });
  await expect(table).toHaveAttribute("aria-rowcount", String(COUNT + 1));
  await expect(item(page, 1)).toHaveAttribute("aria-rowindex", "2");
  expect(await renderedRows(page)).toBeLessThan(MAX_ROWS);
  await checkA11y(page);

  const budget = HEAP_PER_JSON_BYTE * Buffer.byteLength(body());
  const loaded = await heapAfterCollection(page);
  await scrollThrough(page);
  const scrolled = await heapAfterCollection(page);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  test.info().annotations.push({
    type: "heap",
    description: `loaded ${mb(loaded)}, after scrolling to the end ${mb(scrolled)}, budget ${mb(budget)}`,
  });
  expect(loaded, "heap with the list loaded").toBeLessThan(budget);
  expect(scrolled, "heap after scrolling to the end").toBeLessThan(budget);

  // The last project opens (a member sees its contact details), and knows its place.
  await expect(item(page, COUNT)).toHaveAttribute("aria-rowindex", String(COUNT + 1));
  await item(page, COUNT).click();
  const dialog = page.getByRole("dialog", { name: "Contact Details" });
  await expect(dialog).toContainText(`Synthetic project ${COUNT}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(item(page, COUNT)).toBeFocused();
});

test("10,000 projects: Tab walks the rows past the window, and focus stays on a row scrolled away", async ({ page }) => {
  await withSyntheticList(page, "all");
  await loginAs(page, "member");
  await page.goto("/all_projects/");
  await expect(item(page, 1)).toBeVisible({ timeout: 60_000 });

  // From the first row, Tab goes through each row's link and milestones, then the next row.
  await item(page, 1).focus();
  const visited = [1];
  for (let presses = 0; visited.at(-1)! < 12 && presses < 300; presses++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => document.activeElement?.closest('[role="row"]')?.id ?? "");
    const n = Number(id.replace("project-", "")) - FIRST_ID + 1;
    if (n !== visited.at(-1)) visited.push(n);
  }
  expect(visited).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  await item(page, 12).focus();
  await expect(item(page, 12)).toBeInViewport();

  // Scrolled far away, the focused row stays in the page and keeps focus; Enter still opens it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.mouse.wheel(0, 800);
  await expect(item(page, 12)).not.toBeInViewport();
  await expect(item(page, 12)).toBeFocused();
  expect(await renderedRows(page)).toBeLessThan(MAX_ROWS);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Contact Details" });
  await expect(dialog).toContainText("Synthetic project 12");
  await page.keyboard.press("Escape");
  await expect(item(page, 12)).toBeFocused();
  // The next Tab stop is in that row, brought back into the window.
  await page.keyboard.press("Tab");
  await expect(item(page, 12).getByRole("link", { name: "Synthetic project 12" })).toBeFocused();
  await expect(item(page, 12)).toBeInViewport();
});

test("10,000 projects for an editor: +Milestone far down, and a new project is scrolled to", async ({ page }) => {
  await withSyntheticList(page, "all");
  await loginAs(page, "editor");
  await page.goto("/all_projects/");
  await expect(item(page, 1)).toBeVisible({ timeout: 60_000 });

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
  // The window of rows moves after the scroll: wait until a row far down is in view, and hold it
  // by its id (a positional locator could name another row once the window re-renders).
  let farId = "";
  await expect(async () => {
    farId = await page.evaluate(() => {
      const rows = [...document.querySelectorAll<HTMLElement>('[role="row"][id^="project-"]')];
      const inView = rows.find((row) => row.getBoundingClientRect().top >= 0);
      return inView && Number(inView.getAttribute("aria-rowindex")) > 5_000 ? inView.id : "";
    });
    expect(farId).not.toBe("");
  }).toPass({ timeout: 20_000 });
  const far = page.locator(`#${farId}`);
  const name = await far.getAttribute("aria-label");
  await far.getByRole("button", { name: "+Milestone" }).click();
  const milestone = page.getByRole("dialog", { name: "Add Milestone" });
  await expect(milestone).toContainText(`Project: ${name}`);
  await milestone.getByRole("button", { name: "Cancel" }).click();
  await expect(milestone).toHaveCount(0);

  // A new project goes to the end of the list, which is brought into view. The save's answer is
  // replaced too, so nothing is written.
  const added = { ...syntheticProject(COUNT), short_description: "A project added to a long list" };
  await page.route("**/api/add_edit_project/", (route) => route.fulfill({ json: { type: "new", project: added } }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "+Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Project" });
  await dialog.getByLabel("Long Description").fill("Added while the list holds 10,000 projects.");
  await dialog.getByLabel("Short Description").fill(added.short_description);
  await dialog.getByRole("textbox", { name: "Start Date" }).fill("01/03/2026");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.locator(`#project-${added.id}`);
  await expect(row).toBeInViewport();
  await expect(row).toBeFocused();
  await expect(row).toHaveAttribute("aria-rowindex", String(COUNT + 2));
  await expect(page.getByRole("table", { name: "Projects" })).toHaveAttribute("aria-rowcount", String(COUNT + 2));
});

test("10,000 of my projects on a phone: few cards in the page, and the last one opens", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, userAgent: PHONE_USER_AGENT });
  const page = await context.newPage();
  await withSyntheticList(page, "own");
  await loginAs(page, "member");
  await page.goto("/my_projects/");
  await expect(item(page, 1)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ has: item(page, 1) });
  await expect(card).toHaveAttribute("aria-setsize", String(COUNT));
  await expect(card).toHaveAttribute("aria-posinset", "1");
  await checkA11y(page);

  await scrollThrough(page);
  await item(page, COUNT).click();
  await expect(page.getByRole("dialog", { name: "Contact Details" })).toContainText(`Synthetic project ${COUNT}`);
  await context.close();
});
