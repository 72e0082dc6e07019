import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Page } from "@playwright/test";
import { bcryptInput } from "../../lib/auth/password-format";
import { expect, withDatabase } from "../fixtures";

// Throwaway accounts for the sign-in tests: the suites share one database, so tests that change
// a password, turn on 2FA or add a passkey do it to an account nobody else uses. Accounts are
// written straight into the database (there is no account-creation call) in the app's own
// password format; a low bcrypt cost keeps set-up fast and verification reads the cost from the hash.

export type TestAccount = { id: number; username: string; email: string; password: string };

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
}

export async function createAccount(
  label: string,
  { level = 3, emailVerified = 2, password = `Tundra-Harbour-${uniqueSuffix()}` }: { level?: number; emailVerified?: number; password?: string } = {},
): Promise<TestAccount> {
  const username = `e2e-${label}-${uniqueSuffix()}`;
  const email = `${username}@accounts.example`;
  const hash = await bcrypt.hash(bcryptInput(password), 4);
  const id = await withDatabase(async (client) => {
    const result = await client.query<{ id: number }>(
      "INSERT INTO account (username, password_hash, email, email_verified, level) VALUES ($1, $2, $3, $4, $5) RETURNING id",
      [username, hash, email, emailVerified, level],
    );
    return result.rows[0].id;
  });
  return { id, username, email, password };
}

/** A made-up client address per test file, so per-IP limits of one file do not reach another. */
export function uniqueClientIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/**
 * Opens a page and waits until it is live: the menu appears once the page has hydrated and the
 * session check has answered (it is hidden while the level is unknown), so typing cannot race it.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelectorAll('nav[aria-label="Main"] a, nav[aria-label="Main"] button').length > 1);
}

/** Signs in through the login screen, as a person does. */
export async function signInOnScreen(page: Page, username: string, password: string, { remember = false } = {}) {
  await openPage(page, "/login/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Where the app's session says the browser stands, from /api/usercheck/. */
export async function userLevel(page: Page): Promise<number> {
  const res = await page.request.get("/api/usercheck/");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { userLevel: number }).userLevel;
}
