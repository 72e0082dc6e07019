import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import type { CapturedMail } from "../tests/helpers/smtp-capture";
import { serverOf, serverUrl } from "./servers";

// What every end-to-end spec needs: its worker's server, signing in as a demo account, the mails
// the app sent, an accessibility check, the server's clock and (for setting up unusual states)
// the app's database.

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Anaesthesia-Demo-2026";
export type DemoUser = "admin" | "editor" | "lead" | "member";

/**
 * The first request of a sign-in, which sets the CSRF cookie. It may go out on a kept-alive
 * connection the server closes at that moment (after a long step at a provider's pages); a
 * browser sends such a request again, so this does too (Playwright retries only ECONNRESET).
 */
const firstRequest = (page: Page) => page.request.get("/api/usercheck/", { maxRetries: 2 });

/** Signs in through the real API in the page's browser context (fast, same cookies). */
export async function loginAs(page: Page, username: DemoUser | string, password = DEMO_PASSWORD) {
  await firstRequest(page);
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === "csrftoken")?.value ?? "";
  const res = await page.request.post("/api/login/", {
    data: { username, password, remember_me: false },
    headers: { "X-CSRFToken": csrf },
  });
  expect(res.status(), `sign-in as ${username}`).toBe(200);
}

/** Signs in by quick access (level 2): the emailed code for an address of a partner's domain. */
export async function quickAccess(page: Page, email: string) {
  await firstRequest(page);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value ?? "";
  const since = Date.now();
  const asked = await page.request.post("/api/auth/email_domain_login/", {
    data: { email },
    headers: { "X-CSRFToken": await csrf() },
  });
  expect(asked.status(), `code request for ${email}`).toBe(200);
  const { code } = await readMail(email, since);
  const confirmed = await page.request.post("/api/auth/confirm_email_login/", {
    data: { code, email },
    headers: { "X-CSRFToken": await csrf() },
  });
  expect(confirmed.status(), `quick access for ${email}`).toBe(200);
}

export type Mail = CapturedMail;

/**
 * Waits for the newest mail to `to` that arrived after `since` (ms epoch), and whose subject
 * matches `about` when given: a demo account's mailbox also gets the worker's scheduled mails
 * (a review reminder to a lead) at times no spec controls.
 */
export async function readMail(to: string, since = 0, timeoutMs = 10_000, about?: RegExp): Promise<Mail> {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error("E2E_MAIL_FILE is not set: run through playwright.config.ts");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CapturedMail)
      .filter((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= since && (!about || about.test(m.subject)));
    const mail = mails.at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/**
 * axe with the WCAG 2.2 AA rule set; fails listing every violation and where it is. Three rules
 * axe leaves out of those tags by default are run too: target size (2.5.8, off by default),
 * label in name (2.5.3, marked experimental) and a name for every dialog and popover.
 */
export async function checkA11y(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  // `within`: only that part of the page (an open dialog), when the page around it is checked
  // elsewhere; a long list beside it would only slow the check down.
  if (within) builder.include(within);
  const results = await builder
    .options({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      rules: { "target-size": { enabled: true }, "label-content-name-mismatch": { enabled: true }, "aria-dialog-name": { enabled: true } },
    })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Runs SQL against the app's database (for states no screen can create quickly). */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const PHONE = { width: 375, height: 740 };

/**
 * The toasts that say what a change did (components/ui/Toaster.tsx). Look for a message in here:
 * while Radix announces it, the page holds its text twice, once out of sight.
 */
export const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/**
 * The app's clock on this worker's server (lib/clock.ts reads the offset file on every call): a
 * spec moves time on instead of waiting or writing rows dated in the past. Back to the real
 * time after each test.
 */
export class AppClock {
  constructor(private readonly file: string) {}

  private get offsetMs(): number {
    return Number(readFileSync(this.file, "utf8")) || 0;
  }

  /** Milliseconds since the epoch, as the server reads its clock now. */
  ms(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the server's time on by `ms`. */
  advance(ms: number): void {
    writeFileSync(this.file, String(this.offsetMs + ms));
  }

  /** From here on the server's time reads `at`, and runs on from there. */
  set(at: number): void {
    writeFileSync(this.file, String(at - Date.now()));
  }

  reset(): void {
    writeFileSync(this.file, "0");
  }
}

export const test = base.extend<{ clock: AppClock }>({
  // Each worker talks to its own server (e2e/servers.ts).
  baseURL: async ({}, provide, testInfo) => provide(serverUrl(testInfo.parallelIndex)),
  clock: async ({}, provide, testInfo) => {
    const clock = new AppClock(serverOf(testInfo.parallelIndex).clockFile);
    await provide(clock);
    clock.reset();
  },
});
export { expect };
export type { Page };
