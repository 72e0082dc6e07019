import type { Browser, Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { bcryptInput } from "../../lib/auth/password-format";
import { startTestProvider, type TestProvider } from "../../tests/helpers/oidc-test-provider";
import { checkA11y, DEMO_PASSWORD, expect, loginAs, readMail, test, withDatabase } from "../fixtures";
import { tabTo } from "../a11y/keyboard";
import { openPage, signInOnScreen, uniqueClientIp, uniqueSuffix, userLevel } from "./accounts";

// Signing in with an organisation's own account (OpenID Connect), in Chromium against the built
// app and a real provider (oidc-provider) started here on loopback, which the app's own process
// reaches as any provider. The organisation, its domain and its accounts are this spec's own,
// so the specs that run beside it see nothing change for the demo organisations.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TENANT = "11111111-2222-4333-8444-555555555555";
const OTHER_TENANT = "99999999-8888-4777-8666-555555555555";

const suffix = uniqueSuffix();
const ORG = `Riverside Trust ${suffix}`;
const DOMAIN = `riverside-${suffix}.example`;
const EXISTING = { username: `riverside-${suffix}`, email: `existing@${DOMAIN}`, password: `Tundra-Harbour-${suffix}` };
const ORG_ADMIN = { username: `riverside-admin-${suffix}`, email: `it.admin@${DOMAIN}`, password: `Granite-Meadow-${suffix}` };

let provider: TestProvider;
let organisationId: number;

async function insertAccount(account: typeof EXISTING, level: number) {
  const hash = await bcrypt.hash(bcryptInput(account.password), 4);
  await withDatabase((client) =>
    client.query("INSERT INTO account (username, password_hash, email, email_verified, level) VALUES ($1, $2, $3, 2, $4)", [
      account.username,
      hash,
      account.email,
      level,
    ]),
  );
}

/** The admin's change through the API in an admin's browser (for states the screen test already covered). */
async function adminChange(page: Page, body: Record<string, unknown>) {
  await loginAs(page, "admin");
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.post("/api/admin/identity_providers/", { data: { organisationId, ...body }, headers: { "X-CSRFToken": csrf } });
  expect(res.status(), await res.text()).toBe(200);
}

async function settings(page: Page, overrides: Record<string, unknown>) {
  await adminChange(page, {
    action: "save",
    kind: "generic",
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    firstSignIn: "account",
    onlyThroughProvider: false,
    enforcesMfa: false,
    ...overrides,
  });
}

/** At the provider's own pages: sign in as `login` and consent. */
async function atProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The page's own alert (not Next's route announcer, which has the role too). */
const alertOf = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  return context.newPage();
}

test.beforeAll(async ({ baseURL }) => {
  provider = await startTestProvider({
    redirectUris: [`${baseURL}/sso/callback/`],
    accounts: [
      { sub: "it-tester", email: `tester@${DOMAIN}`, email_verified: true, name: "IT Tester" },
      { sub: "new-person", email: `new.person@${DOMAIN}`, email_verified: true, name: "New Person" },
      { sub: "existing", email: EXISTING.email, email_verified: true },
      { sub: "unverified", email: `unverified@${DOMAIN}`, email_verified: false },
      { sub: "stranger", email: "admin@example.org", email_verified: true, tid: OTHER_TENANT, oid: "stranger-oid" },
    ],
  });
  organisationId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>("INSERT INTO organisation (name) VALUES ($1) RETURNING id", [ORG]);
    await client.query("INSERT INTO organisation_domain (domain, organisation_id) VALUES ($1, $2)", [DOMAIN, rows[0].id]);
    return rows[0].id;
  });
  await insertAccount(EXISTING, 3);
  await insertAccount(ORG_ADMIN, 9);
});

test.afterAll(async () => {
  // Removing the organisation removes its provider, identities and sessions.
  await withDatabase((client) => client.query("DELETE FROM organisation WHERE id = $1", [organisationId]));
  await provider?.stop();
});

