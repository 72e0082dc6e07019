import { existsSync } from "node:fs";

// Launch options for the camera tests: the suite's own Chromium flags (playwright.config.ts)
// plus Chromium's fake camera and microphone (a test pattern and a beep). `fakeUi` also
// accepts the permission prompt; without it the test decides the answer itself.

const SUITE_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CHROMIUM = "/usr/bin/chromium";

export function mediaLaunchOptions({ fakeUi }: { fakeUi: boolean }) {
  return {
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: [
      ...SUITE_ARGS,
      "--use-fake-device-for-media-stream",
      // The level meter's AudioContext may start before any click in a test.
      "--autoplay-policy=no-user-gesture-required",
      ...(fakeUi ? ["--use-fake-ui-for-media-stream"] : []),
    ],
  };
}
