import { test, expect, loginAs } from "../fixtures";
import type { Project } from "../../lib/projects/types";

// The list stays usable with 2,000 projects: the first rows show at once, the rest follow in
// slices, and opening a project does not wait for the whole list. The answer of the list call
// is replaced in the browser, so the shared database is untouched. How long things take is the
// bench's to measure (docs/benchmarks.md), not a timed test's: on a busy machine a time limit
// here fails for reasons that are not the page's.

function syntheticProjects(count: number): Project[] {
  const person = (id: number, role: number) => ({
    id,
    name: `Person ${id}`,
    first_name: "Person",
    last_name: String(id),
    email: `person${id}@example.org`,
    role,
    role_display: role === 1 ? "Lead" : "Contributor",
  });
  return Array.from({ length: count }, (_, i) => ({
    id: 900000 + i,
    short_description: `Synthetic project ${i + 1}`,
    long_description: `A generated project, number ${i + 1}, to see the list cope with many rows.`,
    start_date: "2025-01-01",
    expected_completion_date: i % 2 ? "2026-12-31" : null,
    status: 1,
    status_display: "Proposed",
    version: 1,
    domains: { eml: [{ id: 15, description: "Simulation" }], rcoa: [{ id: 9, description: "General Anaesthesia" }] },
    people: [person(i * 3, 1), person(i * 3 + 1, 3)],
    milestones: [1, 2].map((n) => ({
      id: 900000 + i * 2 + n,
      project: 900000 + i,
      description: `Milestone ${n} of project ${i + 1}`,
      start_date: `2025-0${n}-01`,
      end_date: null,
      status: 1,
      status_display: "Proposed",
      looking_for: 30,
      looking_for_display: "Any",
      version: 1,
      domains: { eml: [], rcoa: [] },
      people: [person(i * 3 + 2, 1)],
    })),
  }));
}

// Runs alone (the "heavy" project in playwright.config.ts); the generous limits only stop a hang.
test.describe.configure({ timeout: 300_000 });

test("the list works with 2,000 projects: rows open while it arrives and far down once it is all there", async ({ page }) => {
  const projects = syntheticProjects(2000);
  await page.route("**/api/existing_projects/all/", (route) => route.fulfill({ json: { projects } }));
  await loginAs(page, "member");
  // CSS locators: role queries over 70,000 elements measure the test tool, not the page.
  const row = (n: number) => page.locator(`#project-${900000 + n - 1}`);
  const dialog = page.locator('[role="dialog"]');

  await page.goto("/all_projects/");
  await expect(row(1)).toBeVisible();

  // A row opens while the rest of the list is still arriving.
  await row(2).click();
  await expect(dialog).toContainText("Synthetic project 2");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // Every row is there in the end.
  await expect(page.locator('[role="row"][id^="project-"]')).toHaveCount(2000, { timeout: 180_000 });

  // With the whole list rendered, a row far down opens. The page is scrolled and the row clicked
  // directly: the tool's own waiting for a still layout over 70,000 elements is slow.
  await page.evaluate(() => document.getElementById("project-901999")?.scrollIntoView());
  await row(2000).dispatchEvent("click");
  await expect(dialog).toContainText("Synthetic project 2000");
});