test("an admin sets up the organisation's sign-in, tests it (claims shown, nobody signed in) and switches it on", async ({ page }) => {
  await loginAs(page, "admin");
  await openPage(page, "/admin/?tab=organisations");
  const card = page.getByRole("listitem", { name: `Organisation ${ORG}` });
  await expect(card.getByText("Not set up")).toBeVisible();
  await card.getByRole("button", { name: `Set up sign-in of ${ORG}` }).click();
  const dialog = page.getByRole("dialog", { name: `Set up the sign-in of ${ORG}` });
  await expect(dialog.getByText(/\/sso\/callback\/$/)).toBeVisible();
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await checkA11y(page);
  }
  await page.setViewportSize(DESKTOP);
  await dialog.getByLabel("Another OpenID Connect provider").check();
  await dialog.getByLabel("Issuer URL").fill(provider.issuer);
  await dialog.getByLabel("Client (application) id").fill(provider.clientId);
  // Saved without the secret: said under the field, and the summary at the form's top takes
  // focus and leads there.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please enter the client secret")).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("There is a problem");
  await dialog.getByRole("link", { name: "Client secret" }).click();
  await expect(dialog.getByLabel("Client secret")).toBeFocused();
  await dialog.getByLabel("Client secret").fill(provider.clientSecret);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`The sign-in of ${ORG} was saved. Test it, then switch it on.`)).toBeVisible();
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await expect(card.getByText("Not tested yet.")).toBeVisible();
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await checkA11y(page);
  }
  await page.setViewportSize(DESKTOP);

  // While it is off, the login page offers nothing for it.
  const visitor = await freshPage(page.context().browser()!);
  await openPage(visitor, "/login/");
  await expect(visitor.getByRole("button", { name: `Sign in with ${ORG}` })).toHaveCount(0);

  await card.getByRole("button", { name: `Test sign-in of ${ORG}` }).click();
  await atProvider(page, "it-tester");
  await page.waitForURL(/\/sso\/callback\/$/);
  await expect(page.getByText(`The test sign-in with ${ORG} worked.`)).toBeVisible();
  const claims = page.getByRole("table", { name: `Claims of the ID token from ${ORG}` });
  await expect(claims.getByRole("row", { name: /email tester@/ })).toBeVisible();
  await expect(claims.getByRole("row", { name: /^sub it-tester$/ })).toBeVisible();
  await expect(page.getByText(/eyJ/)).toHaveCount(0);
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await checkA11y(page);
  }
  await page.setViewportSize(DESKTOP);
  expect(await userLevel(page)).toBe(9);

  await page.getByRole("link", { name: "Back to the organisations" }).click();
  const cardAgain = page.getByRole("listitem", { name: `Organisation ${ORG}` });
  await expect(cardAgain.getByText(/Last tested/)).toBeVisible();
  await cardAgain.getByRole("button", { name: `Switch on the sign-in of ${ORG}` }).click();
  await expect(page.getByText(`The sign-in of ${ORG} is on.`)).toBeVisible();
  await expect(cardAgain.getByText("On", { exact: true })).toBeVisible();
});

test("the login page's button signs a new person in; the account is made and the session names the organisation", async ({ page }) => {
  await openPage(page, "/login/");
  const button = page.getByRole("button", { name: `Sign in with ${ORG}` });
  await expect(button).toBeVisible();
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await checkA11y(page);
  }
  await page.setViewportSize(DESKTOP);
  // By keyboard alone.
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await atProvider(page, "new-person");
  await page.waitForURL(/\/my_projects\/$/);
  await expect(page.getByRole("heading", { name: /My Projects/, level: 1 })).toBeVisible();
  expect(await userLevel(page)).toBe(3);
  await openPage(page, "/profile/");
  await expect(page.getByText(new RegExp(`Signed in with ${ORG}`))).toBeVisible();
});

