"use client";

import { startTransition, useCallback, useEffect, useState } from "react";

// Renders a long list in slices: the first screenful at once, the rest a slice per frame as a
// transition, which React interrupts for clicks and typing, so 2,000 projects never block the
// page. `showAll` is for jumping to the last row.
const FIRST = 40;
const STEP = 150;

export function useProgressiveCount(total: number): [number, () => void] {
  const [count, setCount] = useState(FIRST);
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((c) => c + STEP)));
    return () => cancelAnimationFrame(frame);
  }, [count, total]);
  const showAll = useCallback(() => setCount(Number.MAX_SAFE_INTEGER), []);
  return [Math.min(count, total), showAll];
}
