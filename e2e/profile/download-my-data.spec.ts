import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { test, expect, loginAs, checkA11y, readMail, toasts, withDatabase } from "../fixtures";
import { apiPost, unique } from "../admin/helpers";

// "Download my data" in Chromium at 390 px, by keyboard (docs/product.md#download-my-data): the
// demo member asks on the profile, sees it prepared by the worker, downloads the ZIP (unzipped
// here: the JSON names them), and the mailed link, used again, says it was used. axe passes on the
// profile and on the link's page. An administrator exports a person without an account from
// People at 1280 px, and the mailed link gives the administrator that person's data.

test.describe.configure({ timeout: 180_000 });

const MEMBER = "member@example-hospital.org";

test("a member prepares and downloads their data on the profile, and the mailed link then refuses", async ({ page }) => {
  await withDatabase((db) => db.query(`DELETE FROM data_export WHERE requested_by_id = (SELECT id FROM account WHERE username = 'member')`));
  await page.setViewportSize({ width: 390, height: 800 });
  const since = Date.now();
  await loginAs(page, "member");
  await page.goto("/profile/");
  const section = page.getByRole("region", { name: "Download my data" });
  const prepare = section.getByRole("button", { name: "Prepare my data" });
  await expect(prepare).toBeVisible();
  await checkA11y(page);

  await prepare.focus();
  await page.keyboard.press("Enter");
  // The button has gone: focus is on what the section now says, not on the page.
  await expect(section.getByText(/^(We are preparing your data\. We will email you when it is ready to download\.|Your data is ready)/)).toBeVisible();
  expect(await section.evaluate((region) => region.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);
  await expect(section.getByText(/^Your data is ready \(\d+ KB\)\. Download it before \d\d\/\d\d\/\d{4}, \d\d:\d\d\.$/)).toBeVisible({ timeout: 90_000 });
  await checkA11y(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const download = section.getByRole("button", { name: "Download", exact: true });
  await download.focus();
  const saved = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(readFileSync(await file.path()));
  expect(Object.keys(files).sort()).toEqual(["README.txt", "my-data.json"]);
  const data = JSON.parse(strFromU8(files["my-data.json"]));
  expect(data.accounts).toEqual([expect.objectContaining({ username: "member", email: MEMBER })]);
  expect(data.people).toEqual([expect.objectContaining({ email: MEMBER })]);
  await expect(section.getByRole("status")).toHaveText("Your data has been downloaded. The link cannot be used again.");
  await expect(section.getByRole("status")).toBeFocused();

  // The mail says it is ready; its link, used now, is refused.
  const mail = await readMail(MEMBER, since, 60_000, /your data is ready/);
  const link = new URL(mail.text.match(/(https?:\/\/\S+\/download_my_data\/\?token=[\w-]+)/)![1]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Download my data" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  await expect(page.getByText("This download link has already been used. Please ask for your data again.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("an administrator exports a person without an account from People and downloads it from the mail", async ({ page }) => {
  await loginAs(page, "admin");
  const last = unique("Exported");
  const email = `${last.toLowerCase()}@example.org`;
  const saved = await apiPost<{ id: number }>(page, "/api/add_edit_person/", { id: null, person: { first_name: "Noor", last_name: last, email } });
  expect(saved.status).toBe(200);

  const since = Date.now();
  await page.goto("/admin/?tab=people");
  await page.getByLabel("Search people").fill(last);
  const exportButton = page.getByRole("button", { name: `Export data of Noor ${last}` });
  await exportButton.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText(`Preparing the data of Noor ${last}. We will email you when it is ready to download.`)).toBeVisible();
  await expect(exportButton).toBeFocused();
  await checkA11y(page);

  const mail = await readMail("admin@example.org", since, 90_000, /your data is ready/);
  expect(mail.text).toContain(`The data of Noor ${last} that you asked for is ready to download.`);
  const link = new URL(mail.text.match(/(https?:\/\/\S+\/download_my_data\/\?token=[\w-]+)/)![1]);
  await page.goto(link.pathname + link.search);
  await checkA11y(page);
  const saving = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const files = unzipSync(readFileSync(await (await saving).path()));
  const data = JSON.parse(strFromU8(files["my-data.json"]));
  expect(data.accounts).toEqual([]);
  expect(data.people).toEqual([expect.objectContaining({ firstName: "Noor", lastName: last, email })]);
});
