import type { Page } from "@playwright/test";
import { checkA11y, expect, loginAs, PHONE, test, type DemoUser } from "../fixtures";

// axe (WCAG 2.2 AA) on every screen, for each level that sees it, at desktop and phone width.
// The dialogs are checked open at both widths by the dialog walk (dialog-walk.spec.ts).

test.describe.configure({ timeout: 180_000 });

type Screen = { path: string; ready: (page: Page) => Promise<void> };
const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  // Lists load after the heading; wait until no spinner is left.
  await expect(page.getByRole("status").filter({ hasText: /loading/i })).toHaveCount(0, { timeout: 20_000 });
};

const SIGNED_OUT: Screen[] = [
  { path: "/login/", ready: heading("Login") },
  { path: "/password_reset/", ready: heading(/password/i) },
  { path: "/email_login/?link_id=not-a-uuid", ready: async (page) => void (await page.waitForLoadState("networkidle")) },
  { path: "/no-such-page/", ready: async (page) => void (await expect(page.getByText("We cannot find that page")).toBeVisible()) },
  { path: "/logout/", ready: async (page) => void (await page.waitForLoadState("networkidle")) },
];

const BY_LEVEL: [DemoUser, Screen[]][] = [
  [
    "member",
    [
      { path: "/profile/", ready: heading("My Profile") },
      { path: "/my_projects/", ready: heading(/My Projects/) },
      { path: "/all_projects/", ready: heading(/All Projects/) },
      { path: "/opportunities/", ready: heading("Open to join") },
      { path: "/logout/", ready: async (page) => void (await expect(page.getByText("Are you sure you want to logout?")).toBeVisible()) },
    ],
  ],
  ["editor", [{ path: "/all_projects/", ready: heading(/All Projects/) }]],
  [
    "admin",
    [
      { path: "/messages/", ready: async (page) => void (await page.waitForLoadState("networkidle")) },
      { path: "/admin/", ready: async (page) => void (await page.waitForLoadState("networkidle")) },
      { path: "/my_share/", ready: async (page) => void (await page.waitForLoadState("networkidle")) },
      { path: "/all_partners/", ready: async (page) => void (await page.waitForLoadState("networkidle")) },
      { path: "/camera_test/", ready: async (page) => void (await page.waitForLoadState("networkidle")) },
    ],
  ],
];

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test(`signed-out screens pass axe at ${width} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const screen of SIGNED_OUT) {
      await page.goto(screen.path);
      await screen.ready(page);
      await checkA11y(page);
    }
  });

  for (const [user, screens] of BY_LEVEL) {
    test(`${user}'s screens pass axe at ${width} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, user);
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await checkA11y(page);
      }
    });
  }

  test(`the navigation menu, open, passes axe at ${width} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, "admin");
    await page.goto("/profile/");
    await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
    const opener = page.getByRole("button", { name: /menu|Projects/i }).first();
    await opener.click();
    await checkA11y(page);
  });
}
