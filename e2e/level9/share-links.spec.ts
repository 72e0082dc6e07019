import { test, expect as baseExpect, loginAs, checkA11y, PHONE, withDatabase } from "../fixtures";
import { SHARE_DEFAULT_DAYS } from "../../lib/share/expiry";

const DAY_MS = 24 * 60 * 60 * 1000;
// Screens wait on the user check and the calls; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// /my_share/ as an admin works: create a link for a partner, give it to someone who has no
// account, see the use counted, revoke it, and the holder loses access at once.

test("an admin creates a share link, a holder sees the projects read-only, and revoking it ends access at once", async ({ page, browser }) => {
  const label = `Board visit ${Date.now()}`;
  await loginAs(page, "admin");
  await page.goto("/my_share/");
  await expect(page.getByRole("heading", { name: "My Share", level: 1 })).toBeVisible();
  await checkA11y(page);

  // More than 90 days ahead is refused under the field.
  await page.getByLabel("Organisation").selectOption({ label: "Example Teaching Hospital" });
  await page.getByLabel("Label (optional)").fill(label);
  const expiry = page.getByRole("textbox", { name: "Expires on" });
  await expiry.fill("31/12/2099");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText("The expiry date can be at most 90 days ahead")).toBeVisible();

  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString("en-GB", { timeZone: "Europe/London" });
  await expiry.fill(inTenDays);
  await page.getByRole("button", { name: "Create link" }).click();
  const dialog = page.getByRole("dialog", { name: "Share link created" });
  await expect(dialog).toContainText("shown only once");
  const url = await dialog.getByLabel("Share link").inputValue();
  expect(url).toMatch(/\/share\/\?token=[A-Za-z0-9_-]{43}$/);
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  const row = page.getByRole("row", { name: new RegExp(label) });
  await expect(row).toContainText("Active");
  await expect(row.getByRole("cell").nth(2)).toHaveText(`${inTenDays}, 23:59`);
  await expect(row.getByRole("cell").nth(3)).toHaveText("Never");

  // The token is not in the database, only its hash.
  const token = new URL(url).searchParams.get("token")!;
  const stored = await withDatabase((db) => db.query("SELECT token_hash FROM share_link WHERE label = $1", [label]));
  expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.rows[0].token_hash).not.toContain(token);

  // Someone without an account opens the link.
  const holder = await (await browser.newContext()).newPage();
  await holder.goto(url);
  await expect(holder.getByRole("heading", { name: "Projects of Example Teaching Hospital" })).toBeVisible();
  await expect(holder.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await expect(holder.getByRole("button", { name: /\+Project|\+Milestone/ })).toHaveCount(0);
  await checkA11y(holder);
  await holder.getByRole("table").getByRole("row").nth(1).click();
  await expect(holder.getByRole("dialog", { name: "Contact Details" })).toBeVisible();

  await page.getByRole("button", { name: "Refresh" }).click();
  // columns after the organisation: label, created, expires, last used, uses, status
  await expect(row.getByRole("cell").nth(3)).not.toHaveText("Never");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");

  // Revoke: the holder's next look is refused with a clear message.
  await row.getByRole("button", { name: /Revoke/ }).click();
  await page.getByRole("dialog", { name: "Revoke share link" }).getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");
  await holder.reload();
  await expect(holder.getByRole("alert").filter({ hasText: "share link" })).toHaveText(/This share link has been withdrawn/);
  await expect(holder.getByRole("table")).toHaveCount(0);
  await checkA11y(holder);
});

test("an expired link tells the holder to ask for a new one", async ({ page, browser, clock }) => {
  await loginAs(page, "admin");
  await page.goto("/my_share/");
  const label = `Expiring ${Date.now()}`;
  await page.getByLabel("Organisation").selectOption({ label: "Northern School of Anaesthesia" });
  await page.getByLabel("Label (optional)").fill(label);
  await page.getByRole("button", { name: "Create link" }).click();
  const url = await page.getByRole("dialog", { name: "Share link created" }).getByLabel("Share link").inputValue();
  // The link works until the end of its day, 14 days ahead unless chosen otherwise: the holder comes a day after.
  clock.advance((SHARE_DEFAULT_DAYS + 2) * DAY_MS);
  const holder = await (await browser.newContext()).newPage();
  await holder.goto(url);
  await expect(holder.getByRole("alert").filter({ hasText: "share link" })).toHaveText(/This share link has expired/);
  await holder.goto("/share/?token=not-a-real-token");
  await expect(holder.getByRole("alert").filter({ hasText: "share link" })).toHaveText(/This share link is not valid/);
});

test("My Share and the shared list fit a phone screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "admin");
  await page.goto("/my_share/");
  await expect(page.getByRole("heading", { name: "Create a share link" })).toBeVisible();
  await page.getByLabel("Organisation").selectOption({ label: "Example Teaching Hospital" });
  await page.getByRole("button", { name: "Create link" }).click();
  const dialog = page.getByRole("dialog", { name: "Share link created" });
  const url = await dialog.getByLabel("Share link").inputValue();
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Share links" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page);
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Projects of Example Teaching Hospital" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page);
});

test("an editor (level 6) cannot open My Share and cannot create links", async ({ page }) => {
  await loginAs(page, "editor");
  await page.goto("/my_share/");
  await expect(page.getByText("You do not have permission to see this page.")).toBeVisible();
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.post("/api/share_links/", {
    headers: { "X-CSRFToken": csrf },
    data: { organisationId: 1, expiresOn: new Date().toISOString().slice(0, 10) },
  });
  expect(res.status()).toBe(403);
});
