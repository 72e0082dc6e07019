import { test, expect, checkA11y, withDatabase } from "../fixtures";
import { createAccount, signInOnScreen } from "../auth/accounts";

// Where people land (docs/product.md#what-needs-you): a lead signs in on the login screen, lands
// on My Profile, and the first thing there is what needs them: the request waiting for their
// decision, with a link that takes them to it. A member with nothing waiting is told so and
// pointed to Open to join. At 1280 and 390 px, by keyboard, with axe.

for (const width of [1280, 390]) {
  test(`a lead lands on My Profile and sees what needs them first (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}-${width}`;
    const lead = await createAccount("needs-lead");
    await withDatabase(async (db) => {
      const person = await db.query<{ id: number }>(
        `INSERT INTO person (first_name, last_name, email, updated_at) VALUES ('Lena', 'Lead', $1, now()) RETURNING id`,
        [lead.email],
      );
      await db.query(`UPDATE account SET person_id = $1 WHERE id = $2`, [person.rows[0].id, lead.id]);
      const project = await db.query<{ id: number }>(
        `INSERT INTO project (short_description, long_description, start_date, status_id, updated_at)
         VALUES ($1, 'x', date '2026-01-05', 1, now()) RETURNING id`,
        [`Needs project ${stamp}`],
      );
      await db.query(`INSERT INTO project_person (project_id, person_id, role_id) VALUES ($1, $2, 1)`, [project.rows[0].id, person.rows[0].id]);
      const milestone = await db.query<{ id: number }>(
        `INSERT INTO milestone (project_id, description, start_date, status_id, looking_for_id, updated_at)
         VALUES ($1, $2, date '2027-03-01', 1, 10, now()) RETURNING id`,
        [project.rows[0].id, `Needs milestone ${stamp}`],
      );
      await db.query(
        `INSERT INTO interest_request (milestone_id, email, first_name, last_name, stage, created_at) VALUES ($1, $2, 'Tia', 'Trainee', 'core', now())`,
        [milestone.rows[0].id, `trainee.${stamp}@example.org`],
      );
    });

    await signInOnScreen(page, lead.username, lead.password);
    await expect(page).toHaveURL(/\/profile\/$/);
    const needs = page.getByRole("region", { name: "What needs you" });
    await expect(needs.getByText("1 request waits for your decision.")).toBeVisible();
    // It comes before the settings: the first section heading of the page.
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("What needs you");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath(`what-needs-you-${width}.png`), fullPage: false });

    // By keyboard: the link is reached and followed.
    const link = needs.getByRole("link", { name: "Decide them" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/my_requests\/#to-decide-title$/);
    await expect(page.getByText(`trainee.${stamp}@example.org`)).toBeVisible();
  });
}

test("a member with nothing waiting is told so and pointed to Open to join", async ({ page }) => {
  const member = await createAccount("needs-none");
  await signInOnScreen(page, member.username, member.password);
  await expect(page).toHaveURL(/\/profile\/$/);
  const needs = page.getByRole("region", { name: "What needs you" });
  await expect(needs.getByText("Nothing waits for you just now.")).toBeVisible();
  await needs.getByRole("link", { name: /Open to join/ }).click();
  await expect(page).toHaveURL(/\/opportunities\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Open to join" })).toBeVisible();
});
