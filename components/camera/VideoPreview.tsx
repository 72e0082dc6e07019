"use client";

import { useEffect, useRef, useState } from "react";

// The live picture. Muted (the sound is measured, not played back, which would howl) and
// playsInline so phones do not jump to full screen.
export function VideoPreview({ stream }: { stream: MediaStream | null }) {
  const video = useRef<HTMLVideoElement>(null);
  const [size, setSize] = useState<string | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  const hasVideo = !!stream && stream.getVideoTracks().length > 0;
  return (
    <figure className="flex flex-col gap-1">
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label="Camera preview"
        onLoadedMetadata={(e) => setSize(`${e.currentTarget.videoWidth} × ${e.currentTarget.videoHeight}`)}
        className="aspect-video w-full max-w-2xl rounded-lg bg-slate-900 object-contain"
      />
      <figcaption className="text-sm text-slate-700" aria-live="polite">
        {hasVideo ? (size ? `Live preview, ${size} pixels` : "Starting the preview ...") : "No camera picture"}
      </figcaption>
    </figure>
  );
}
