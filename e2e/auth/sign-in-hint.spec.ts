import type { Browser, Page } from "@playwright/test";
import { expect, test, type AppClock } from "../fixtures";
import { LIMITS } from "../../lib/rate-limit/limits";
import { createAccount, openPage, uniqueClientIp } from "./accounts";

// After the third failed sign-in in a browser tab the login page adds a hint of what else to
// try. The count is the browser's own: an existing account with a wrong password, a locked
// account (even with its right password) and a username nobody has get the same message, the
// same hint after the same number of tries, and the same answer from the server each time.
// Timing is the bench's to measure (bench/, the sign-in phase), not this test's.

test.describe.configure({ timeout: 120_000 });

const MESSAGE = "Please check the details you have entered";
const HINT = "Still cannot sign in? Wait 15 minutes and try again, or reset your password. You can also sign in with an emailed code or a passkey.";

type Answer = { status: number; body: unknown };

/** A browser of its own (own tab storage, own client address, so no per-address limit is shared). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  return context.newPage();
}

/**
 * The lock counts failures in fixed quarter hours of the clock (docs/product.md#security-parameters):
 * should the quarter turn while the test runs, the next one starts at nought and the locked
 * account's right password would let it in. So the test moves its server's clock to the
 * beginning of the next quarter: the minute or two it runs are all in that one.
 */
function startOfNextQuarter(clock: AppClock) {
  const { windowMs } = LIMITS.accountFailures;
  clock.set((Math.floor(clock.ms() / windowMs) + 1) * windowMs);
}

/** Three tries on the login screen; what the page showed and the server answered after each. */
async function threeTries(page: Page, username: string, password: string) {
  await openPage(page, "/login/");
  const usernameField = page.getByLabel("Username");
  const passwordField = page.getByLabel("Password", { exact: true });
  const answers: Answer[] = [];
  const hints: boolean[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    await usernameField.fill(username);
    await passwordField.fill(password);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/login/") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const response = await answered;
    answers.push({ status: response.status(), body: await response.json() });
    expect(response.status(), `try ${attempt}: the server's answer`).toBe(401);
    await expect(page.getByText(MESSAGE, { exact: true })).toBeVisible();
    // Both fields say they are wrong and point at the message (and the hint, once there).
    for (const field of [usernameField, passwordField]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(attempt < 3 ? MESSAGE : `${MESSAGE} ${HINT}`);
    }
    hints.push(await page.getByText(HINT).isVisible());
  }
  await expect(page.getByRole("link", { name: "reset your password" })).toHaveAttribute("href", "/password_reset/");
  return { answers, hints };
}

test("the hint comes after the third failure, the same for an existing, a locked and an unknown account", async ({ browser, clock }) => {
  startOfNextQuarter(clock);
  const existing = await createAccount("hint-existing");
  const locked = await createAccount("hint-locked");
  // Locked: five failures in 15 minutes, from another browser; then even its password fails.
  const locker = await freshPage(browser);
  await locker.request.get("/api/usercheck/");
  const csrf = (await locker.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  for (let i = 0; i < 5; i++) {
    const refused = await locker.request.post("/api/login/", {
      data: { username: locked.username, password: "not-the-password", remember_me: false },
      headers: { "X-CSRFToken": csrf },
    });
    expect(refused.status()).toBe(401);
  }
  await locker.context().close();

  const cases = [
    { label: "existing", username: existing.username, password: "not-the-password" },
    { label: "locked", username: locked.username, password: locked.password },
    { label: "unknown", username: `nobody-${existing.username}`, password: "not-the-password" },
  ];
  const seen: Record<string, Awaited<ReturnType<typeof threeTries>>> = {};
  for (const c of cases) {
    const page = await freshPage(browser);
    seen[c.label] = await threeTries(page, c.username, c.password);
    await page.context().close();
  }

  for (const c of cases) {
    expect(seen[c.label].hints, `${c.label}: the hint from the third failure on`).toEqual([false, false, true]);
    expect(seen[c.label].answers.map((a) => a.status), `${c.label}: the statuses`).toEqual([401, 401, 401]);
  }
  // The server's answers are one and the same, whoever the account is (or is not).
  expect(seen.locked.answers).toEqual(seen.existing.answers);
  expect(seen.unknown.answers).toEqual(seen.existing.answers);
});

test("the count belongs to the tab: a successful sign-in starts it again", async ({ browser }) => {
  const account = await createAccount("hint-reset");
  const page = await freshPage(browser);
  await threeTries(page, account.username, "not-the-password");
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL(/\/profile\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("signInFailures"))).toBeNull();
  await page.context().close();
});
