import type { Browser, Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { bcryptInput } from "../../lib/auth/password-format";
import { startTestProvider, type TestProvider } from "../../tests/helpers/oidc-test-provider";
import { checkA11y, expect, loginAs, readMail, test, withDatabase } from "../fixtures";
import { tabTo } from "../a11y/keyboard";
import { APP_SERVERS, serverUrl } from "../servers";
import { openPage, uniqueClientIp, uniqueSuffix, userLevel } from "./accounts";

// "Confirm it's you" (/sso/confirm/), in Chromium against the built app and a real provider
// (oidc-provider) on loopback: an editor (level 6) at the organisation's domain signs in through
// the provider for the first time; an account of that level is linked only once its owner proves
// it here with this directory's password. By keyboard alone, with axe, at 1280 and 390 px. The
// organisation, its domain and its accounts are this spec's own.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
// The cases share the organisation and its provider, not each other's state: each has an
// editor of its own.
test.describe.configure({ timeout: 180_000 });

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const suffix = uniqueSuffix();
const ORG = `Lakeside Trust ${suffix}`;
const DOMAIN = `lakeside-${suffix}.example`;
const editorAt = (name: string) => ({ sub: `${name}-${suffix}`, username: `lakeside-${name}-${suffix}`, email: `${name}@${DOMAIN}`, password: `Copper-Lantern-${name}-${suffix}` });
const EDITOR = editorAt("editor");
const PHONE_EDITOR = editorAt("phone-editor");
const EXPLANATION = `Your ${ORG} account has the same address as an account here. To link them, please confirm it is you once, with this directory's password or passkey. Until then nothing is linked.`;
const WRONG = "That did not match. Please try again.";

let provider: TestProvider;
let organisationId: number;

async function freshPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  return context.newPage();
}

/** The admin sets the organisation's sign-in up and switches it on (the screen is sso.spec.ts's subject). */
async function switchOnProvider(browser: Browser) {
  const page = await freshPage(browser);
  await loginAs(page, "admin");
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const post = async (body: Record<string, unknown>) => {
    const res = await page.request.post("/api/admin/identity_providers/", { data: { organisationId, ...body }, headers: { "X-CSRFToken": csrf } });
    expect(res.status(), await res.text()).toBe(200);
  };
  const { issuer, clientId, clientSecret } = provider;
  await post({ action: "save", kind: "generic", issuer, clientId, clientSecret, firstSignIn: "account", onlyThroughProvider: false, enforcesMfa: false });
  await post({ action: "enable" });
  await page.context().close();
}

/** From the login page by keyboard, through the provider's own pages, to "Confirm it's you". */
async function reachConfirmPage(page: Page, sub: string) {
  await openPage(page, "/login/");
  await tabTo(page, page.getByRole("button", { name: `Sign in with ${ORG}` }));
  await page.keyboard.press("Enter");
  // The provider's pages are its own, not this app's: filled as anyone would.
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/sso\/confirm\/$/);
  await expect(page.getByRole("heading", { name: "Confirm it's you", level: 1 })).toBeVisible();
}

const linksOf = (email: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ linked_by: string }>(
      "SELECT i.linked_by FROM account_identity i JOIN account a ON a.id = i.account_id WHERE a.email = $1",
      [email],
    );
    return rows;
  });

test.beforeAll(async ({ browser }) => {
  provider = await startTestProvider({
    // A case that fails goes on in a new worker, whose server is another.
    redirectUris: APP_SERVERS.map((index) => `${serverUrl(index)}/sso/callback/`),
    accounts: [EDITOR, PHONE_EDITOR].map((a) => ({ sub: a.sub, email: a.email, email_verified: true })),
  });
  organisationId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>("INSERT INTO organisation (name) VALUES ($1) RETURNING id", [ORG]);
    await client.query("INSERT INTO organisation_domain (domain, organisation_id) VALUES ($1, $2)", [DOMAIN, rows[0].id]);
    for (const a of [EDITOR, PHONE_EDITOR]) {
      await client.query("INSERT INTO account (username, password_hash, email, email_verified, level) VALUES ($1, $2, $3, 2, 6)", [
        a.username,
        await bcrypt.hash(bcryptInput(a.password), 4),
        a.email,
      ]);
    }
    return rows[0].id;
  });
  await switchOnProvider(browser);
});

test.afterAll(async () => {
  // Removing the organisation removes its provider, identities and sessions.
  await withDatabase((client) => client.query("DELETE FROM organisation WHERE id = $1", [organisationId]));
  await provider?.stop();
});

test("at 1280 px an editor confirms with the password by keyboard: a wrong one says so and keeps the focus in the box; the right one signs in and links", async ({ browser }) => {
  const page = await freshPage(browser, DESKTOP);
  await reachConfirmPage(page, EDITOR.sub);
  await expect(page.getByText(EXPLANATION)).toBeVisible();
  const box = page.getByLabel("Your password");
  // The page opens with the focus in the one box there is to fill.
  await expect(box).toBeFocused();
  expect(await userLevel(page)).toBe(0);
  await checkA11y(page);

  // A wrong password, sent with the button reached by Tab: the message is read out, the box is
  // emptied and has the focus again, marked and described by the message.
  await page.keyboard.type("not-the-password");
  await tabTo(page, page.getByRole("button", { name: "Confirm and link" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(WRONG)).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(WRONG);
  expect(await userLevel(page)).toBe(0);
  expect(await linksOf(EDITOR.email)).toEqual([]);
  await checkA11y(page);

  // The right one, sent with Enter in the box.
  const since = Date.now();
  await page.keyboard.type(EDITOR.password);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/my_projects\/$/);
  await expect(page.getByRole("heading", { name: /My Projects/, level: 1 })).toBeVisible();
  expect(await userLevel(page)).toBe(6);
  expect(await linksOf(EDITOR.email)).toHaveLength(1);
  expect((await readMail(EDITOR.email, since)).subject).toMatch(/linked to your organisation's sign-in/);
  await openPage(page, "/profile/");
  await expect(page.getByText(new RegExp(`Signed in with ${ORG}`))).toBeVisible();
  await page.context().close();
});

test("at 390 px the page reads the same and passes axe; an empty box is refused in place; the password by keyboard links", async ({ browser }) => {
  const page = await freshPage(browser, PHONE_390);
  await reachConfirmPage(page, PHONE_EDITOR.sub);
  await expect(page.getByText(EXPLANATION)).toBeVisible();
  const box = page.getByLabel("Your password");
  await expect(box).toBeFocused();
  // Nothing runs off the side at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
  await checkA11y(page);

  await page.keyboard.press("Enter");
  await expect(page.getByText("Please enter your password.")).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.type("Wrong-Guess-1");
  await page.keyboard.press("Enter");
  await expect(page.getByText(WRONG)).toBeVisible();
  await expect(box).toBeFocused();
  await checkA11y(page);

  await page.keyboard.type(PHONE_EDITOR.password);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/my_projects\/$/);
  expect(await userLevel(page)).toBe(6);
  expect(await linksOf(PHONE_EDITOR.email)).toHaveLength(1);
  await page.context().close();
});
