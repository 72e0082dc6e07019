"use client";

// Where focus goes after an in-page action (Accept, Withdraw, Save, Check file, Still current):
// to what the action came to (the sentence that says what happened, the error summary of a form
// that failed, the next request to decide) or, when that is not there, to a heading near it. The
// one rule for actions, as focus-return.ts is the one rule for dialogs. Without it, the button
// that was disabled while its request ran gives focus up to <body>, and the next Tab starts again
// at the top of the page.

const WAIT_MS = 2000;

type Target = HTMLElement | string | null | undefined | (() => HTMLElement | null | undefined);

function resolve(target: Target): HTMLElement | null {
  if (typeof target === "function") return target() ?? null;
  if (typeof target === "string") return document.getElementById(target);
  return target ?? null;
}

/**
 * On the page, shown, enabled, and not behind a modal dialog (Radix hides the rest of the page
 * with aria-hidden while one is open): a result put there as its dialog closes is focused once
 * the dialog has gone and given focus back, not pulled back into the dialog meanwhile.
 */
function focusable(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    !(element as HTMLButtonElement).disabled &&
    element.getClientRects().length > 0 &&
    !element.closest("[aria-hidden='true'], [inert]")
  );
}

/**
 * Focuses `target` (an element, an id, or a function that finds one) as soon as it is on the
 * page, shown and enabled (and no modal dialog hides it), for up to two seconds: the result of
 * an action is often rendered a frame after the answer arrives. An element that cannot take focus by itself (a sentence, a
 * heading) is given tabindex="-1". A fallback (a heading) is used when the target never shows.
 */
export function focusResult(target: Target, fallback?: Target): void {
  if (typeof document === "undefined") return;
  const started = performance.now();
  const attempt = () => {
    const element = resolve(target);
    if (element && focusable(element)) return place(element);
    if (performance.now() - started < WAIT_MS) return void requestAnimationFrame(attempt);
    const other = resolve(fallback);
    if (other?.isConnected) place(other);
  };
  attempt();
}

function place(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/**
 * A ref for a result that appears on the page after an action: it takes focus when it is put
 * there. A result that should take focus again for a second outcome is given a new `key`.
 */
export function takeFocus(element: HTMLElement | null): void {
  if (element) focusResult(element);
}
