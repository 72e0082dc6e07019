import { test, expect, checkA11y, toasts, withDatabase, type Page } from "../fixtures";
import { createAccount, signInOnScreen, type TestAccount } from "../auth/accounts";

// Leads find people (docs/product.md#open-to-projects, docs/product.md#invitations), end to end:
// a member says on My Profile that they are open to projects, and Open to join suggests the lead's
// milestone to them; the lead opens their milestone, finds them under "People who might help" and
// invites them; the member accepts from My Profile, holds the role on the milestone, and My
// contributions shows it from that day; the lead's people directory lists them. At 1280 and
// 390 px, by keyboard, with axe on each screen.

const ukDay = (days = 0) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London" }).format(new Date(Date.now() + days * 86_400_000));
const ukToday = () => ukDay();

/** A lead with a person of their own, their project and a milestone looking for core trainees in `domainId`. */
async function leadWithMilestone(stamp: string, domainId: number): Promise<{ lead: TestAccount; projectId: number; milestone: string }> {
  const lead = await createAccount("finder-lead");
  const milestone = `Finder milestone ${stamp}`;
  const projectId = await withDatabase(async (db) => {
    const person = await db.query<{ id: number }>(`INSERT INTO person (first_name, last_name, email, updated_at) VALUES ('Lorna', 'Lead', $1, now()) RETURNING id`, [lead.email]);
    await db.query(`UPDATE account SET person_id = $1 WHERE id = $2`, [person.rows[0].id, lead.id]);
    const project = await db.query<{ id: number }>(
      `INSERT INTO project (short_description, long_description, start_date, status_id, updated_at) VALUES ($1, 'x', date '2026-01-05', 1, now()) RETURNING id`,
      [`Finder project ${stamp}`],
    );
    await db.query(`INSERT INTO project_person (project_id, person_id, role_id) VALUES ($1, $2, 1)`, [project.rows[0].id, person.rows[0].id]);
    const m = await db.query<{ id: number }>(
      `INSERT INTO milestone (project_id, description, start_date, status_id, looking_for_id, updated_at) VALUES ($1, $2, date '2026-03-02', 1, 10, now()) RETURNING id`,
      [project.rows[0].id, milestone],
    );
    await db.query(`INSERT INTO milestone_domain (milestone_id, domain_id) VALUES ($1, $2)`, [m.rows[0].id, domainId]);
    return project.rows[0].id;
  });
  return { lead, projectId, milestone };
}

async function press(page: Page, name: string | RegExp, key = "Enter") {
  const button = page.getByRole("button", { name, exact: typeof name === "string" });
  await button.focus();
  await page.keyboard.press(key);
}

