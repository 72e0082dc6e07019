// The window width the server renders for, before the browser has measured its own: a phone's
// when the browser says it is a phone, so a phone gets the layout it keeps (stacked cards, the
// drawer) instead of the desktop one swapped out a moment after loading. The measured width
// replaces the guess as soon as the page runs (components/session/SessionProvider.tsx).

const PHONE = 390;
const DESKTOP = 1024;

export function looksLikePhone(headers: Headers): boolean {
  return headers.get("sec-ch-ua-mobile") === "?1" || /Mobi/.test(headers.get("user-agent") ?? "");
}

export function guessWindowWidth(headers: Headers): number {
  return looksLikePhone(headers) ? PHONE : DESKTOP;
}
