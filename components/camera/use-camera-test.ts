"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { canAskForMedia, problemOf, type MediaProblem } from "./media-problem";
import { deviceOf, openMedia, stopStream } from "./open-media";

export type CameraTest = {
  stream: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  missing: "camera" | "microphone" | null;
  problem: MediaProblem | null;
  starting: boolean;
  /** (Re)opens the devices; "" means the browser's default. */
  start(cameraId?: string, microphoneId?: string): Promise<void>;
};

async function listDevices() {
  const all = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: all.filter((d) => d.kind === "videoinput"),
    microphones: all.filter((d) => d.kind === "audioinput"),
  };
}

// Asks for the camera and microphone when the page opens, lists the devices (their names are
// only given once access is allowed), switches device on request, and stops every track when
// the page is left, so the camera light goes off.
export function useCameraTest(): CameraTest {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }>({ cameras: [], microphones: [] });
  const [chosen, setChosen] = useState({ cameraId: "", microphoneId: "" });
  const [missing, setMissing] = useState<CameraTest["missing"]>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [starting, setStarting] = useState(true);
  const current = useRef<MediaStream | null>(null);
  // Each start has a number; an answer to an older start is stopped and ignored.
  const latest = useRef(0);

  const start = useCallback(async (cameraId = "", microphoneId = "") => {
    const attempt = ++latest.current;
    await Promise.resolve();
    if (!canAskForMedia()) {
      setProblem("insecure");
      setStarting(false);
      return;
    }
    setStarting(true);
    stopStream(current.current);
    current.current = null;
    try {
      const opened = await openMedia(cameraId, microphoneId);
      if (attempt !== latest.current) return stopStream(opened.stream);
      current.current = opened.stream;
      setStream(opened.stream);
      setMissing(opened.missing);
      setProblem(null);
      setChosen({ cameraId: deviceOf(opened.stream, "video"), microphoneId: deviceOf(opened.stream, "audio") });
      setDevices(await listDevices());
    } catch (error) {
      if (attempt !== latest.current) return;
      setStream(null);
      setProblem(problemOf(error));
    } finally {
      if (attempt === latest.current) setStarting(false);
    }
  }, []);

  /** Makes any start still under way stop and ignore its answer. */
  const cancelPending = useCallback(() => {
    latest.current += 1;
  }, []);

  useEffect(() => {
    // Started from a microtask, not the effect body, as it sets state when the devices answer.
    let active = true;
    void Promise.resolve().then(() => (active ? start() : undefined));
    const media = canAskForMedia() ? navigator.mediaDevices : null;
    const onDeviceChange = () => void listDevices().then(setDevices);
    media?.addEventListener("devicechange", onDeviceChange);
    const stop = () => stopStream(current.current);
    window.addEventListener("pagehide", stop);
    return () => {
      active = false;
      cancelPending();
      media?.removeEventListener("devicechange", onDeviceChange);
      window.removeEventListener("pagehide", stop);
      stop();
      current.current = null;
    };
  }, [start, cancelPending]);

  return { stream, ...devices, ...chosen, missing, problem, starting, start };
}
