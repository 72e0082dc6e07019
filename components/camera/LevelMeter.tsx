import { useId } from "react";
import { Button } from "@/components/ui/Button";
import type { AudioLevel } from "./use-audio-level";

// The microphone level as a native <meter>, named by its label for screen readers.
export function LevelMeter({ audio, available }: { audio: AudioLevel; available: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        Microphone level
      </label>
      <meter id={id} min={0} max={100} low={5} high={85} optimum={40} value={audio.level} className="h-6 w-full max-w-2xl">
        {audio.level}%
      </meter>
      <p className="text-sm text-slate-700">
        {available ? "Speak: the bar should move with your voice." : "No microphone is open."}
      </p>
      {audio.suspended && (
        <div>
          <Button variant="secondary" onClick={audio.resume}>
            Start the level meter
          </Button>
        </div>
      )}
    </div>
  );
}
