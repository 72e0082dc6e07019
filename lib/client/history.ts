"use client";

// A screen's shareable state lives in its address. Entries are written with a null state,
// which Next's router takes over as its own: it keeps useSearchParams in step, and a Back to
// such an entry restores the page instead of reloading it.

/** The current address, to change and write back. */
export const currentUrl = () => new URL(window.location.href);

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/** A new history entry: Back returns to the address before it. */
export function pushUrl(url: URL) {
  if (url.href !== window.location.href) window.history.pushState(null, "", pathOf(url));
}

/** Changes the address of the current entry (Back still means the page before). */
export function replaceUrl(url: URL) {
  if (url.href !== window.location.href) window.history.replaceState(null, "", pathOf(url));
}

/** `url` with one parameter set, or removed when null or empty. */
export function withParam(url: URL, name: string, value: string | null): URL {
  const next = new URL(url);
  if (value === null || value === "") next.searchParams.delete(name);
  else next.searchParams.set(name, value);
  return next;
}

/** `url` with several parameters set or removed (see withParam). */
export function withParams(url: URL, values: Record<string, string | null>): URL {
  return Object.entries(values).reduce((next, [name, value]) => withParam(next, name, value), url);
}
