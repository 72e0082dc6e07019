import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";
import { WORKERS } from "./e2e/servers";

// The end-to-end suite: e2e/global-setup.ts builds the app, starts it the way an operator does
// (the start script, on its own PostgreSQL, with the demo data: a server per worker, each on
// its own clock, and the job worker apart) and a real SMTP listener. Ports are chosen here,
// once, so the runner and its workers agree on them; each worker's baseURL is its server's
// (e2e/fixtures.ts).
process.env.E2E_PORT ??= String(30000 + Math.floor(Math.random() * 20000));
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const HEAVY = "**/many-projects.spec.ts";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-GB",
    timezoneId: "Europe/London",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: desktop, testIgnore: HEAVY },
    // Tests that load the machine on their own (thousands of rows in one page) run last and
    // alone: next to another worker they measure the neighbour, not the page.
    { name: "heavy", use: desktop, testMatch: HEAVY, dependencies: ["desktop"] },
  ],
});
