import type { Browser, Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { bcryptInput } from "../../lib/auth/password-format";
import { startTestProvider, type TestProvider } from "../../tests/helpers/oidc-test-provider";
import { checkA11y, DEMO_PASSWORD, expect, loginAs, readMail, test, withDatabase } from "../fixtures";
import { tabTo } from "../a11y/keyboard";
import { APP_SERVERS, serverUrl } from "../servers";
import { openPage, signInOnScreen, uniqueClientIp, uniqueSuffix, userLevel } from "./accounts";

// Signing in with an organisation's own account (OpenID Connect), in Chromium against the built
// app and a real provider (oidc-provider) started here on loopback, which the app's own process
// reaches as any provider. Each case has an organisation, its domain, accounts and a provider of
// its own (World), so it runs alone, and the specs beside it see nothing change for the demo
// organisations.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
test.describe.configure({ timeout: 180_000 });

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TENANT = "11111111-2222-4333-8444-555555555555";
const OTHER_TENANT = "99999999-8888-4777-8666-555555555555";

type Credentials = { username: string; email: string; password: string };

/**
 * Each case's own world: an organisation and its domain, an account at the domain and one of
 * its admins, and a provider of its own that knows them. The case sets up (or not) the
 * organisation's sign-in itself.
 */
type World = { org: string; domain: string; organisationId: number; existing: Credentials; orgAdmin: Credentials; provider: TestProvider };

async function insertAccount(account: Credentials, level: number) {
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

async function makeWorld(): Promise<World> {
  const suffix = uniqueSuffix();
  const org = `Riverside Trust ${suffix}`;
  const domain = `riverside-${suffix}.example`;
  const existing = { username: `riverside-${suffix}`, email: `existing@${domain}`, password: `Tundra-Harbour-${suffix}` };
  const orgAdmin = { username: `riverside-admin-${suffix}`, email: `it.admin@${domain}`, password: `Granite-Meadow-${suffix}` };
  const provider = await startTestProvider({
    // A case that fails goes on in a new worker, whose server is another.
    redirectUris: APP_SERVERS.map((index) => `${serverUrl(index)}/sso/callback/`),
    accounts: [
      { sub: "it-tester", email: `tester@${domain}`, email_verified: true, name: "IT Tester" },
      { sub: "new-person", email: `new.person@${domain}`, email_verified: true, name: "New Person" },
      { sub: "existing", email: existing.email, email_verified: true },
      { sub: "unverified", email: `unverified@${domain}`, email_verified: false },
      { sub: "stranger", email: "admin@example.org", email_verified: true, tid: OTHER_TENANT, oid: "stranger-oid" },
    ],
  });
  const organisationId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>("INSERT INTO organisation (name) VALUES ($1) RETURNING id", [org]);
    await client.query("INSERT INTO organisation_domain (domain, organisation_id) VALUES ($1, $2)", [domain, rows[0].id]);
    return rows[0].id;
  });
  await insertAccount(existing, 3);
  await insertAccount(orgAdmin, 9);
  return { org, domain, organisationId, existing, orgAdmin, provider };
}

const it = test.extend<{ world: World }>({
  world: async ({}, provide) => {
    const world = await makeWorld();
    await provide(world);
    // Removing the organisation removes its provider, identities and sessions.
    await withDatabase((client) => client.query("DELETE FROM organisation WHERE id = $1", [world.organisationId]));
    await world.provider.stop();
  },
});

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  return context.newPage();
}

/** The admin's change through the API in an admin's browser (for states the screen test already covered). */
async function adminChange(page: Page, world: World, body: Record<string, unknown>) {
  await loginAs(page, "admin");
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.post("/api/admin/identity_providers/", { data: { organisationId: world.organisationId, ...body }, headers: { "X-CSRFToken": csrf } });
  expect(res.status(), await res.text()).toBe(200);
}

async function settings(page: Page, world: World, overrides: Record<string, unknown>) {
  await adminChange(page, world, {
    action: "save",
    kind: "generic",
    issuer: world.provider.issuer,
    clientId: world.provider.clientId,
    clientSecret: world.provider.clientSecret,
    firstSignIn: "account",
    onlyThroughProvider: false,
    enforcesMfa: false,
    ...overrides,
  });
}

