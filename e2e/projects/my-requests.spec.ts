import { test, expect, checkA11y, withDatabase } from "../fixtures";
import { createAccount, signInOnScreen } from "../auth/accounts";

// Withdraw on My Requests (docs/product.md#interest-requests) asks first: Cancel keeps the request
// and gives focus back to Withdraw; Withdraw in the dialog withdraws it, and focus goes to the
// request, which now says so, by keyboard, at 390 px.

test("withdrawing a request asks first, then focus goes to the withdrawn request", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const member = await createAccount("withdraw");
  const milestone = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number; description: string }>(
      `SELECT m.id, m.description FROM milestone m WHERE m.looking_for_id = 10 ORDER BY m.id LIMIT 1`,
    );
    await db.query(
      `INSERT INTO interest_request (milestone_id, email, account_id, first_name, last_name, stage, created_at)
       VALUES ($1, $2, $3, 'Wanda', 'Withdrawer', 'core', now())`,
      [rows[0].id, member.email, member.id],
    );
    return rows[0];
  });

  await signInOnScreen(page, member.username, member.password);
  await page.waitForURL(/\/profile\/$/);
  await page.goto("/my_requests/");
  const withdraw = page.getByRole("button", { name: `Withdraw request: ${milestone.description}` });
  await withdraw.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Withdraw this request?" });
  await expect(dialog).toBeVisible();
  await checkA11y(page, '[role="dialog"]');
  await page.keyboard.press("Escape");
  await expect(withdraw).toBeFocused();

  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Withdrawn", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: milestone.description })).toBeFocused();
  await expect(page.getByRole("button", { name: `Delete request: ${milestone.description}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
