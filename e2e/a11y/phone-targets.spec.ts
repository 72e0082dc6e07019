import type { Page } from "@playwright/test";
import { expect, loginAs, test, type DemoUser } from "../fixtures";

// Every control a person taps on a phone (390 px) is at least 24 by 24 px and nothing lies over
// its middle (WCAG 2.5.8, 2.4.11), on the screens people use every day. Links inside a sentence
// are exempt, as the guideline says: they flow with the text.

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
