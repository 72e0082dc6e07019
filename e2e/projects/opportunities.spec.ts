import { test, expect, loginAs, checkA11y, toasts, type Page } from "../fixtures";
import { apiPost, createProject, deleteProject, personId, signedInPage, uniqueName } from "./helpers";

// Open to join (docs/product.md#open-to-join): a trainee opens it from the menu, narrows it to
// the stage wanted and a word, asks to join a milestone from the list itself, sees the request
// waiting there, and withdraws it, by keyboard, on a desktop and on a phone.

test.describe.configure({ timeout: 180_000 });

const VIEWPORTS = [
  { label: "desktop", width: 1280, height: 800 },
  { label: "phone", width: 390, height: 800 },
] as const;

/** Opens Open to join from the Projects menu: the bar's dropdown, or the phone's drawer. */
async function openFromMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Projects" }).click();
    await drawer.getByRole("link", { name: "Open to join", exact: true }).focus();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Open to join" }).focus();
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/opportunities\/$/);
}

const ukToday = () => new Date().toLocaleDateString("en-GB", { timeZone: "Europe/London" });

for (const viewport of VIEWPORTS) {
  test(`${viewport.label} (${viewport.width} px): a trainee filters Open to join, asks from the list and withdraws, by keyboard`, async ({ page, browser }) => {
    const phone = viewport.width < 600;
    const editor = await signedInPage(browser, "editor");
    const lead = await personId(editor, "Priya Raman");
    const name = uniqueName("Board e2e");
    const id = await createProject(editor, name, [[lead, 1]]);
    const lists = await apiPost<{ eml: { id: number; description: string }[]; rcoa: { id: number; description: string }[] }>(editor, "/api/get_all_project_domains/", { get_status: true });
    const [eml, rcoa] = [lists.body.eml[0], lists.body.rcoa[0]];
    const milestone = async (description: string, looking_for: number, domains = { eml: [] as number[], rcoa: [] as number[] }) => {
      const made = await apiPost<{ milestone: { id: number } }>(editor, "/api/add_edit_milestone/", { project: id, description, start_date: "2026-04-01", end_date: "2099-03-31", status: 1, looking_for, domains });
      expect(made.status).toBe(200);
      return made.body.milestone.id;
    };
    const higher = `${name} higher trainees wanted`;
    const core = `${name} core trainees wanted`;
    const higherId = await milestone(higher, 20, { eml: [eml.id], rcoa: [rcoa.id] });
    await milestone(core, 10);
    expect((await apiPost(editor, "/api/interest/places/", { milestone: higherId, places: 3 })).status).toBe(200);

    try {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await loginAs(page, "member");
      await page.goto("/my_projects/");
      await openFromMenu(page, phone);
      await expect(page.getByRole("heading", { level: 1, name: "Open to join" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      // The stage wanted, then a word: both go into the address, and a reload keeps them.
      const stage = page.getByLabel("Stage wanted");
      await stage.focus();
      await stage.selectOption({ label: "Higher trainees" });
      await expect(page).toHaveURL(/[?&]stage=20(&|$)/);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Search text")).toBeFocused();
      await page.keyboard.type(name);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(name).replace(/%20/g, "(\\+|%20)")}`));
      const list = page.getByRole("list", { name: "Milestones open to join, soonest first" });
      const item = list.getByRole("listitem", { name: higher });
      await expect(item).toBeVisible();
      await expect(list.getByRole("listitem", { name: core })).toHaveCount(0);
      await expect(page.getByText("1 milestone matches these filters.")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Stage wanted")).toHaveValue("20");
      await expect(page.getByLabel("Search text")).toHaveValue(name);
      await expect(item).toBeVisible();
      await expect(item.getByText("Wanted: Higher trainees")).toBeVisible();
      await expect(item.getByText("01/04/2026 - 31/03/2099")).toBeVisible();
      await expect(item.getByText("3 places left")).toBeVisible();
      await expect(item.getByRole("list", { name: "EML domains" }).getByText(eml.description)).toBeVisible();
      await expect(item.getByRole("list", { name: "RCoA domains" }).getByText(rcoa.description)).toBeVisible();
      await expect(item.getByRole("link", { name })).toHaveAttribute("href", `/projects/${id}/`);
      // Nothing wider than the screen, on a phone too.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await checkA11y(page);

      // One step from the list: the form, the stage, send.
      const ask = item.getByRole("button", { name: `I'm interested: ${higher}` });
      await ask.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "I'm interested" });
      await expect(dialog.getByText("The milestone's lead will see your name and email address.")).toBeVisible();
      await dialog.getByLabel("Stage").focus();
      await dialog.getByLabel("Stage").selectOption({ label: "Higher trainee" });
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: "Send request" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog.getByText("Waiting for the lead")).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();

      // The list says so in place; focus is on the milestone's heading, which is read out.
      await expect(item.getByText(`You asked on ${ukToday()} — Waiting for the lead`)).toBeVisible();
      await expect(item.getByRole("heading", { name: higher })).toBeFocused();
      await expect(item.getByRole("button", { name: /I'm interested/ })).toHaveCount(0);
      await checkA11y(page);

      // Withdraw, by keyboard: said once, and focus goes to the item's new "I'm interested".
      await page.keyboard.press("Tab");
      await expect(item.getByRole("link", { name })).toBeFocused();
      await page.keyboard.press("Tab");
      const withdraw = item.getByRole("button", { name: `Withdraw request: ${higher}` });
      await expect(withdraw).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toasts(page).getByText("Your request was withdrawn.")).toHaveCount(1);
      const interested = item.getByRole("button", { name: `I'm interested: ${higher}` });
      await expect(interested).toBeFocused();
      await expect(item.getByText(/You asked on/)).toHaveCount(0);

      if (!phone) {
        // A member can be emailed when new milestones match these filters.
        await page.getByRole("button", { name: "Email me when new milestones match" }).click();
        await expect(page.getByLabel("Name of this search")).toHaveValue(name);
        await page.getByRole("button", { name: "Save search" }).click();
        // Said once, where it happened; focus back on the button.
        await expect(page.getByRole("status").filter({ hasText: "Search saved. We will email you when new milestones match it." })).toBeVisible();
        await expect(toasts(page).getByText("Search saved.")).toHaveCount(0);
        await expect(page.getByRole("button", { name: "Email me when new milestones match" })).toBeFocused();
      }

      // Clearing the filters: the whole list again, and focus on the page's heading.
      await page.getByRole("button", { name: "Clear filters" }).first().click();
      await expect(page).toHaveURL(/\/opportunities\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Open to join" })).toBeFocused();
      await expect(page.getByLabel("Search text")).toHaveValue("");
      await expect(list.getByRole("listitem", { name: core })).toBeVisible();
      await checkA11y(page);
    } finally {
      await deleteProject(editor, id);
    }
  });
}
