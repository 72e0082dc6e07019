import { test, expect as baseExpect, checkA11y, loginAs, quickAccess, PHONE, type Page } from "../fixtures";
import { apiPost, createProject, deleteProject, personId, signedInPage, uniqueName } from "../projects/helpers";

// /projects/<id>/: the project's own page, rendered on the server, by the list's visibility rules.

const expect = baseExpect.configure({ timeout: 20_000 });
// Sign-ins hash passwords at low priority: on a busy machine one can take minutes.
test.describe.configure({ timeout: 360_000 });

type Listed = { id: number; short_description: string; milestones: { id: number; description: string }[] };

async function demoProject(page: Page, name: string): Promise<Listed> {
  const list = (await (await page.request.get("/api/existing_projects/all/")).json()) as { projects: Listed[] };
  const project = list.projects.find((p) => p.short_description.startsWith(name));
  expect(project, name).toBeDefined();
  return project!;
}

/** A milestone through the API, as the dialog saves it. */
async function addMilestone(editor: Page, project: number, description: string, start: string): Promise<number> {
  const saved = await apiPost<{ milestone: { id: number } }>(editor, "/api/add_edit_milestone/", {
    project,
    description,
    start_date: start,
    end_date: null,
    status: 1,
    looking_for: 99,
    domains: { eml: [], rcoa: [] },
  });
  expect(saved.status, `milestone ${description}`).toBe(200);
  return saved.body.milestone.id;
}

test("an editor reads the page before any script runs, with edit buttons that open the editors", async ({ browser, page }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Project page e2e");
  const lead = await personId(editor, "lead");
  const id = await createProject(editor, name, [[lead, 1]]);
  // Saved out of order: the page lists them by start date.
  const later = await addMilestone(editor, id, `${name} second milestone`, "2026-06-01");
  const earlier = await addMilestone(editor, id, `${name} first milestone`, "2026-02-01");
  try {
    // The HTML itself carries the project (server-rendered), its title and the milestone anchors.
    const html = await (await editor.request.get(`/projects/${id}/`)).text();
    expect(html).toContain(`<title>${name} · Project Directory</title>`);
    expect(html).toContain(`id="milestone-${earlier}"`);
    expect(html.indexOf(`${name} first milestone`)).toBeLessThan(html.indexOf(`${name} second milestone`));

    await loginAs(page, "editor");
    const answer = await page.goto(`/projects/${id}/`);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle(`${name} · Project Directory`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const milestones = page.locator('li[id^="milestone-"]');
    await expect(milestones).toHaveCount(2);
    await expect(milestones.nth(0)).toHaveAttribute("id", `milestone-${earlier}`);
    await expect(milestones.nth(1)).toHaveAttribute("id", `milestone-${later}`);
    // The lead in bold, with a mail link naming the project.
    const people = page.getByRole("region", { name: "People" });
    await expect(people.locator(".font-semibold").first()).toBeVisible();
    await expect(people.getByRole("link").first()).toHaveAttribute("href", new RegExp(`^mailto:.+\\?subject=${encodeURIComponent(`Project: ${name}`)}$`));

    await page.getByRole("button", { name: "Edit project" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Project" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: `Edit milestone: ${name} second milestone` }).click();
    await expect(page.getByRole("dialog", { name: "Edit Milestone" })).toBeVisible();
    await page.getByRole("dialog", { name: "Edit Milestone" }).getByRole("button", { name: "Cancel" }).click();
    await checkA11y(page);
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});

test("a member sees the contacts and no edit buttons; the page is axe-clean at phone width", async ({ page }) => {
  await loginAs(page, "member");
  const project = await demoProject(page, "Paediatric anaesthesia emergencies");
  await page.goto(`/projects/${project.id}/`);
  await expect(page.getByRole("heading", { name: project.short_description, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "c.macleod@northern-school.example" }).first()).toHaveAttribute(
    "href",
    /^mailto:c\.macleod@northern-school\.example\?subject=/,
  );
  await expect(page.getByRole("button", { name: /Edit|\+Milestone/ })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole("heading", { name: project.short_description, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page);
});

test("a quick-access visitor sees their organisation's project, and the 404 page for any other", async ({ browser, page }) => {
  const editor = await signedInPage(browser, "editor");
  const theirs = await demoProject(editor, "Paediatric anaesthesia emergencies");
  const other = await demoProject(editor, "Competency framework for procedural sedation");
  await editor.context().close();
  await quickAccess(page, `page-${Date.now().toString(36)}@northern-school.example`);

  expect((await page.goto(`/projects/${theirs.id}/`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: theirs.short_description, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Edit/ })).toHaveCount(0);

  const refused = await page.goto(`/projects/${other.id}/`);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We cannot find that page" })).toBeVisible();
  // Nothing of the hidden project leaks, not even its name in the title.
  await expect(page.getByText(other.short_description)).toHaveCount(0);
  expect(await page.title()).not.toContain(other.short_description);
});

test("an unknown or malformed id and a visitor who is not signed in get the 404 page", async ({ page, browser }) => {
  await loginAs(page, "admin");
  for (const path of ["/projects/999999999/", "/projects/abc/", "/projects/0/", "/projects/1e3/"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "We cannot find that page" })).toBeVisible();
  }
  const anonymous = await browser.newPage();
  const project = await demoProject(page, "Paediatric anaesthesia emergencies");
  expect((await anonymous.goto(`/projects/${project.id}/`))?.status()).toBe(404);
  await anonymous.close();
  // The old address still sends people to their lists.
  await page.goto("/projects/");
  await expect(page).toHaveURL(/\/my_projects\/$/, { timeout: 30_000 });
});

test("a milestone's address scrolls to it", async ({ browser, page }) => {
  const editor = await signedInPage(browser, "editor");
  const name = uniqueName("Anchor e2e");
  const id = await createProject(editor, name);
  const ids: number[] = [];
  for (let i = 1; i <= 8; i++) ids.push(await addMilestone(editor, id, `${name} step ${i}\n${"A longer note. ".repeat(12)}`, `2026-0${i}-01`));
  try {
    await loginAs(page, "member");
    const target = ids[7];
    await page.goto(`/projects/${id}/#milestone-${target}`);
    await expect(page.locator(`#milestone-${target}`)).toBeInViewport();
    await expect(page.locator(`#milestone-${ids[0]}`)).not.toBeInViewport();
  } finally {
    await deleteProject(editor, id);
    await editor.context().close();
  }
});
