import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { test, expect, loginAs, checkA11y, withDatabase, type Page } from "../fixtures";
import { apiPost, createProject, deleteProject, personId, signedInPage, uniqueName } from "../projects/helpers";

// Calendars in the browser (docs/product.md#calendars), at 1280 and at 390 px, by keyboard: the
// demo member turns on their calendar feed on the profile, sees its URL this once, and a calendar
// app (a request without the browser's cookies) gets a VEVENT of their milestone from it; after a
// reload only Replace URL and Turn off are offered; replacing stops the old URL, turning off the
// new one. On the project's page "Add to calendar" saves the milestone's .ics file. axe passes.

test.describe.configure({ timeout: 180_000 });

/** Tabs forward from where focus is until `target` has it; fails when it never does. */
async function tabTo(page: Page, target: Locator, most = 300) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("the keyboard never reached the control");
}

for (const width of [1280, 390]) {
  test(`at ${width} px a member subscribes to their milestones and adds one to their calendar`, async ({ page, browser, request }) => {
    const editor = await signedInPage(browser, "editor");
    const member = await personId(editor, "Tom Okafor");
    const title = uniqueName("Calendar feed");
    const projectId = await createProject(editor, title, [[member, 3]]);
    const description = `${uniqueName("Run the airway workshop")}, day one; bring notes`;
    const saved = await apiPost<{ milestone: { id: number } }>(editor, "/api/add_edit_milestone/", {
      project: projectId,
      description,
      start_date: "2026-09-14",
      end_date: "2026-09-16",
      status: 2,
      looking_for: 99,
      domains: { eml: [], rcoa: [] },
      people: [{ id: member, role: 2 }],
    });
    expect(saved.status).toBe(200);
    const milestoneId = saved.body.milestone.id;
    await withDatabase((db) => db.query(`DELETE FROM calendar_feed WHERE account_id = (SELECT id FROM account WHERE username = 'member')`));

    try {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(page, "member");
      await page.goto("/profile/");
      const section = page.getByRole("region", { name: "Calendar feed" });
      await expect(section.getByText("Your calendar feed is off.")).toBeVisible();
      await checkA11y(page);

      const turnOn = section.getByRole("button", { name: "Turn on calendar feed" });
      await tabTo(page, turnOn);
      await page.keyboard.press("Enter");
      // Focus goes to the new URL, shown this once.
      const urlBox = section.getByRole("textbox", { name: "Your calendar feed URL" });
      await expect(urlBox).toBeFocused();
      await expect(section.getByText(/It is shown only this once/)).toBeVisible();
      const first = await urlBox.inputValue();
      expect(first).toMatch(/\/api\/calendar\/feed\/\?token=[\w-]{43}$/);
      await checkA11y(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // A calendar app has no session: `request` carries none of the browser's cookies.
      const feed = await request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const text = await feed.text();
      expect(text).toContain("BEGIN:VEVENT");
      expect(text).toContain(`UID:milestone-${milestoneId}@`);
      expect(text).toContain("DTSTART;VALUE=DATE:20260914");

      // Once the page is left, the URL is gone for good.
      await page.reload();
      await expect(section.getByText(/The URL cannot be shown again/)).toBeVisible();
      await expect(urlBox).toHaveCount(0);
      const replace = section.getByRole("button", { name: "Replace URL" });
      await tabTo(page, replace);
      await page.keyboard.press("Enter");
      await expect(urlBox).toBeFocused();
      const second = await urlBox.inputValue();
      expect(second).not.toBe(first);
      expect((await request.get(first)).status()).toBe(404);
      expect((await request.get(second)).status()).toBe(200);

      const turnOff = section.getByRole("button", { name: "Turn off" });
      await tabTo(page, turnOff);
      await page.keyboard.press("Enter");
      await expect(section.getByText("Your calendar feed is off. Its URL no longer works.")).toBeFocused();
      expect((await request.get(second)).status()).toBe(404);
      await checkA11y(page);

      // "Add to calendar" on the project's page saves the milestone's file.
      await page.goto(`/projects/${projectId}/`);
      const add = page.getByRole("link", { name: `Add to calendar: ${description}` });
      await tabTo(page, add);
      const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
      expect(download.suggestedFilename()).toBe(`milestone-${milestoneId}.ics`);
      const ics = readFileSync(await download.path(), "utf8");
      expect(ics).toContain("BEGIN:VEVENT");
      expect(ics).toContain("DTEND;VALUE=DATE:20260917");
      await checkA11y(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    } finally {
      await deleteProject(editor, projectId);
      await editor.context().close();
    }
  });
}