test("an address typed into the username or email box at the organisation's domain offers its sign-in", async ({ page }) => {
  await openPage(page, "/login/");
  await page.getByLabel("Username").fill(`someone@${DOMAIN.toUpperCase()}`);
  const offer = page.getByRole("status").filter({ hasText: `People at ${DOMAIN} can sign in through ${ORG}.` });
  await expect(offer).toBeVisible();
  await page.getByLabel("Username").fill("");
  const email = page.getByRole("region", { name: "Sign in with an emailed code" }).getByLabel("Email");
  await email.fill(EXISTING.email);
  const emailOffer = page.getByRole("region", { name: "Sign in with an emailed code" }).getByRole("button", { name: `Sign in with ${ORG}` });
  await expect(emailOffer).toBeVisible();
  await checkA11y(page);
  await emailOffer.click();
  // An existing account at the domain, with the address verified by the provider: linked, and told by mail.
  const since = Date.now();
  await atProvider(page, "existing");
  await page.waitForURL(/\/my_projects\/$/);
  expect(await userLevel(page)).toBe(3);
  const me = await (await page.request.get("/api/usercheck/")).json();
  expect(me.userName).toBe(EXISTING.username);
  const mail = await readMail(EXISTING.email, since);
  expect(mail.subject).toMatch(/linked to your organisation's sign-in/);
});

test("refusals are shown on the page: an unverified address; a token from a tenant the organisation did not configure", async ({ page }) => {
  await openPage(page, "/login/");
  await page.getByRole("button", { name: `Sign in with ${ORG}` }).click();
  await atProvider(page, "unverified");
  await expect(alertOf(page)).toContainText("did not give this directory a verified email address");
  expect(await userLevel(page)).toBe(0);
  await checkA11y(page);
  await expect(page.getByRole("link", { name: "Back to the login page" })).toBeVisible();

  // nOAuth: as Microsoft Entra ID with one tenant, a token from another tenant carrying the
  // admin's address signs nobody in.
  const admin = await freshPage(page.context().browser()!);
  await settings(admin, { kind: "entra", tenantIds: TENANT, clientSecret: "" });
  const stranger = await freshPage(page.context().browser()!);
  await openPage(stranger, "/login/");
  await stranger.getByRole("button", { name: `Sign in with ${ORG}` }).click();
  await atProvider(stranger, "stranger");
  await expect(alertOf(stranger)).toContainText(`does not belong to ${ORG}'s directory (tenant)`);
  expect(await userLevel(stranger)).toBe(0);
  await settings(admin, { kind: "generic", tenantIds: [], clientSecret: "" });
});

test("sign-in only through the provider: the password and the emailed code are refused for the domain, not for its admin", async ({ page }) => {
  const admin = await freshPage(page.context().browser()!);
  await settings(admin, { onlyThroughProvider: true, clientSecret: "" });

  await signInOnScreen(page, EXISTING.username, EXISTING.password);
  await expect(page.getByText(`Accounts at ${DOMAIN} sign in through ${ORG}.`)).toBeVisible();
  expect(await userLevel(page)).toBe(0);
  await checkA11y(page);

  const email = page.getByRole("region", { name: "Sign in with an emailed code" }).getByLabel("Email");
  await email.fill(EXISTING.email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`People at ${DOMAIN} sign in through ${ORG}: please use`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const orgAdmin = await freshPage(page.context().browser()!);
  await signInOnScreen(orgAdmin, ORG_ADMIN.username, ORG_ADMIN.password);
  await orgAdmin.waitForURL(/\/profile\/$/);
  expect(await userLevel(orgAdmin)).toBe(9);
  await settings(admin, { onlyThroughProvider: false, clientSecret: "" });
});

test("switching the provider off ends its sessions; a provider that is down is said on the login page while passwords still work", async ({ page }) => {
  await openPage(page, "/login/");
  await page.getByRole("button", { name: `Sign in with ${ORG}` }).click();
  await atProvider(page, "new-person");
  await page.waitForURL(/\/my_projects\/$/);
  expect(await userLevel(page)).toBe(3);

  await provider.stop();
  try {
    const other = await freshPage(page.context().browser()!);
    await openPage(other, "/login/");
    await other.getByRole("button", { name: `Sign in with ${ORG}` }).click();
    await expect(alertOf(other)).toHaveText(`${ORG}'s sign-in is not answering just now. Please try again in a few minutes, or sign in another way.`);
    await checkA11y(other);
    await signInOnScreen(other, "member", DEMO_PASSWORD);
    await other.waitForURL(/\/profile\/$/);
    expect(await userLevel(other)).toBe(3);
  } finally {
    await provider.restart();
  }

  const admin = await freshPage(page.context().browser()!);
  await loginAs(admin, "admin");
  await openPage(admin, "/admin/?tab=organisations");
  const card = admin.getByRole("listitem", { name: `Organisation ${ORG}` });
  await card.getByRole("button", { name: `Switch off the sign-in of ${ORG}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Switch off" }).click();
  await expect(admin.getByText(`The sign-in of ${ORG} is off; its sessions ended.`)).toBeVisible();
  expect(await userLevel(page)).toBe(0);
});