for (const width of [1280, 390]) {
  test(`a member opts in, a lead invites them from the milestone, they accept and hold the role (${width} px)`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}-${width}`;
    const domain = await withDatabase(async (db) => (await db.query<{ id: number; description: string }>(`SELECT id, description FROM domain WHERE taxonomy = 'rcoa' AND NOT retired ORDER BY sort_order, id LIMIT 1`)).rows[0]);
    const { lead, projectId, milestone } = await leadWithMilestone(stamp, domain.id);
    const member = await createAccount("finder-member");
    const [first, last] = ["Ffion", `Member${width}`];

    // The member says they are open to projects.
    await signInOnScreen(page, member.username, member.password);
    await expect(page).toHaveURL(/\/profile\/$/);
    const open = page.getByRole("region", { name: "Open to projects" });
    await expect(open.getByText(/You are not shown to anyone/)).toBeVisible();
    await press(page, "I'm open to projects");
    await open.getByLabel("First Name").fill(first);
    await open.getByLabel("Last Name").fill(last);
    await open.getByLabel("Your stage").selectOption({ label: "Core trainee" });
    await press(page, /RCoA domains you are interested in/);
    const box = page.getByRole("checkbox", { name: domain.description });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await page.keyboard.press("Escape");
    await open.getByLabel("A short note for the leads (optional)").fill("Free on Thursdays for simulation teaching");
    const availableFrom = open.getByLabel("Available from", { exact: true });
    await expect(availableFrom).toHaveValue(ukToday());
    await availableFrom.fill(ukDay(10));
    await checkA11y(page);
    await press(page, "Save");
    const saved = open.getByRole("status");
    await expect(saved).toHaveText(/^Saved\. The leads of milestones looking for people can find you until \d\d\/\d\d\/\d{4}\.$/);
    await expect(saved).toBeFocused();
    await expect(open.getByText(ukDay(10))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByRole("region", { name: "Your details" }).getByText(`${first} ${last}`)).toBeVisible();

    // Open to join suggests the milestone, with why.
    await page.goto("/opportunities/");
    const suggested = page.getByRole("region", { name: "Suggested for you" });
    await expect(suggested.getByRole("listitem").filter({ hasText: milestone })).toContainText(`${domain.description}, Core trainees`);
    await checkA11y(page);
    await page.goto("/profile/");

    // The lead finds them under "People who might help" and invites them.
    const leadContext = await browser.newContext({ viewport: { width, height: 900 } });
    const leadPage = await leadContext.newPage();
    await signInOnScreen(leadPage, lead.username, lead.password);
    await expect(leadPage).toHaveURL(/\/profile\/$/);
    await leadPage.goto(`/projects/${projectId}/`);
    await press(leadPage, `People who might help: ${milestone}`);
    const card = leadPage.getByRole("article", { name: `${first} ${last}` });
    await expect(card.getByText("Free on Thursdays for simulation teaching")).toBeVisible();
    await expect(card.getByText(/Core trainee/)).toBeVisible();
    await expect(card.getByText(`Available from ${ukDay(10)}`)).toBeVisible();
    await expect(card.getByText(/@/)).toHaveCount(0);
    await checkA11y(leadPage);
    await press(leadPage, `Invite ${first} ${last}`);
    const dialog = leadPage.getByRole("dialog", { name: `Invite ${first} ${last}` });
    await expect(dialog.getByLabel("Role on the milestone")).toHaveValue("2");
    await dialog.getByLabel("Message (optional)").fill("Would you help run the sessions?");
    await checkA11y(leadPage);
    await press(leadPage, "Send invitation");
    await expect(dialog).toBeHidden();
    const status = card.getByText(/^Invited on \d\d\/\d\d\/\d{4}: waiting for their answer\.$/);
    await expect(status).toBeFocused();
    await expect(card.getByRole("button", { name: `Invite ${first} ${last}` })).toHaveCount(0);

    // Taken back while it waits (sent too soon, say): the card says so and offers Invite again.
    await press(leadPage, `Withdraw the invitation of ${first} ${last}`);
    await expect(toasts(leadPage).getByText("Invitation withdrawn.")).toBeVisible();
    await expect(card.getByText(/^The invitation of \d\d\/\d\d\/\d{4} was withdrawn\.$/)).toBeFocused();
    await checkA11y(leadPage);
    await press(leadPage, `Invite ${first} ${last}`);
    await dialog.getByLabel("Message (optional)").fill("Would you help run the sessions on Thursdays?");
    await press(leadPage, "Send invitation");
    await expect(status).toBeFocused();

    // The member accepts from My Profile, and holds the role from today.
    await page.reload();
    const needs = page.getByRole("region", { name: "What needs you" });
    await expect(needs.getByText("1 invitation waits for your answer.")).toBeVisible();
    const invitations = page.getByRole("region", { name: "Invitations" });
    await expect(invitations.getByText("Would you help run the sessions on Thursdays?")).toBeVisible();
    await expect(invitations.getByRole("article").filter({ hasText: "Withdrawn by the lead" })).toHaveCount(1);
    await checkA11y(page);
    await press(page, `Accept the invitation: ${milestone}`);
    await expect(invitations.getByRole("status")).toHaveText("You have joined the milestone.");
    await expect(invitations.getByRole("status")).toBeFocused();
    await page.reload();
    const contributions = page.getByRole("region", { name: "My contributions" });
    const row = width >= 760 ? contributions.getByRole("row", { name: new RegExp(milestone) }) : contributions.getByRole("listitem").filter({ hasText: milestone });
    await expect(row).toContainText("Contributor");
    await expect(row).toContainText(`${ukToday()} – Ongoing`);

    // The lead sees them on the milestone; the people directory still lists them, open to projects.
    await leadPage.reload();
    await expect(leadPage.getByRole("listitem").filter({ hasText: milestone }).getByText(`${first} ${last}`).first()).toBeVisible();
    await leadPage.goto("/people/");
    await leadPage.getByLabel("Domain", { exact: true }).selectOption({ label: `RCoA: ${domain.description}` });
    await expect(leadPage.getByRole("article", { name: `${first} ${last}` }).getByText(`Available from ${ukDay(10)}`)).toBeVisible();
    expect(await leadPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await checkA11y(leadPage);
    await leadContext.close();
  });
}
