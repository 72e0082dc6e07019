"use client";

import { useEffect, useState } from "react";

const UPDATE_EVERY_MS = 100;

export type AudioLevel = {
  /** 0-100 */
  level: number;
  /** the browser holds audio until the person interacts with the page */
  suspended: boolean;
  resume(): void;
};

// The loudness of a stream's microphone, from a Web Audio AnalyserNode, updated ten times a
// second (often enough to see, rarely enough not to cost much).
export function useAudioLevel(stream: MediaStream | null): AudioLevel {
  const [level, setLevel] = useState(0);
  const [context, setContext] = useState<AudioContext | null>(null);
  const [suspended, setSuspended] = useState(false);

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const audio = new AudioContext();
    const source = audio.createMediaStreamSource(stream);
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (now - last < UPDATE_EVERY_MS) return;
      last = now;
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += ((s - 128) / 128) ** 2;
      // RMS of speech is around 0.05-0.3; scaled so talking fills most of the meter.
      setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)));
    };
    frame = requestAnimationFrame(tick);
    const onState = () => setSuspended(audio.state === "suspended");
    audio.addEventListener("statechange", onState);
    void Promise.resolve().then(() => {
      setContext(audio);
      onState();
    });
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener("statechange", onState);
      source.disconnect();
      void audio.close();
      setLevel(0);
    };
  }, [stream]);

  return { level, suspended: !!stream && suspended, resume: () => void context?.resume() };
}
