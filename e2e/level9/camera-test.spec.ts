import { test, expect as baseExpect, loginAs, checkA11y, PHONE, type Page } from "../fixtures";
import { mediaLaunchOptions } from "./media-launch";

// Screens wait on the user check and the calls; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// /camera_test/ with Chromium's fake devices and the permission prompt accepted.
test.use({ launchOptions: mediaLaunchOptions({ fakeUi: true }) });

/** The meter's value every 150 ms. */
async function meterValues(page: Page, samples: number) {
  const meter = page.getByRole("meter", { name: "Microphone level" });
  const values: number[] = [];
  for (let i = 0; i < samples; i++) {
    values.push(await meter.evaluate((m: HTMLMeterElement) => m.value));
    await page.waitForTimeout(150);
  }
  return values;
}

test("an admin sees the live camera preview, a moving microphone level and the devices, and can switch camera", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/camera_test/");
  await expect(page.getByRole("heading", { name: "Camera Test", level: 1 })).toBeVisible();

  const video = page.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/Live preview, \d+ × \d+ pixels/)).toBeVisible();

  // The fake microphone beeps: the meter must rise above silence and change.
  const meter = page.getByRole("meter", { name: "Microphone level" });
  await expect.poll(() => meter.evaluate((m: HTMLMeterElement) => m.value), { timeout: 30_000 }).toBeGreaterThan(0);
  const values = await meterValues(page, 20);
  expect(new Set(values).size).toBeGreaterThan(1);

  const camera = page.getByLabel("Camera", { exact: true });
  const microphone = page.getByLabel("Microphone", { exact: true });
  await expect(camera.locator("option")).not.toHaveCount(0);
  await expect(microphone.locator("option")).not.toHaveCount(0);
  const cameraNames = await camera.locator("option").allTextContents();
  expect(cameraNames.every((name) => name.trim().length > 0)).toBe(true);
  await checkA11y(page);

  // Switching re-opens the chosen device and the preview plays again.
  const options = await camera.locator("option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  const other = options.at(-1)!;
  await camera.selectOption(other);
  await expect(camera).toHaveValue(other);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
});

test("a camera test that leaves the page turns the camera off", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/all_partners/");
  await expect(page.getByRole("heading", { name: "All Partners" })).toBeVisible();
  // Navigate inside the app (no reload) so the page's own clean-up is what stops the tracks.
  await page.evaluate(() => {
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    const opened: MediaStreamTrack[] = [];
    (window as unknown as { opened: MediaStreamTrack[] }).opened = opened;
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      opened.push(...stream.getTracks());
      return stream;
    };
  });
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Level 9" }).click();
  await page.getByRole("menuitem", { name: "Camera Test" }).click();
  await expect(page.getByText(/Live preview/)).toBeVisible();
  await nav.getByRole("button", { name: "Level 9" }).click();
  await page.getByRole("menuitem", { name: "All Partners" }).click();
  await expect(page.getByRole("heading", { name: "All Partners" })).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { opened: MediaStreamTrack[] }).opened.map((t) => t.readyState));
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((s) => s === "ended")).toBe(true);
});

test("the camera test fits a phone screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, "admin");
  await page.goto("/camera_test/");
  await expect(page.getByText(/Live preview/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page);
});
