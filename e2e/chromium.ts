import { existsSync } from "node:fs";

// How the suite launches Chromium: Debian's own build where it is installed (CI installs it),
// else Playwright's; flags that keep a headless run quiet and free of background traffic.
// Shared by playwright.config.ts and the specs that launch a browser of their own.

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_PATH = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
