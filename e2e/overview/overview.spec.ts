import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { test, expect, loginAs, checkA11y, withDatabase, type Page } from "../fixtures";
import { createProject, deleteProject, signedInPage, uniqueName } from "../projects/helpers";

// The overview in the browser (docs/product.md#overview), at 1280 and at 390 px, by keyboard: a
// member filters it to an organisation of the case's own (so other specs' projects are not
// counted), reads a figure's table, follows the figure to the projects behind it (All Projects
// with that search, the same count) and downloads the annual report and a figure's CSV. axe
// passes on the page as it loads and with a table open.

test.describe.configure({ timeout: 180_000 });

async function tabTo(page: Page, target: Locator, most = 400) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("the keyboard never reached the control");
}

/** An organisation of the case's own with one person of its domain; their ids. */
async function organisationWithPerson(): Promise<{ organisation: number; person: number; name: string }> {
  const name = uniqueName("Overview Trust");
  const domain = `${name.split(" ").pop()}.overview.example`;
  return withDatabase(async (db) => {
    const { rows: [o] } = await db.query(`INSERT INTO organisation (name) VALUES ($1) RETURNING id`, [name]);
    await db.query(`INSERT INTO organisation_domain (domain, organisation_id) VALUES ($1, $2)`, [domain, o.id]);
    const { rows: [p] } = await db.query(
      `INSERT INTO person (first_name, last_name, email, updated_at) VALUES ('Olu', 'Overview', $1, now()) RETURNING id`,
      [`olu@${domain}`],
    );
    return { organisation: o.id, person: p.id, name };
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px a member reads the overview, follows a figure to its projects and downloads the report`, async ({ page, browser }) => {
    const editor = await signedInPage(browser, "editor");
    const world = await organisationWithPerson();
    const projects = [
      await createProject(editor, uniqueName("Overview simulation"), [[world.person, 1]]),
      await createProject(editor, uniqueName("Overview airway"), [[world.person, 1]]),
    ];
    try {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(page, "member");
      await page.goto("/overview/");
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      await checkA11y(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The filters, by keyboard: the organisation, then Show.
      const organisation = page.getByLabel("Organisation");
      await tabTo(page, organisation);
      await organisation.selectOption({ label: world.name });
      const show = page.getByRole("button", { name: "Show" });
      await tabTo(page, show);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`organisation=${world.organisation}`));

      const status = page.getByRole("region", { name: "Projects by status", exact: true });
      await expect(status.getByText("2 projects in all; the most are Proposed (2).")).toBeVisible();
      await expect(status.getByRole("img", { name: /Projects by status 2 projects in all/ }).first()).toBeAttached();
      await expect(status.getByRole("row", { name: "Proposed 2" })).toBeVisible();

      // A long figure's numbers are behind "Show the numbers".
      const months = page.getByRole("region", { name: "Projects by status, month by month" });
      const more = months.getByText("Show the numbers");
      await tabTo(page, more);
      await page.keyboard.press("Enter");
      await expect(months.getByRole("columnheader", { name: "Month" })).toBeVisible();
      await checkA11y(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The report and a figure's CSV download as files.
      const report = page.getByRole("button", { name: "Download the annual report (PDF)" });
      await tabTo(page, report);
      const [pdf] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
      expect(pdf.suggestedFilename()).toMatch(/^annual-report-\d{4}\.pdf$/);
      expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe("%PDF-");
      const [csv] = await Promise.all([page.waitForEvent("download"), status.getByRole("link", { name: "Download the numbers of “Projects by status” (CSV)" }).click()]);
      expect(readFileSync((await csv.path())!, "utf8")).toContain('"Proposed","2"');

      // The figure's projects: All Projects with that search, the same two.
      const behind = status.getByRole("link", { name: "The projects behind “Projects by status”" });
      await tabTo(page, behind);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/all_projects/\\?.*organisation=${world.organisation}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\(Filtered 2\/\d+\)/);
    } finally {
      for (const id of projects) await deleteProject(editor, id);
      await editor.context().close();
    }
  });
}

test("filters that cannot be read say what is wrong and show no figure", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/overview/?from=2026-13&status=abc");
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("The overview could not be shown with these filters:");
  await expect(alert).toContainText("From: Please give a month as yyyy-mm.");
  await expect(alert).toContainText("Status: Please choose one from the list.");
  await expect(page.getByRole("region", { name: "Projects by status", exact: true })).toHaveCount(0);
  await checkA11y(page);
});
