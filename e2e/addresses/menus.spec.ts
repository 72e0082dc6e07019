import { test, expect as baseExpect, loginAs, PHONE, type Page } from "../fixtures";

// Menus are links: every entry of the desktop dropdowns and of the phone drawer is an <a href>
// that opens in a new tab on Ctrl-click, and a click right after hovering a dropdown leaves it
// open.

const expect = baseExpect.configure({ timeout: 20_000 });
// Sign-ins hash passwords at low priority: on a busy machine one can take minutes.
test.describe.configure({ timeout: 360_000 });

const ADMIN_MENU: Record<string, [string, string][]> = {
  Projects: [
    ["My Projects", "/my_projects/"],
    ["All Projects", "/all_projects/"],
    ["Open to join", "/opportunities/"],
    ["Overview", "/overview/"],
    ["People open to projects", "/people/"],
  ],
  Profile: [
    ["My Profile", "/profile/"],
    ["Messages", "/messages/"],
    ["Logout", "/logout/"],
  ],
  "Level 9": [
    ["Admin", "/admin/"],
    ["My Share", "/my_share/"],
    ["All Partners", "/all_partners/"],
    ["Camera Test", "/camera_test/"],
  ],
};

const trigger = (page: Page, group: string) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: group });

test("hovering a dropdown and then clicking it leaves it open; a second click closes it", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/profile/");
  for (const group of Object.keys(ADMIN_MENU)) {
    const first = ADMIN_MENU[group][0][0];
    await trigger(page, group).hover();
    await expect(page.getByRole("menuitem", { name: first })).toBeVisible();
    await trigger(page, group).click();
    // Still open well after the click (a closing menu would be gone within a frame or two).
    await page.waitForTimeout(600);
    await expect(page.getByRole("menuitem", { name: first })).toBeVisible();
    // The menu is now held open by that click: another click on it closes it.
    await trigger(page, group).click();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await page.mouse.move(5, 700);
    await page.waitForTimeout(400);
  }
});

test("every dropdown entry is a link with its address, and Ctrl-click opens it in a new tab", async ({ page, context }) => {
  await loginAs(page, "admin");
  await page.goto("/profile/");
  for (const [group, entries] of Object.entries(ADMIN_MENU)) {
    for (const [label, href] of entries) {
      await trigger(page, group).focus();
      await page.keyboard.press("Enter");
      const item = page.getByRole("menuitem", { name: label, exact: true });
      await expect(item).toBeVisible();
      expect(await item.evaluate((el) => el.tagName)).toBe("A");
      await expect(item).toHaveAttribute("href", href);
      const opened = context.waitForEvent("page");
      await item.click({ modifiers: ["ControlOrMeta"] });
      const tab = await opened;
      await tab.waitForLoadState("domcontentloaded");
      expect(new URL(tab.url()).pathname).toBe(href);
      await tab.close();
      // The page itself stayed where it was, and choosing the entry closed the menu.
      await expect(page).toHaveURL(/\/profile\/$/);
      await expect(page.getByRole("menu")).toHaveCount(0);
    }
  }
});

test("choosing a dropdown entry by keyboard still follows its link", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/profile/");
  await trigger(page, "Level 9").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Admin" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "My Share" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my_share\/$/);
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("on a phone every drawer entry is a link; a tap follows it and closes the drawer, Ctrl-click opens a tab", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "admin");
  await page.goto("/profile/");
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  for (const [group, entries] of Object.entries(ADMIN_MENU)) {
    await drawer.getByRole("button", { name: group }).click();
    for (const [label, href] of entries) {
      await expect(drawer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
  }
  const opened = context.waitForEvent("page");
  await drawer.getByRole("link", { name: "All Partners" }).click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe("/all_partners/");
  await tab.close();

  if (!(await drawer.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  if (!(await drawer.getByRole("link", { name: "My Share" }).isVisible())) await drawer.getByRole("button", { name: "Level 9" }).click();
  await drawer.getByRole("link", { name: "My Share" }).click();
  await expect(page).toHaveURL(/\/my_share\/$/);
  await expect(drawer).toHaveCount(0);
});
