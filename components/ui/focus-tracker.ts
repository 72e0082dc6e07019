"use client";

// The last element that took focus. A button disabled while its request runs loses focus to
// <body>, so a dialog it then opens cannot read its opener from document.activeElement
// (focus-return.ts). Loaded with the page wherever a dialog may open, so it has seen that button.

let last: HTMLElement | null = null;

if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLElement) last = event.target;
  });
}

export const lastFocused = () => last;
