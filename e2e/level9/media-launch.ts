import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";

// Launch options for the camera tests: the suite's own Chromium (../chromium.ts)
// plus Chromium's fake camera and microphone (a test pattern and a beep). `fakeUi` also
// accepts the permission prompt; without it the test decides the answer itself.

export function mediaLaunchOptions({ fakeUi }: { fakeUi: boolean }) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      // The level meter's AudioContext may start before any click in a test.
      "--autoplay-policy=no-user-gesture-required",
      ...(fakeUi ? ["--use-fake-ui-for-media-stream"] : []),
    ],
  };
}
