import { checkA11y, expect, readMail, test } from "../fixtures";
import { createAccount, openPage, uniqueClientIp, uniqueSuffix, userLevel, type TestAccount } from "./accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

/** Asks for a code and link through the API (the login page's box) and returns the link's path. */
async function mailedLink(page: import("@playwright/test").Page, email: string): Promise<string> {
  await page.request.get("/api/usercheck/");
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const since = Date.now();
  const res = await page.request.post("/api/auth/email_domain_login/", { data: { email }, headers: { "X-CSRFToken": csrf } });
  expect(res.status()).toBe(200);
  const mail = await readMail(email, since);
  expect(mail.link, "a link in the mail").toMatch(/\/email_login\/\?link_id=[0-9a-f-]{36}/);
  const url = new URL(mail.link!);
  return url.pathname + url.search;
}

async function confirmLink(page: import("@playwright/test").Page, path: string, email: string) {
  await openPage(page, path);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("emailed link login", () => {
  test("a link whose id is not a version-4 UUID shows the product's message", async ({ page }) => {
    await page.goto("/email_login/?link_id=12345678-1234-1234-1234-123456789abc");
    await expect(page.getByText("There is a problem with the code attached to the link...")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toHaveCount(0);
    await checkA11y(page);
  });

  test("opening the link does nothing until the person confirms; then level 3 lands on the profile and the link is spent", async ({ page }) => {
    // A whole journey through several pages.
    test.slow();
    const account: TestAccount = await createAccount("link");
    const path = await mailedLink(page, account.email);
    // A mail scanner fetching the link must not use it up.
    await openPage(page, path);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await checkA11y(page);
    expect(await userLevel(page)).toBe(0);

    await confirmLink(page, path, account.email);
    await page.waitForURL(/\/profile\/$/);
    expect(await userLevel(page)).toBe(3);

    // The same link again, in a fresh browser: refused.
    const other = await page.context().browser()!.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const second = await other.newPage();
    await confirmLink(second, path, account.email);
    await expect(second.getByLabel("Email")).toHaveAccessibleDescription(/expired or has already been used/);
    expect(await userLevel(second)).toBe(0);
    await other.close();
  });

  test("quick access by link lands on all projects", async ({ page }) => {
    const email = `link-visitor-${uniqueSuffix()}@northern-school.example`;
    const path = await mailedLink(page, email);
    await confirmLink(page, path, email);
    await page.waitForURL(/\/all_projects\/$/);
    expect(await userLevel(page)).toBe(2);
  });
});
