"use client";

import { useState } from "react";
import { lastFocused } from "./focus-tracker";

// Where focus goes when a dialog closes, by any means (a button, Escape, a success): the one rule
// every dialog of the app follows (ModalDialog, the menu drawer).
//
// 1. Back to the control that opened it.
// 2. When that control went away with a dialog that has closed too (Search → No Matches,
//    Change Password → Password Changed, an editor → its Delete confirmation), to wherever that
//    dialog returns focus, and so on down the chain.
// 3. When it has left the page (the row of a deleted milestone), to the heading of the nearest
//    region still there (the list's heading): focus on a heading makes a screen reader read it
//    out, so the person hears where they are.
//
// The opener is taken while the dialog renders, before anything in it takes focus (autoFocus
// does so before Radix's own open handler runs). Radix's fallback, with no trigger of its own,
// is the page itself: the next Tab then starts again at "Skip to content".

export type Opener = { element: HTMLElement; path: HTMLElement[] };
type Opened = { content: HTMLElement; opener: Opener | null };

/** The dialogs opened lately, so a control of a closed one can hand over to its opener. */
const opened: Opened[] = [];
const KEPT = 24;
const WAIT_FOR_ENABLED_MS = 2000;
const WATCH_MS = 5000;

function openerNow(): Opener | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body ? active : lastFocused();
  if (!element) return null;
  const path: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) path.push(node);
  return { element, path };
}

/** Follows the chain of closed dialogs to the opener still on the page, if any. */
function liveOpener(opener: Opener | null, depth = 0): Opener | null {
  if (!opener) return depth === 0 ? { element: headingNear([]), path: [] } : null;
  if (opener.element.isConnected) return opener;
  const holder = opened.findLast((d) => !d.content.isConnected && d.content.contains(opener.element));
  if (holder && depth < 8) {
    const earlier = liveOpener(holder.opener, depth + 1);
    if (earlier) return earlier;
  }
  return { element: headingNear(opener.path), path: [] };
}

/** The heading that names the nearest region of `path` still on the page; else the page's. */
function headingNear(path: HTMLElement[]): HTMLElement {
  for (let node: HTMLElement | null = path.find((n) => n.isConnected) ?? null; node; node = node.parentElement) {
    const id = node.getAttribute("aria-labelledby")?.split(" ")[0];
    const heading = id ? document.getElementById(id) : null;
    if (heading && /^H[1-6]$/.test(heading.tagName)) return heading;
  }
  return document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main") ?? document.body;
}

function place(element: HTMLElement, scroll: boolean) {
  // A heading (or <main>) takes focus from a script only with a tabindex.
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: !scroll });
}

/**
 * Focuses the opener; waits while it is disabled (its request still running); and if it then
 * leaves the page (the page re-rendered without it), moves on to the heading near where it was.
 */
function restore(opener: Opener) {
  const { element, path } = opener;
  // An empty path: the heading found in place of a control that is gone; brought into view.
  const scroll = path.length === 0;
  const started = Date.now();
  const attempt = () => {
    if (!element.isConnected) return place(headingNear(path), true);
    place(element, scroll);
    if (document.activeElement === element) {
      if (!scroll) watch(element, path);
    } else if (Date.now() - started < WAIT_FOR_ENABLED_MS) {
      requestAnimationFrame(attempt);
    } else if (!scroll) {
      // Still disabled, or hidden (the menu button once the window is wide): the region's heading.
      place(headingNear(path), true);
    }
  };
  attempt();
}

function watch(element: HTMLElement, path: HTMLElement[]) {
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    if (!document.activeElement || document.activeElement === document.body) place(headingNear(path), true);
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener("focusin", stop);
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("focusin", stop);
  const timer = setTimeout(stop, WATCH_MS);
}

/**
 * The handlers a Radix dialog's Content takes so that it follows the rule above. `open` is the
 * dialog's state; a dialog rendered only while open passes true.
 */
export function useFocusReturn(open: boolean) {
  const [opener, setOpener] = useState<Opener | null>(() => (open ? openerNow() : null));
  const [wasOpen, setWasOpen] = useState(open);
  // Read while rendering the opening: the commit that follows may move focus into the dialog.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(openerNow());
  }
  return {
    track(content: HTMLElement | null) {
      if (content && !opened.some((d) => d.content === content)) {
        opened.push({ content, opener });
        if (opened.length > KEPT) opened.shift();
      }
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const focused = document.activeElement;
      // Something took focus on purpose as this one closed (the next dialog, the row of a project
      // just added): leave it there. A parent dialog's own box holding focus does not count.
      if (focused && focused !== document.body && focused.getAttribute("role") !== "dialog") return;
      const target = liveOpener(opener);
      if (target) restore(target);
    },
  };
}
