"use client";

import { useEffect, type RefObject } from "react";

const GAP_PX = 8;

/** Scrolls the page just enough that the focused control is not behind `cover`. */
function clear(cover: HTMLElement) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || cover.contains(focused)) return;
  const over = cover.getBoundingClientRect();
  if (over.height === 0) return;
  const control = focused.getBoundingClientRect();
  const hidden = control.bottom > over.top && control.top < over.bottom && control.right > over.left && control.left < over.right;
  if (hidden) window.scrollBy({ top: control.bottom - over.top + GAP_PX });
}

/**
 * While toasts are shown at the bottom of the window (on a phone, across its whole width), the
 * control that has focus, or takes it next, is never behind them (WCAG 2.4.11): the page scrolls
 * up by the overlap. `shown` changes with each toast, so a new one is checked as it appears.
 */
export function useKeepFocusClear(cover: RefObject<HTMLElement | null>, shown: unknown): void {
  useEffect(() => {
    const element = cover.current;
    if (!element) return;
    const check = () => clear(element);
    // Each toast is put into the viewport a render after it is added, so the viewport grows
    // after this runs: checked again whenever its size changes.
    const frame = requestAnimationFrame(check);
    const resized = new ResizeObserver(check);
    resized.observe(element);
    document.addEventListener("focusin", check);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      document.removeEventListener("focusin", check);
    };
  }, [cover, shown]);
}
