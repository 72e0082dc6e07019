import { createHash, randomBytes } from "node:crypto";
import { checkA11y, expect, loginAs, test, withDatabase, type Page } from "../fixtures";
import { createAccount, openPage, uniqueClientIp, type TestAccount } from "./accounts";
import { authenticatorCode } from "./authenticator";

// Signing in from a page that needs it comes back to that page (docs/product.md#return-path), in
// Chromium at 1280 and 390 px, by keyboard: a download link opened signed out says to sign in
// first, its Sign in goes to the login page with ?next=, and the password sign-in (also through
// its TOTP step) lands back on the download page, which then downloads. A ?next= to another site
// lands on /profile/.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

/** A finished export of `account`, asked by it, and the path of its download link. */
async function readyExport(account: TestAccount): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  const id = await withDatabase(async (db) => {
    const row = await db.query<{ id: number }>(
      `INSERT INTO data_export (subject, account_id, requested_by_id, status, pending_marker, bytes, size, token_hash, created_at, ready_at, expires_at)
       VALUES ($1, $2, $2, 'ready', NULL, $3, $4, $5, now(), now(), now() + interval '7 days') RETURNING id`,
      [`account:${account.id}`, account.id, Buffer.from("PK\u0005\u0006"), 4, createHash("sha256").update(secret).digest("hex")],
    );
    return row.rows[0].id;
  });
  return `/download_my_data/?token=${id}-${secret}`;
}

/** Types into the login form and submits it with Enter. */
async function typeSignIn(page: Page, account: TestAccount) {
  await page.getByLabel("Username").focus();
  await page.keyboard.type(account.username);
  await page.getByLabel("Password", { exact: true }).focus();
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
}

for (const width of [1280, 390]) {
  test(`a download link opened signed out asks for a sign-in and comes back to download, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await createAccount("return");
    const link = await readyExport(account);

    await openPage(page, link);
    await expect(page.getByRole("heading", { name: "Download my data", level: 1 })).toBeVisible();
    await expect(page.getByText("Sign in first to download your data.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Download", exact: true })).toHaveCount(0);
    await checkA11y(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const signIn = page.getByRole("main").getByRole("link", { name: "Sign in", exact: true });
    await expect(signIn).toHaveAttribute("href", `/login/?next=${encodeURIComponent(link)}`);
    await signIn.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/login/" && url.searchParams.get("next") === link);
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await checkA11y(page);

    await typeSignIn(page, account);
    await page.waitForURL((url) => url.pathname + url.search === link);
    const download = page.getByRole("button", { name: "Download", exact: true });
    await expect(download).toBeVisible();
    await expect(page.getByText("Sign in first to download your data.")).toHaveCount(0);
    await checkA11y(page);

    await download.focus();
    const saved = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await saved).suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.zip$/);
    await expect(page.getByRole("status")).toHaveText("Your data has been downloaded. The link cannot be used again.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/** Turns on 2FA for `account` through the API, signed in as it in the page's context; gives the secret. */
async function turnOnTwoFactor(page: Page, account: TestAccount): Promise<string> {
  await loginAs(page, account.username, account.password);
  const headers = { "X-CSRFToken": (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "" };
  const setup = await page.request.get("/api/auth/generate_two_factor_code/", { headers });
  expect(setup.status()).toBe(200);
  const { code: secret } = (await setup.json()) as { code: string };
  // The step just gone, so the current one is left for the sign-in.
  const confirmed = await page.request.post("/api/auth/confirm_2fa_setup/", { headers, data: { code: await authenticatorCode(secret, 1) } });
  expect(await confirmed.json()).toEqual({ codeCheck: true });
  await page.context().clearCookies();
  return secret;
}

test("with 2FA the return path is carried through the authenticator step", async ({ page }) => {
  const account = await createAccount("return-totp");
  const secret = await turnOnTwoFactor(page, account);
  const link = await readyExport(account);
  await openPage(page, link);
  const signIn = page.getByRole("main").getByRole("link", { name: "Sign in", exact: true });
  await signIn.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/login/");
  await typeSignIn(page, account);
  await page.waitForURL((url) => url.pathname === "/twofactor/" && url.searchParams.get("next") === link);
  await checkA11y(page);
  await page.getByLabel("Authenticator code").focus();
  await page.keyboard.type(await authenticatorCode(secret));
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname + url.search === link);
  await expect(page.getByRole("button", { name: "Download", exact: true })).toBeVisible();
});

test("a ?next= that leaves the site is ignored: the sign-in lands on the profile", async ({ page, baseURL }) => {
  const account = await createAccount("unsafe-next");
  for (const next of ["https://evil.example/", "//evil.example/", "/\\evil.example/", "javascript:alert(1)"]) {
    await page.context().clearCookies();
    await openPage(page, `/login/?next=${encodeURIComponent(next)}`);
    await typeSignIn(page, account);
    await page.waitForURL(`${baseURL}/profile/`);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  }
});

test("signed in as another account, the download page still offers Download and says the link is not for it", async ({ page }) => {
  const [owner, other] = await Promise.all([createAccount("owner"), createAccount("other")]);
  const link = await readyExport(owner);
  await openPage(page, "/login/");
  await typeSignIn(page, other);
  await page.waitForURL(/\/profile\/$/);
  await openPage(page, link);
  await expect(page.getByText("Sign in first to download your data.")).toHaveCount(0);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  await expect(page.getByText("This download link is not valid for the account you are signed in with.")).toBeVisible();
});
