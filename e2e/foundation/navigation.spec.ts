import { test, expect, loginAs, quickAccess, checkA11y, PHONE, type DemoUser, type Page } from "../fixtures";

// The top navigation (docs/product.md#top-navigation) for each level, as a bar at desktop width
// and as a drawer on a phone.

const expected: Record<string, { groups: Record<string, string[]>; links: string[] }> = {
  anonymous: { groups: {}, links: ["Login"] },
  "quick-access visitor": { groups: { Projects: ["My Projects", "All Projects", "Open to join", "Overview"] }, links: ["Logout"] },
  member: {
    groups: { Projects: ["My Projects", "All Projects", "Open to join", "Overview"], Profile: ["My Profile", "Logout"] },
    links: [],
  },
  editor: {
    groups: { Projects: ["My Projects", "All Projects", "Open to join", "Overview", "People open to projects"], Profile: ["My Profile", "Messages", "Import projects", "Logout"] },
    links: [],
  },
  admin: {
    groups: {
      Projects: ["My Projects", "All Projects", "Open to join", "Overview", "People open to projects"],
      Profile: ["My Profile", "Messages", "Logout"],
      "Level 9": ["Admin", "My Share", "All Partners", "Camera Test"],
    },
    links: [],
  },
};

async function signIn(page: Page, who: string) {
  if (who === "anonymous") return;
  if (who === "quick-access visitor") await quickAccess(page, `nav-${Date.now().toString(36)}@northern-school.example`);
  else await loginAs(page, who as DemoUser);
}

for (const who of Object.keys(expected)) {
  test(`the menu bar shows what ${who} may open`, async ({ page }) => {
    await signIn(page, who);
    await page.goto("/all_projects/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const { groups, links } = expected[who];
    for (const link of links) await expect(nav.getByRole("link", { name: link })).toBeVisible();
    for (const [group, items] of Object.entries(groups)) {
      // Opened from the keyboard: what the menu holds is the point here. Opening by mouse is
      // checked on its own below.
      await nav.getByRole("button", { name: group }).focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem")).toHaveText(items);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }
    const allGroups = ["Projects", "Profile", "Level 9"];
    for (const absent of allGroups.filter((g) => !(g in groups))) {
      await expect(nav.getByRole("button", { name: absent })).toHaveCount(0);
    }
    // A visitor is told whose projects the list holds; members see every project, and no such line.
    const note = page.getByText("With quick access you see your organisation's projects.");
    await expect(note).toHaveCount(who === "quick-access visitor" ? 1 : 0);
  });

  test(`on a phone the drawer shows what ${who} may open`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, who);
    await page.goto("/all_projects/");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const { groups, links } = expected[who];
    // Entries are links (they were buttons before menus became links).
    for (const link of links) await expect(drawer.getByRole("link", { name: link, exact: true })).toBeVisible();
    for (const [group, items] of Object.entries(groups)) {
      await drawer.getByRole("button", { name: group }).click();
      for (const item of items) await expect(drawer.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await checkA11y(page);
  });
}

test("choosing a menu entry closes the menu and opens the page", async ({ page }) => {
  await loginAs(page, "editor");
  await page.goto("/profile/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" }).click();
  await page.getByRole("menuitem", { name: "All Projects" }).click();
  await expect(page).toHaveURL(/\/all_projects\/$/);
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("the menu opens on hover and closes after the pointer leaves", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/profile/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" }).hover();
  await expect(page.getByRole("menuitem", { name: "My Projects" })).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(page.getByRole("menu")).toBeHidden();
});

test("the menu works with the keyboard alone", async ({ page }) => {
  await loginAs(page, "member");
  await page.goto("/profile/");
  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "My Projects" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/all_projects\/$/);
});

test("an unknown path says we cannot find that page, with a link to the profile", async ({ page }) => {
  const response = await page.goto("/no/such/page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We cannot find that page" })).toBeVisible();
  await expect(page.getByRole("link", { name: /profile/i })).toHaveAttribute("href", "/profile/");
  await checkA11y(page);
});

test("the home page sends visitors to the login page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login\/$/);
  await checkA11y(page);
});
