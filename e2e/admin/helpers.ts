import { expect, readMail, type Page } from "../fixtures";

// Shortcuts for the admin journeys: calls made with the page's own cookies (as the screen
// would), unique names so parallel specs never meet, and redeeming an emailed set-password link.

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const NEW_PASSWORD = "Lighthouse-Orchard-Pebble-64";

async function csrf(page: Page): Promise<string> {
  if (!(await page.context().cookies()).some((c) => c.name === "csrftoken")) await page.request.get("/api/usercheck/");
  return (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
}

export async function apiPost<T = Record<string, unknown>>(page: Page, path: string, data: unknown): Promise<{ status: number; body: T }> {
  const res = await page.request.post(path, { data, headers: { "X-CSRFToken": await csrf(page) } });
  return { status: res.status(), body: (await res.json()) as T };
}

/** The set-password link of the newest invitation mail to `email` since `since`. */
export async function setPasswordLink(email: string, since: number): Promise<string> {
  const mail = await readMail(email, since, 20_000);
  expect(mail.subject).toBe("Set your Project Directory password");
  const link = mail.link ?? "";
  expect(link).toMatch(/\/set_password\/\?token=[\w-]+$/);
  return link;
}

/** An account made by the admin's API and its password set from the mailed link, ready to sign in. */
export async function makeAccount(adminPage: Page, otherPage: Page, level: number): Promise<{ username: string; id: number }> {
  const username = unique("e2e");
  const email = `${username}@example.org`;
  const since = Date.now();
  const created = await apiPost<{ id: number }>(adminPage, "/api/admin/accounts/", { action: "create", username, email, level });
  expect(created.status).toBe(200);
  const token = new URL(await setPasswordLink(email, since)).searchParams.get("token");
  const set = await apiPost(otherPage, "/api/auth/set_password/", { action: "set", token, password1: NEW_PASSWORD, password2: NEW_PASSWORD });
  expect(set.status).toBe(200);
  return { username, id: created.body.id };
}
