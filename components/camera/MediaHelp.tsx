import type { MediaProblem } from "./media-problem";

// What to do about each problem, in plain steps.
export function MediaHelp({ problem, onRetry }: { problem: MediaProblem; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
      {problem === "denied" && (
        <>
          <h2 className="text-lg font-semibold">Camera and microphone access is blocked</h2>
          <p>The browser was told not to let this site use your camera and microphone. To allow it:</p>
          <ol className="list-decimal pl-6">
            <li>Select the icon at the left of the address bar (a padlock, or sliders) to open the site settings.</li>
            <li>Set <strong>Camera</strong> and <strong>Microphone</strong> to <strong>Allow</strong>.</li>
            <li>Reload this page, or select Try again.</li>
          </ol>
          <p>
            On a phone, also check that the browser itself may use the camera and microphone in the phone&apos;s
            settings (for example Settings, then Privacy, then Camera).
          </p>
        </>
      )}
      {problem === "notFound" && (
        <>
          <h2 className="text-lg font-semibold">No camera or microphone was found</h2>
          <p>
            Connect a camera or headset (or switch on the built-in one), check that it is not turned off by a switch or
            key on the device, then select Try again.
          </p>
        </>
      )}
      {problem === "inUse" && (
        <>
          <h2 className="text-lg font-semibold">The camera or microphone could not be started</h2>
          <p>Another app (a video call, for example) may be using it. Close that app, then select Try again.</p>
        </>
      )}
      {problem === "insecure" && (
        <>
          <h2 className="text-lg font-semibold">This page cannot use the camera here</h2>
          <p>
            Browsers allow the camera and microphone only on secure pages. Open this site with an address starting
            with https://, or use an up-to-date browser.
          </p>
        </>
      )}
      {problem === "other" && (
        <>
          <h2 className="text-lg font-semibold">The camera test could not start</h2>
          <p>Please reload the page. If it happens again, try another browser.</p>
        </>
      )}
      {problem !== "insecure" && (
        <div>
          <button type="button" onClick={onRetry} className="rounded border border-amber-700 bg-white px-3 py-1 font-medium">
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