/** The organisation's sign-in set up and switched on, as the first case does on the screens. */
async function switchedOn(browser: Browser, world: World, overrides: Record<string, unknown> = {}) {
  const admin = await freshPage(browser);
  await settings(admin, world, overrides);
  await adminChange(admin, world, { action: "enable" });
  return admin;
}

/** At the provider's own pages: sign in as `login` and consent. */
async function atProvider(page: Page, world: World, login: string) {
  await page.waitForURL((url) => url.href.startsWith(world.provider.issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The page's own alert (not Next's route announcer, which has the role too). */
const alertOf = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

it("an admin sets up the organisation's sign-in, tests it (claims shown, nobody signed in) and switches it on", async ({ page, world }) => {
  await loginAs(page, "admin");
  await openPage(page, "/admin/?tab=organisations");
  const card = page.getByRole("listitem", { name: `Organisation ${world.org}` });
  await expect(card.getByText("Not set up")).toBeVisible();
  await card.getByRole("button", { name: `Set up sign-in of ${world.org}` }).click();
  const dialog = page.getByRole("dialog", { name: `Set up the sign-in of ${world.org}` });
  await expect(dialog.getByText(/\/sso\/callback\/$/)).toBeVisible();
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await checkA11y(page);
  }
  await page.setViewportSize(DESKTOP);
  await dialog.getByLabel("Another OpenID Connect provider").check();
  await dialog.getByLabel("Issuer URL").fill(world.provider.issuer);
  await dialog.getByLabel("Client (application) id").fill(world.provider.clientId);
  // Saved without the secret: said under the field, and the summary at the form's top takes
  // focus and leads there.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please enter the client secret")).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("There is a problem");
  await dialog.getByRole("link", { name: "Client secret" }).click();
  await expect(dialog.getByLabel("Client secret")).toBeFocused();
  await dialog.getByLabel("Client secret").fill(world.provider.clientSecret);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`The sign-in of ${world.org} was saved. Test it, then switch it on.`)).toBeVisible();
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
  await expect(visitor.getByRole("button", { name: `Sign in with ${world.org}` })).toHaveCount(0);

  await card.getByRole("button", { name: `Test sign-in of ${world.org}` }).click();
  await atProvider(page, world, "it-tester");
  await page.waitForURL(/\/sso\/callback\/$/);
  await expect(page.getByText(`The test sign-in with ${world.org} worked.`)).toBeVisible();
  const claims = page.getByRole("table", { name: `Claims of the ID token from ${world.org}` });
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
  const cardAgain = page.getByRole("listitem", { name: `Organisation ${world.org}` });
  await expect(cardAgain.getByText(/Last tested/)).toBeVisible();
  await cardAgain.getByRole("button", { name: `Switch on the sign-in of ${world.org}` }).click();
  await expect(page.getByText(`The sign-in of ${world.org} is on.`)).toBeVisible();
  await expect(cardAgain.getByText("On", { exact: true })).toBeVisible();
});

it("the login page's button signs a new person in; the account is made and the session names the organisation", async ({ page, world }) => {
  await switchedOn(page.context().browser()!, world);
  await openPage(page, "/login/");
  const button = page.getByRole("button", { name: `Sign in with ${world.org}` });
  await expect(button).toBeVisible();
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await checkA11y(page);
  }
  await page.setViewportSize(DESKTOP);
  // By keyboard alone.
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await atProvider(page, world, "new-person");
  await page.waitForURL(/\/my_projects\/$/);
  await expect(page.getByRole("heading", { name: /My Projects/, level: 1 })).toBeVisible();
  expect(await userLevel(page)).toBe(3);
  await openPage(page, "/profile/");
  await expect(page.getByText(new RegExp(`Signed in with ${world.org}`))).toBeVisible();
});

