import { test, expect, loginAs, checkA11y, readMail, withDatabase } from "../fixtures";

// A review reminder's link opened in the browser at 390 px (docs/product.md#review-reminders): a
// project unchanged for two years is reminded by the app's own daily task (its worker's tick);
// the link opens a page that says why it asks and shows the project's dates; the lead moves the
// completion date there in one step (a date not later than today is refused under the field),
// and the project's page then shows the new date and "Checked" instead of "Not changed since".
// Both pages pass axe.

test.describe.configure({ timeout: 180_000 });

test("the lead moves the completion date from the reminder's link; the check is recorded and the badge changes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const stamp = Date.now();
  const email = `still.current.${stamp}@example.org`;
  const projectId = await withDatabase(async (db) => {
    const person = await db.query<{ id: number }>(`INSERT INTO person (first_name, last_name, email, updated_at) VALUES ('Stella', 'Current', $1, now()) RETURNING id`, [email]);
    const project = await db.query<{ id: number }>(
      `INSERT INTO project (short_description, long_description, start_date, status_id, updated_at)
       VALUES ($1, 'A project nobody has touched for two years.', date '2023-01-01', 1, now() - interval '2 years') RETURNING id`,
      [`Quiet project ${stamp}`],
    );
    await db.query(`INSERT INTO project_person (project_id, person_id, role_id) VALUES ($1, $2, 1)`, [project.rows[0].id, person.rows[0].id]);
    // Due again at the worker's next minute tick.
    await db.query(`DELETE FROM scheduled_run WHERE name = 'review_reminders'`);
    return project.rows[0].id;
  });

  const mail = await readMail(email, stamp, 150_000);
  expect(mail.subject).toBe(`Is "Quiet project ${stamp}" still current?`);
  expect(mail.text).toContain(`/projects/${projectId}/`);
  const link = mail.text.match(/Still current \(nothing to change\): (\S+)/)![1];

  await loginAs(page, "member");
  await page.goto(`/projects/${projectId}/`);
  await expect(page.getByText(/^Not changed since \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // Opening the link changes nothing; the button does.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Is this project still current?" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Quiet project ${stamp}` })).toHaveAttribute("href", `/projects/${projectId}/`);
  await expect(page.getByText(/^It has not changed since \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByText("01/01/2023")).toBeVisible();
  await checkA11y(page);
  await page.screenshot({ path: test.info().outputPath("review-page-390.png"), fullPage: true });

  // By keyboard: a date that is not later than today is refused under the field, nothing spent.
  const field = page.getByRole("textbox", { name: "New completion date" });
  await field.fill("01/01/2020");
  await field.press("Enter");
  await expect(page.getByText("Please choose a completion date after today")).toBeVisible();
  await field.fill("31/12/2027");
  await field.press("Enter");
  const done = page.getByRole("status").filter({ hasText: "Thank you." });
  await expect(done).toHaveText("Thank you. The project's completion date is now 31/12/2027.");
  await expect(done).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The link again: already used.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("status")).toContainText("already been used");
  await expect(page.getByRole("button", { name: "Still current" })).toHaveCount(0);

  await page.goto(`/projects/${projectId}/`);
  await expect(page.getByText(/^Checked \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText("31/12/2027").first()).toBeVisible();
  await expect(page.getByText(/Not changed since|Past its completion date/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);
});
