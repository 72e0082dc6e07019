import type { Browser } from "@playwright/test";
import { test, expect, loginAs, PHONE } from "../fixtures";
import type { Project } from "../../lib/projects/types";

// The first projects come with the page itself, so they show before the whole list has arrived
// (a slow phone waits seconds for it). Here the list call never answers: what shows is what the
// server sent with the page.

const LIST = "**/api/existing_projects/all/";
const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

async function memberWaitingForTheList(browser: Browser, phone = false) {
  const context = await browser.newContext(phone ? { viewport: PHONE, userAgent: PHONE_USER_AGENT } : {});
  const page = await context.newPage();
  await loginAs(page, "member");
  const list = (await (await page.request.get("/api/existing_projects/all/")).json()) as { projects: Project[] };
  await page.route(LIST, () => {}); // left unanswered
  return { page, newest: list.projects.map((p) => `project-${p.id}`) };
}

test("a desktop gets the first screen of rows with the page, in the list's order", async ({ browser }) => {
  const { page, newest } = await memberWaitingForTheList(browser);
  await page.goto("/all_projects/");
  const rows = page.getByRole("row", { name: /./ }).and(page.locator('[id^="project-"]'));
  await expect(rows).toHaveCount(8);
  expect(await rows.evaluateAll((found) => found.map((row) => row.id))).toEqual(newest.slice(0, 8));
  await expect(page.getByRole("status")).toHaveText("Loading projects ...");
  // They work as rows do: this one opens its contact details.
  await rows.first().click();
  await expect(page.getByRole("dialog", { name: "Contact Details" })).toBeVisible();

  // A search in the link shows only its matches: the page then waits for them.
  await page.goto(`/all_projects/?q=${encodeURIComponent(JSON.stringify({ text: "sedation" }))}`);
  await expect(page.getByRole("status")).toHaveText("Loading projects ...");
  await expect(rows).toHaveCount(0);
});

test("a phone gets a screenful of stacked cards with the page", async ({ browser }) => {
  const { page, newest } = await memberWaitingForTheList(browser, true);
  await page.goto("/all_projects/");
  const cards = page.getByRole("listitem").locator('article[id^="project-"]');
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((found) => found.map((card) => card.id))).toEqual(newest.slice(0, 3));
  await expect(page.getByRole("table", { name: "Projects" })).toHaveCount(0);
});
