import { test, expect, loginAs, readMail, checkA11y, toasts } from "../fixtures";
import { unique } from "./helpers";

// A domain added on /admin/ lets its people in by quick access at once.

test.describe.configure({ timeout: 180_000 });

test("an admin adds an organisation domain and a visitor from it signs in by quick access", async ({ page, browser }) => {
  const name = unique("E2E Partner ");
  const domain = `${unique("partner-")}.example`;
  await loginAs(page, "admin");
  await page.goto("/admin/");
  await page.getByRole("tab", { name: "Organisations" }).click();
  await page.getByLabel("New organisation name").fill(name);
  await page.getByRole("button", { name: "Add organisation" }).click();
  await expect(toasts(page).getByText(`Organisation ${name} added.`)).toBeVisible();
  const card = page.getByRole("listitem", { name: `Organisation ${name}` });

  // A malformed domain and one that is taken are refused under the field.
  const field = card.getByLabel(`Add a domain to ${name}`);
  await field.fill("not a domain");
  await card.getByRole("button", { name: "Add domain" }).click();
  await expect(card.getByText("Please enter a domain such as example.org")).toBeVisible();
  await field.fill("example-hospital.org");
  await card.getByRole("button", { name: "Add domain" }).click();
  await expect(card.getByText("This domain already belongs to Example Teaching Hospital")).toBeVisible();
  await checkA11y(page);

  await field.fill(domain.toUpperCase());
  await card.getByRole("button", { name: "Add domain" }).click();
  await expect(card.getByRole("list", { name: `Domains of ${name}` }).getByText(domain, { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const email = `someone@${domain}`;
  await visitor.goto("/login/");
  await visitor.getByRole("region", { name: "Sign in with an emailed code" }).getByLabel("Email").fill(email);
  const since = Date.now();
  await visitor.getByRole("button", { name: "Email me a code" }).click();
  const { code } = await readMail(email, since);
  const dialog = visitor.getByRole("dialog", { name: "Email code" });
  await dialog.getByLabel("Code").fill(code ?? "");
  await dialog.getByRole("button", { name: /Submit|Sign in/ }).click();
  await visitor.waitForURL(/\/all_projects\/$/, { timeout: 30_000 });
  await expect(visitor.getByRole("heading", { name: "All Projects", exact: true })).toBeVisible();
  await visitorContext.close();
});
