import { test, expect, loginAs, checkA11y, readMail, withDatabase } from "../fixtures";
import { makeAccount, NEW_PASSWORD } from "../admin/helpers";
import { createProject, signedInPage, uniqueName } from "../projects/helpers";

// An opportunity alert from end to end (docs/product.md#opportunity-alerts): a member saves a
// search "as it happens", an editor adds a milestone that matches it in the editor's own screen,
// the app's worker mails the alert (its next minute tick runs the alert task, made due at once),
// the mail's link opens the project's page, and the mail's unsubscribe address (the one a mail
// program offers) stops the next alert: the next run mails nothing and the profile says why.

test.describe.configure({ timeout: 300_000 });

/** Makes the alert task due at the worker's next minute tick. */
async function runAlertTaskSoon(): Promise<void> {
  await withDatabase((db) => db.query(`DELETE FROM scheduled_run WHERE name = 'alerts'`));
}

test("a matching milestone is mailed, the link opens its project, unsubscribing stops the next alert", async ({ page, browser }) => {
  const word = `Capnography${Date.now().toString(36)}`;
  const admin = await signedInPage(browser, "admin");
  const member = await makeAccount(admin, page, 3);
  const memberEmail = `${member.username}@example.org`;
  await loginAs(page, member.username, NEW_PASSWORD);

  // The member saves the search.
  await page.goto("/all_projects/");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const search = page.getByRole("dialog", { name: "Search Projects" });
  await search.getByRole("textbox", { name: "Text" }).fill(word);
  await search.getByRole("button", { name: "Email me when new milestones match" }).click();
  await search.getByRole("textbox", { name: "Name of this search" }).fill(`${word} teaching`);
  await search.getByRole("radio", { name: "As it happens" }).check();
  await search.getByRole("button", { name: "Save search" }).click();
  await expect(search.getByRole("status")).toContainText("Search saved.");

  // The editor adds a matching milestone from the project's row.
  const editor = await signedInPage(browser, "editor");
  const projectName = uniqueName("Alert e2e project");
  const projectId = await createProject(editor, projectName);
  await editor.goto("/all_projects/");
  const row = editor.getByRole("row", { name: projectName });
  await row.getByRole("button", { name: /\+Milestone/ }).click();
  const milestoneDialog = editor.getByRole("dialog", { name: "Add Milestone" });
  await milestoneDialog.getByLabel("Description", { exact: true }).fill(`${word} teaching sessions for Core trainees`);
  await milestoneDialog.getByLabel("Looking For").selectOption({ label: "Core" });
  const since = Date.now();
  await milestoneDialog.getByRole("button", { name: "Save" }).click();
  await expect(milestoneDialog).toBeHidden();

  await runAlertTaskSoon();
  const mail = await readMail(memberEmail, since, 150_000, /new milestone/);
  expect(mail.subject).toBe(`1 new milestone for your search "${word} teaching"`);
  expect(mail.text).toContain(`${word} teaching sessions for Core trainees (project: ${projectName})`);
  const link = mail.text.match(/http:\/\/localhost:\d+(\/projects\/\d+\/)/);
  expect(link?.[1]).toBe(`/projects/${projectId}/`);

  // The link opens the project's page, with the milestone on it.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(link![1]);
  await expect(page.getByRole("heading", { name: projectName, level: 1 })).toBeVisible();
  await expect(page.getByText(`${word} teaching sessions for Core trainees`)).toBeVisible();

  // The unsubscribe address of the mail's List-Unsubscribe header, opened in a browser with no
  // session: a page that asks for the one click.
  const unsubscribe = mail.headers["list-unsubscribe"].match(/^<(.+)>$/)![1];
  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  const address = new URL(unsubscribe);
  await stranger.goto(address.pathname + address.search);
  await expect(stranger.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(stranger.getByText(/alerts about new milestones that match your saved searches/)).toBeVisible();
  await checkA11y(stranger);
  await stranger.getByRole("button", { name: "Unsubscribe" }).press("Enter");
  await expect(stranger.getByRole("status")).toHaveText("You are unsubscribed. No more of these mails will be sent to you.");
  // The button has gone: focus is on the sentence that replaced it.
  await expect(stranger.getByRole("status")).toBeFocused();

  // Another matching milestone: the next run mails nothing, and the profile says why.
  const again = Date.now();
  await row.getByRole("button", { name: /\+Milestone/ }).click();
  await milestoneDialog.getByLabel("Description", { exact: true }).fill(`${word} second round`);
  await milestoneDialog.getByLabel("Looking For").selectOption({ label: "Core" });
  await milestoneDialog.getByRole("button", { name: "Save" }).click();
  await expect(milestoneDialog).toBeHidden();
  await runAlertTaskSoon();
  const saved = page.getByRole("region", { name: "Saved searches" }).getByRole("listitem", { name: `${word} teaching` });
  // The run that found the address unsubscribed stops the search instead of mailing it.
  await expect(async () => {
    await page.goto("/profile/");
    await expect(saved).toContainText("Stopped: you unsubscribed from alerts", { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await expect(readMail(memberEmail, again, 1_000, /new milestone/)).rejects.toThrow(/no mail/);
  await checkA11y(page);
});
