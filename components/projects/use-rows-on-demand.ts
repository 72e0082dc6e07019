"use client";

import { startTransition, useCallback, useEffect, useState } from "react";

// Renders a long list a slice at a time: a screenful at first, then a slice whenever the browser
// is idle, and at once whenever the end of what is rendered comes near the window. Every row is
// there in the end (the browser's find-in-page sees them all), yet no moment of loading or
// scrolling renders more than a slice, so 1,000 projects never hold up a tap or a keystroke,
// on a slow phone too. Longer lists are windowed instead (WindowedProjectsList). Slices render as transitions, which React interrupts for input.
// `showAll` is for jumping to a row further down (a newly added project).
// The idle slices begin a moment after the whole list is there: the first seconds on the page are
// when a person reads the first rows and taps or scrolls, and rows far below can wait for them
// (scrolling still renders ahead at once).
const FIRST = 8;
// A slice small enough to commit (DOM, style, layout) well within a frame on a slow phone.
const STEP = 8;
/** how far below the window the end of the rendered rows may come before a slice is added */
const AHEAD = "0px 0px 50% 0px";
/** how long after the whole list is there the idle slices begin */
const SETTLE_MS = 3000;

export type RowsOnDemand = {
  count: number;
  showAll(): void;
  /** callback ref for an empty element placed after the rendered rows */
  endMarker(element: Element | null): void;
};

/** Runs `task` when the browser has nothing else to do (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/** `first`: how many to render at once (the rows the page came with, if any). */
export function useRowsOnDemand(total: number, first = FIRST): RowsOnDemand {
  const [count, setCount] = useState(first);
  const [marker, endMarker] = useState<Element | null>(null);
  const [settled, setSettled] = useState(false);
  const allShown = count >= total;
  useEffect(() => {
    if (settled || allShown) return;
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settled, allShown]);
  useEffect(() => {
    if (allShown) return;
    const addSlice = () => startTransition(() => setCount((c) => c + STEP));
    const cancelIdle = settled ? whenIdle(addSlice) : () => {};
    if (!marker) return cancelIdle;
    // A new observer for every slice: its first report says whether the end is still near.
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && addSlice(), { rootMargin: AHEAD });
    observer.observe(marker);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [marker, count, allShown, settled]);
  const showAll = useCallback(() => setCount(Number.MAX_SAFE_INTEGER), []);
  return { count: Math.min(count, total), showAll, endMarker };
}
