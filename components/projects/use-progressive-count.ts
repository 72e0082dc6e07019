"use client";

import { startTransition, useCallback, useEffect, useState } from "react";

// Renders a long list in slices: the first screenful at once, the rest a slice per frame as a
// transition, which React interrupts for clicks and typing, so 2,000 projects never block the
// page. It pauses while `paused` (a dialog is open): a dialog loaded on first use waits for a
// retry that React ranks below these transitions. `showAll` is for jumping to the last row.
const FIRST = 40;
// small slices keep each commit (DOM insertion and style) short
const STEP = 60;

export function useProgressiveCount(total: number, paused = false): [number, () => void] {
  const [count, setCount] = useState(FIRST);
  useEffect(() => {
    if (count >= total || paused) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((c) => c + STEP)));
    return () => cancelAnimationFrame(frame);
  }, [count, total, paused]);
  const showAll = useCallback(() => setCount(Number.MAX_SAFE_INTEGER), []);
  return [Math.min(count, total), showAll];
}
