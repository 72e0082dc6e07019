"use client";

import { LevelGate } from "@/components/session/LevelGate";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { LEVEL } from "@/lib/levels";
import { DevicePicker } from "./DevicePicker";
import { LevelMeter } from "./LevelMeter";
import { MediaHelp } from "./MediaHelp";
import { useAudioLevel } from "./use-audio-level";
import { useCameraTest } from "./use-camera-test";
import { VideoPreview } from "./VideoPreview";

// /camera_test/ (level 9): is the camera and microphone of this device working?
export function CameraTestScreen() {
  return (
    <LevelGate minLevel={LEVEL.admin} title="Camera Test">
      <CameraTest />
    </LevelGate>
  );
}

function CameraTest() {
  const test = useCameraTest();
  const audio = useAudioLevel(test.stream);
  const hasMicrophone = !!test.stream && test.stream.getAudioTracks().length > 0;
  return (
    <section aria-labelledby="camera-title" className="flex flex-col gap-4">
      <div>
        <h1 id="camera-title" className="text-2xl font-semibold">
          Camera Test
        </h1>
        <p className="text-slate-700">
          Checks that this device&apos;s camera and microphone work in the browser. When asked, allow the site to use
          them. Nothing is recorded or sent anywhere.
        </p>
      </div>
      {test.problem ? (
        <MediaHelp problem={test.problem} onRetry={() => void test.start(test.cameraId, test.microphoneId)} />
      ) : test.starting && !test.stream ? (
        <Spinner label="Asking for the camera and microphone" />
      ) : null}
      {test.missing && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          No {test.missing} was found; the {test.missing === "camera" ? "microphone" : "camera"} is being tested on its own.
        </p>
      )}
      {test.stream && (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <VideoPreview stream={test.stream} />
          <div className="flex flex-col gap-4">
            <DevicePicker
              label="Camera"
              devices={test.cameras}
              value={test.cameraId}
              disabled={test.starting}
              onChange={(id) => void test.start(id, test.microphoneId)}
            />
            <DevicePicker
              label="Microphone"
              devices={test.microphones}
              value={test.microphoneId}
              disabled={test.starting}
              onChange={(id) => void test.start(test.cameraId, id)}
            />
            <LevelMeter audio={audio} available={hasMicrophone} />
            <div>
              <Button variant="secondary" onClick={() => void test.start(test.cameraId, test.microphoneId)} disabled={test.starting}>
                Restart the test
              </Button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
