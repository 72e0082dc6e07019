import { readFileSync } from "node:fs";
import type { Download, Locator } from "@playwright/test";
import { test, expect, loginAs, checkA11y, type Page } from "../fixtures";
import { apiPost, createProject, deleteProject, personId, signedInPage, uniqueName } from "../projects/helpers";

// "My contributions" in the browser (docs/product.md#my-contributions): a demo member finds a role
// they hold and one taken away from them on the profile, as a table at 1280 px and as cards at
// 390 px; reaches the downloads with the keyboard and saves the PDF (its text read back) and the
// CSV; axe finds nothing at either width.

test.describe.configure({ timeout: 180_000 });

const today = () => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Tabs forward from where focus is until `target` has it; fails when it never does. */
async function tabTo(page: Page, target: Locator, most = 300) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("the keyboard never reached the control");
}

async function saved(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

test("a member sees My contributions at 1280 and 390 px and downloads them as PDF and CSV", async ({ page, browser }) => {
  const editor = await signedInPage(browser, "editor");
  const lead = await personId(editor, "Priya Raman");
  const member = await personId(editor, "Tom Okafor");
  const held = uniqueName("Contributions held");
  const ended = uniqueName("Contributions ended");
  const heldId = await createProject(editor, held, [[lead, 1], [member, 3]]);
  const endedId = await createProject(editor, ended, [[lead, 1], [member, 5]]);
  // The member comes off the second project: it stays on their list, as ended.
  const off = await apiPost(editor, "/api/add_edit_project/", {
    id: endedId,
    version: 2,
    short_description: ended,
    long_description: `${ended}: a project made by an end-to-end test.`,
    start_date: "2026-01-05",
    expected_completion_date: null,
    status: 1,
    domains: { eml: [], rcoa: [] },
    people: [{ id: lead, role: 1 }],
  });
  expect(off.status).toBe(200);
  const day = today();

  try {
    await loginAs(page, "member");
    await page.goto("/profile/");
    const section = page.getByRole("region", { name: "My contributions" });
    const heldRow = section.getByRole("row", { name: escaped(held) });
    await expect(heldRow).toContainText("Contributor");
    await expect(heldRow).toContainText(`${day} – Ongoing`);
    await expect(heldRow).toContainText("Proposed");
    await expect(heldRow).toContainText("Priya Raman");
    const endedRow = section.getByRole("row", { name: escaped(ended) });
    await expect(endedRow).toContainText("Reviewer");
    await expect(endedRow).toContainText(`${day} – ${day}`);
    await expect(endedRow).toContainText("Ended");
    // The demo data's own roles are there too, with their project's dates.
    await expect(section.getByRole("row", { name: /Run pilot simulation sessions with core trainees at two sites/ })).toContainText("01/03/2025 – 30/09/2025");
    await checkA11y(page);

    const pdfLink = section.getByRole("link", { name: "Download PDF" });
    const csvLink = section.getByRole("link", { name: "Download CSV" });
    await tabTo(page, pdfLink);
    const [pdfDownload] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(pdfDownload.suggestedFilename()).toMatch(/^my-contributions-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { extractText, getDocumentProxy } = await import("unpdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await saved(pdfDownload))), { mergePages: true });
    const pdf = text.replace(/\s+/g, " ");
    expect(pdf).toContain("My contributions");
    expect(pdf).toContain("Tom Okafor");
    expect(pdf).toContain(`Generated ${day}`);
    expect(pdf).toContain(`${held} Project Role: Contributor Dates: ${day} – Ongoing Status: Proposed Lead: Priya Raman`);
    expect(pdf).toContain(`${ended} Project Role: Reviewer Dates: ${day} – ${day} Status: Ended Lead: Priya Raman`);

    await page.keyboard.press("Tab");
    await expect(csvLink).toBeFocused();
    const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(csvDownload.suggestedFilename()).toMatch(/^my-contributions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await saved(csvDownload);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString("utf8").split("\r\n");
    expect(lines[0]).toBe('\uFEFF"Type","Project","Milestone","Role","From","To","Status","Lead","URL"');
    expect(lines).toContainEqual(expect.stringContaining(`"Project","${held}","","Contributor","${day}","Ongoing","Proposed","Priya Raman"`));
    expect(lines).toContainEqual(expect.stringContaining(`"Project","${ended}","","Reviewer","${day}","${day}","Ended","Priya Raman"`));

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(section.getByRole("table")).toBeHidden();
    const card = section.getByRole("listitem", { name: escaped(ended) });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Reviewer");
    await expect(card).toContainText("Ended");
    await expect(card).toContainText("Priya Raman");
    await expect(section.getByRole("listitem", { name: escaped(held) })).toContainText(`${day} – Ongoing`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await csvLink.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(pdfLink).toBeFocused();
  } finally {
    await deleteProject(editor, heldId);
    await deleteProject(editor, endedId);
    await editor.context().close();
  }
});
