import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

// Moves the focus with Tab (or Shift+Tab) only, as a keyboard user does, until `target` has
// it; fails if it never comes, which is exactly the defect these tests look for.
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reachable with ${backwards ? "Shift+" : ""}Tab`).toBeFocused();
}

export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}
