// Opens the camera and microphone (the chosen ones, or the browser's defaults). When one kind
// of device is missing, the other is still opened, so a laptop without a microphone can still
// test its camera.

export type Opened = { stream: MediaStream; missing: "camera" | "microphone" | null };

const want = (deviceId: string): MediaTrackConstraints | boolean => (deviceId ? { deviceId: { exact: deviceId } } : true);

export async function openMedia(cameraId: string, microphoneId: string): Promise<Opened> {
  const media = navigator.mediaDevices;
  try {
    return { stream: await media.getUserMedia({ video: want(cameraId), audio: want(microphoneId) }), missing: null };
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== "NotFoundError") throw error;
  }
  try {
    return { stream: await media.getUserMedia({ video: want(cameraId) }), missing: "microphone" };
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== "NotFoundError") throw error;
  }
  return { stream: await media.getUserMedia({ audio: want(microphoneId) }), missing: "camera" };
}

export function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The device a stream's track of that kind came from, "" when it has none. */
export function deviceOf(stream: MediaStream, kind: "video" | "audio"): string {
  const track = kind === "video" ? stream.getVideoTracks()[0] : stream.getAudioTracks()[0];
  return track?.getSettings().deviceId ?? "";
}
