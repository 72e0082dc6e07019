import { test, expect, loginAs, checkA11y, readMail } from "../fixtures";
import { apiPost, createProject, deleteProject, personId, signedInPage, uniqueName } from "./helpers";

// "I'm interested" (docs/product.md#interest-requests): a member asks on a phone with the
// keyboard, the lead sees it counted in My Projects and on the project's page, follows the mail's
// link to To decide and accepts, the member sees "Accepted" in My Requests.

test.describe.configure({ timeout: 180_000 });

test("a member asks to join a milestone, the lead accepts from the mail, the member sees it accepted", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const lead = await personId(editor, "Priya Raman");
  const name = uniqueName("Interest e2e");
  const id = await createProject(editor, name, [[lead, 1]]);
  const description = `${name} milestone`;
  const made = await apiPost(editor, "/api/add_edit_milestone/", { project: id, description, start_date: "2026-04-01", status: 1, looking_for: 10 });
  expect(made.status).toBe(200);

  try {
    await page.setViewportSize({ width: 390, height: 800 });
    await loginAs(page, "member");
    await page.goto(`/projects/${id}/`);
    const ask = page.getByRole("button", { name: `I'm interested: ${description}` });
    await ask.focus();
    const since = Date.now();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "I'm interested" });
    await expect(dialog.getByText("The milestone's lead will see your name and email address.")).toBeVisible();
    // The member has a person: the directory knows the name, so none is asked for.
    await expect(dialog.getByLabel("First Name")).toHaveCount(0);
    await dialog.getByLabel("Stage").focus();
    await dialog.getByLabel("Stage").selectOption({ label: "Higher trainee" });
    await page.keyboard.press("Tab");
    await page.keyboard.type("I run the airway <workshop> & can help.");
    await checkA11y(page, '[role="dialog"]');
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Send request" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Waiting for the lead")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Withdraw" })).toBeVisible();
    // Focus is on what became of the request; the next stop is Close.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();

    const mail = await readMail("lead@example-hospital.org", since, 10_000, /a new request to join a milestone/);
    expect(mail.text).toContain("I run the airway <workshop> & can help.");
    const link = mail.text.match(/http:\/\/localhost:\d+(\/my_requests\/#decide-project-(\d+))/);
    expect(link, "the mail links to the project's requests in To decide").not.toBeNull();
    expect(Number(link![2])).toBe(id);

    const leadPage = await signedInPage(browser, "lead");
    // Whoever decides sees the open request on the project in My Projects: a table row on a
    // desktop, a card on a phone.
    await leadPage.goto("/my_projects/");
    await expect(leadPage.getByRole("row", { name }).getByText("1 open request")).toBeVisible();
    await leadPage.setViewportSize({ width: 390, height: 800 });
    await leadPage.reload();
    await expect(leadPage.getByRole("article", { name }).getByText("1 open request")).toBeVisible();
    await checkA11y(leadPage);
    // The project's page counts it and leads on to To decide.
    await leadPage.goto(`/projects/${id}/`);
    await expect(leadPage.getByRole("region", { name: "Requests" }).getByText("1 request waits for your decision")).toBeVisible();
    await expect(leadPage.getByRole("link", { name: "Review it" })).toHaveAttribute("href", link![1]);
    await leadPage.goto(link![1]);
    const toDecide = leadPage.getByRole("region", { name: "To decide" });
    // Other specs' requests may wait for this lead too: this project's group is the anchor's.
    const requests = leadPage.locator(`#decide-project-${id}`);
    await expect(requests.getByRole("heading", { name: /Tom Okafor/ })).toBeVisible();
    await expect(requests.getByText("I run the airway <workshop> & can help.")).toBeVisible();
    await checkA11y(leadPage);
    await requests.getByRole("button", { name: "Accept" }).click();
    await expect(toDecide.getByRole("status").getByText("Tom Okafor was added to the milestone.")).toBeVisible();
    await expect(leadPage.locator(`#decide-project-${id}`)).toHaveCount(0);
    await leadPage.goto("/my_projects/");
    await expect(leadPage.getByRole("article", { name })).toBeVisible();
    await expect(leadPage.getByRole("article", { name }).getByText(/open request/)).toHaveCount(0);

    await page.goto("/my_requests/");
    const mine = page.getByRole("listitem").filter({ hasText: description });
    await expect(mine.getByText("Accepted")).toBeVisible();
    await expect(mine.getByText(/you are on the milestone as Contributor/)).toBeVisible();
    await checkA11y(page);
  } finally {
    await deleteProject(editor, id);
  }
});
