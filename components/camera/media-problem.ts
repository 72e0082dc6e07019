// What went wrong when asking for the camera and microphone, in the terms the help text uses.

export type MediaProblem = "insecure" | "denied" | "notFound" | "inUse" | "other";

export function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "notFound";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "inUse";
    default:
      return "other";
  }
}

/** getUserMedia exists only on secure pages (https, or localhost) of browsers that have it. */
export function canAskForMedia(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}
