import { test, expect, loginAs, checkA11y } from "../fixtures";
import { apiPost, unique } from "./helpers";

// The admin's Mail tab at 390 px, by keyboard: a set-password mail queued by creating an account
// shows up sent (the worker in the app's process sent it through the SMTP listener), the status
// filters are buttons that say which one is pressed, and the tab passes axe.

test.describe.configure({ timeout: 180_000 });

test("the Mail tab shows a mail the worker sent, filters by keyboard and passes axe at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAs(page, "admin");
  const username = unique("mailtab");
  const created = await apiPost(page, "/api/admin/accounts/", { action: "create", username, email: `${username}@example.org`, level: 3 });
  expect(created.status).toBe(200);

  await page.goto("/admin/?tab=mail");
  const card = page.getByRole("listitem", { name: /Set your Project Directory password/ }).filter({ hasText: `${username}@example.org` });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(card).toContainText("Sent", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText("set_password");
  await expect(card).not.toContainText("token=");
  await checkA11y(page);

  // By keyboard: from Refresh back to the "Sent" filter, then Enter.
  const sent = page.getByRole("button", { name: /^Sent \(\d+\)$/ });
  await sent.focus();
  await page.keyboard.press("Enter");
  await expect(sent).toHaveAttribute("aria-pressed", "true");
  await expect(card).toBeVisible();
  const failed = page.getByRole("button", { name: /^Failed \(\d+\)$/ });
  await page.keyboard.press("Tab");
  await expect(failed).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(failed).toHaveAttribute("aria-pressed", "true");
  await expect(card).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await checkA11y(page);
});

test("the unsubscribe page: a link that is not valid says so, and passes axe at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/unsubscribe/?token=not-a-valid-token");
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await checkA11y(page);
});
