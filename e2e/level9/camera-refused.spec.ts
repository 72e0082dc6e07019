import { test, expect as baseExpect, loginAs, checkA11y } from "../fixtures";
import { mediaLaunchOptions } from "./media-launch";

// Screens wait on the user check and the calls; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// /camera_test/ when the person (or the browser's settings) refuses the camera and microphone.
test.use({ launchOptions: mediaLaunchOptions({ fakeUi: false }) });

test("refused access explains how to allow the camera in the site settings", async ({ page, context }) => {
  // No camera permission in this context and no fake prompt: the browser refuses the request.
  await context.clearPermissions();
  await loginAs(page, "admin");
  await page.goto("/camera_test/");
  const help = page.getByRole("alert").filter({ hasText: "Camera and microphone access is blocked" });
  await expect(help).toBeVisible();
  await expect(help).toContainText("Set Camera and Microphone to Allow");
  await expect(page.locator("video")).toHaveCount(0);
  await checkA11y(page);

  // Once allowed in the site settings, Try again starts the preview.
  await context.grantPermissions(["camera", "microphone"]);
  await help.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText(/Live preview, \d+ × \d+ pixels/)).toBeVisible();
});

test("a browser without camera support is told the page must be secure", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
  });
  await loginAs(page, "admin");
  await page.goto("/camera_test/");
  await expect(page.getByRole("alert").filter({ hasText: "This page cannot use the camera here" })).toContainText("https://");
});

test("no camera or microphone found says what to check", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Requested device not found", "NotFoundError"));
  });
  await loginAs(page, "admin");
  await page.goto("/camera_test/");
  await expect(page.getByRole("alert").filter({ hasText: "No camera or microphone was found" })).toContainText("Connect a camera");
});