it("an address typed into the username or email box at the organisation's domain offers its sign-in", async ({ page, world }) => {
  await switchedOn(page.context().browser()!, world);
  await openPage(page, "/login/");
  await page.getByLabel("Username").fill(`someone@${world.domain.toUpperCase()}`);
  const offer = page.getByRole("status").filter({ hasText: `People at ${world.domain} can sign in through ${world.org}.` });
  await expect(offer).toBeVisible();
  await page.getByLabel("Username").fill("");
  const email = page.getByRole("region", { name: "Sign in with an emailed code" }).getByLabel("Email");
  await email.fill(world.existing.email);
  const emailOffer = page.getByRole("region", { name: "Sign in with an emailed code" }).getByRole("button", { name: `Sign in with ${world.org}` });
  await expect(emailOffer).toBeVisible();
  await checkA11y(page);
  await emailOffer.click();
  // An existing account at the domain, with the address verified by the provider: linked, and told by mail.
  const since = Date.now();
  await atProvider(page, world, "existing");
  await page.waitForURL(/\/my_projects\/$/);
  expect(await userLevel(page)).toBe(3);
  const me = await (await page.request.get("/api/usercheck/")).json();
  expect(me.userName).toBe(world.existing.username);
  const mail = await readMail(world.existing.email, since);
  expect(mail.subject).toMatch(/linked to your organisation's sign-in/);
});

it("refusals are shown on the page: an unverified address; a token from a tenant the organisation did not configure", async ({ page, world }) => {
  const admin = await switchedOn(page.context().browser()!, world);
  await openPage(page, "/login/");
  await page.getByRole("button", { name: `Sign in with ${world.org}` }).click();
  await atProvider(page, world, "unverified");
  await expect(alertOf(page)).toContainText("did not give this directory a verified email address");
  expect(await userLevel(page)).toBe(0);
  await checkA11y(page);
  await expect(page.getByRole("link", { name: "Back to the login page" })).toBeVisible();

  // nOAuth: as Microsoft Entra ID with one tenant, a token from another tenant carrying the
  // admin's address signs nobody in.
  await settings(admin, world, { kind: "entra", tenantIds: TENANT, clientSecret: "" });
  const stranger = await freshPage(page.context().browser()!);
  await openPage(stranger, "/login/");
  await stranger.getByRole("button", { name: `Sign in with ${world.org}` }).click();
  await atProvider(stranger, world, "stranger");
  await expect(alertOf(stranger)).toContainText(`does not belong to ${world.org}'s directory (tenant)`);
  expect(await userLevel(stranger)).toBe(0);
});

it("sign-in only through the provider: the password and the emailed code are refused for the domain, not for its admin", async ({ page, world }) => {
  await switchedOn(page.context().browser()!, world, { onlyThroughProvider: true });

  await signInOnScreen(page, world.existing.username, world.existing.password);
  await expect(page.getByText(`Accounts at ${world.domain} sign in through ${world.org}.`)).toBeVisible();
  expect(await userLevel(page)).toBe(0);
  await checkA11y(page);

  const email = page.getByRole("region", { name: "Sign in with an emailed code" }).getByLabel("Email");
  await email.fill(world.existing.email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`People at ${world.domain} sign in through ${world.org}: please use`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const orgAdmin = await freshPage(page.context().browser()!);
  await signInOnScreen(orgAdmin, world.orgAdmin.username, world.orgAdmin.password);
  await orgAdmin.waitForURL(/\/profile\/$/);
  expect(await userLevel(orgAdmin)).toBe(9);
});

it("switching the provider off ends its sessions; a provider that is down is said on the login page while passwords still work", async ({ page, world }) => {
  await switchedOn(page.context().browser()!, world);
  await openPage(page, "/login/");
  await page.getByRole("button", { name: `Sign in with ${world.org}` }).click();
  await atProvider(page, world, "new-person");
  await page.waitForURL(/\/my_projects\/$/);
  expect(await userLevel(page)).toBe(3);

  await world.provider.stop();
  try {
    const other = await freshPage(page.context().browser()!);
    await openPage(other, "/login/");
    await other.getByRole("button", { name: `Sign in with ${world.org}` }).click();
    await expect(alertOf(other)).toHaveText(`${world.org}'s sign-in is not answering just now. Please try again in a few minutes, or sign in another way.`);
    await checkA11y(other);
    await signInOnScreen(other, "member", DEMO_PASSWORD);
    await other.waitForURL(/\/profile\/$/);
    expect(await userLevel(other)).toBe(3);
  } finally {
    await world.provider.restart();
  }

  const admin = await freshPage(page.context().browser()!);
  await loginAs(admin, "admin");
  await openPage(admin, "/admin/?tab=organisations");
  const card = admin.getByRole("listitem", { name: `Organisation ${world.org}` });
  await card.getByRole("button", { name: `Switch off the sign-in of ${world.org}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Switch off" }).click();
  await expect(admin.getByText(`The sign-in of ${world.org} is off; its sessions ended.`)).toBeVisible();
  expect(await userLevel(page)).toBe(0);
});
