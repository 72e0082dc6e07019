import { test, expect, readMail, checkA11y, PHONE } from "../fixtures";
import { apiPost } from "./helpers";

// A quick-access visitor (level 2, signed in with an emailed code for their organisation's domain)
// sees only projects with someone from their organisation, and nothing to edit
// (docs/product.md#user-levels, docs/product.md#readings).

// Long journeys through several dialogs, each checked with axe: more than the default minute
// on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a quick-access visitor sees only their organisation's projects and no edit buttons", async ({ page }) => {
  const email = `visitor-${Date.now().toString(36)}@northern-school.example`;
  await page.request.get("/api/usercheck/");
  const since = Date.now();
  expect((await apiPost(page, "/api/auth/email_domain_login/", { email })).status).toBe(200);
  const { code } = await readMail(email, since);
  const signedIn = await apiPost<{ userLevel: number }>(page, "/api/auth/confirm_email_login/", { code, email });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.userLevel).toBe(2);

  await page.goto("/projects/");
  await page.waitForURL(/\/all_projects\/$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /Paediatric anaesthesia emergencies/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Handover quality in obstetric anaesthesia/ })).toBeVisible();
  // Nobody from the Northern School works on these.
  await expect(page.getByRole("row", { name: /Competency framework for procedural sedation/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Case-based discussion library for pain medicine/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "+Project" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /\+Milestone/ })).toHaveCount(0);

  await page.getByRole("row", { name: /Paediatric anaesthesia emergencies/ }).click();
  const contacts = page.getByRole("dialog", { name: "Contact Details" });
  await expect(contacts.getByRole("link", { name: "c.macleod@northern-school.example" })).toBeVisible();
  await contacts.getByRole("button", { name: "Close" }).click();

  // No person of their own: My Projects is empty, with the hint about their email domain.
  await page.goto("/my_projects/");
  await expect(page.getByText("No Projects Found")).toBeVisible();
  await expect(page.getByText(/email domain of your organisation/)).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto("/all_projects/");
  await expect(page.getByRole("article", { name: /Paediatric anaesthesia emergencies/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /\+Milestone/ })).toHaveCount(0);
  await checkA11y(page);
});
