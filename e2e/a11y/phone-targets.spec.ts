import type { Page } from "@playwright/test";
import { expect, loginAs, test, toasts, type DemoUser } from "../fixtures";
import { apiPost } from "../projects/helpers";

// Every control a person taps on a phone (390 px) is at least 24 by 24 px and nothing lies over
// its middle (WCAG 2.5.8, 2.4.11), on the screens people use every day. Links inside a sentence
// are exempt, as the guideline says: they flow with the text. And a toast, which on a phone takes
// the bottom of the window, never hides the control that has focus.

const PHONE_390 = { width: 390, height: 844 };
const MIN_PX = 24;

type Problem = { control: string; width: number; height: number; coveredBy?: string };

/** The controls of the page that are too small or covered at their middle. */
async function smallOrCovered(page: Page): Promise<{ checked: number; problems: Problem[] }> {
  return page.evaluate((min) => {
    const describe = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""} "${(e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 40)}"`;
    const inSentence = (e: Element) => e.tagName === "A" && getComputedStyle(e).display === "inline" && !!e.parentElement?.closest("p, li, td, dd");
    const controls = Array.from(document.querySelectorAll<HTMLElement>('main button, main a[href], main select, main summary, main input:not([type="hidden"]), main [role="button"], header button, header a[href]'));
    const problems: Problem[] = [];
    let checked = 0;
    for (const control of controls) {
      const folded = control.closest("details:not([open])");
      const inFold = !!folded && control !== folded.querySelector(":scope > summary");
      if (inFold || control.closest("[hidden], [inert]") || control.getClientRects().length === 0 || inSentence(control)) continue;
      control.scrollIntoView({ block: "center", inline: "nearest" });
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      checked++;
      // A checkbox or radio counts with its label, which takes the tap too.
      const label = (control as HTMLInputElement).labels?.[0];
      const target = label && /checkbox|radio/.test((control as HTMLInputElement).type) ? label.getBoundingClientRect() : box;
      const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = middle && !control.contains(middle) && !middle.contains(control) && !(label && label.contains(middle)) ? describe(middle) : undefined;
      if (target.width < min - 0.5 || target.height < min - 0.5 || covered) {
        problems.push({ control: describe(control), width: Math.round(target.width), height: Math.round(target.height), coveredBy: covered });
      }
    }
    return { checked, problems };
  }, MIN_PX);
}

const SCREENS: { who: DemoUser; path: string; ready: RegExp }[] = [
  { who: "member", path: "/all_projects/", ready: /All Projects/ },
  { who: "member", path: "/opportunities/", ready: /Open to join/ },
  { who: "member", path: "/profile/", ready: /My Profile/ },
  { who: "lead", path: "/my_projects/", ready: /My Projects/ },
  { who: "lead", path: "/my_requests/", ready: /My Requests/ },
];

for (const screen of SCREENS) {
  test(`every control of ${screen.path} as ${screen.who} is at least 24 px and uncovered at 390 px`, async ({ page }) => {
    await page.setViewportSize(PHONE_390);
    await loginAs(page, screen.who);
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.ready })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const { checked, problems } = await smallOrCovered(page);
    expect(problems).toEqual([]);
    expect(checked, "controls measured").toBeGreaterThan(0);
  });
}

test("every control of a project's page is at least 24 px and uncovered at 390 px", async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  await loginAs(page, "lead");
  await page.goto("/my_projects/");
  await page.locator('main a[href^="/projects/"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { checked, problems } = await smallOrCovered(page);
  expect(problems).toEqual([]);
  expect(checked, "controls measured").toBeGreaterThan(0);
});

/** Whether the focused control and a shown toast overlap on screen. */
const focusedUnderToast = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement?.getBoundingClientRect();
    const shown = Array.from(document.querySelectorAll("[aria-label^='Notifications'] li"), (li) => li.getBoundingClientRect());
    return !!focused && shown.some((t) => focused.bottom > t.top && focused.top < t.bottom && focused.right > t.left && focused.left < t.right);
  });

test("a toast does not hide the control that keeps focus at the bottom of a phone's window", async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  await loginAs(page, "member");
  const name = `Toast clear ${Date.now().toString(36)}`;
  const saved = await apiPost(page, "/api/saved_searches/", { name, frequency: "weekly", criteria: { andOr: "OR", text: "airway" } });
  expect(saved.status).toBe(200);
  await page.goto("/profile/");
  const often = page.getByRole("region", { name: "Saved searches" }).getByRole("listitem", { name }).getByRole("combobox", { name: "How often" });
  await often.focus();
  // Its bottom edge on the window's: where the toast comes up.
  await often.evaluate((select) => window.scrollBy(0, select.getBoundingClientRect().bottom - window.innerHeight + 2));
  await often.selectOption("immediate");
  await expect(toasts(page).getByText("Saved search updated.")).toBeVisible();
  await expect(often).toBeFocused();
  // Cleared within a moment of the toast appearing (a toast stays for six seconds).
  await expect.poll(() => focusedUnderToast(page), { timeout: 1500 }).toBe(false);
  await expect(toasts(page).getByText("Saved search updated.")).toBeVisible();
});
