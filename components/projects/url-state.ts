"use client";

// The page's shareable state lives in its address: the active search (see search-url.ts) and
// the open project or milestone (?project=ID, ?milestone=ID). The entries are written with a
// null state, which Next's router takes over as its own, so it keeps them in step and a Back to
// them restores the page instead of reloading it.

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

/** `url` with one parameter set, or removed when null. */
export function withParam(url: URL, name: string, value: string | null): URL {
  const next = new URL(url);
  if (value === null) next.searchParams.delete(name);
  else next.searchParams.set(name, value);
  return next;
}

export function exportCsvHref(scope: "all" | "own", q: string | null): string {
  const params = new URLSearchParams({ scope });
  if (q) params.set("q", q);
  return `/api/export_projects/?${params.toString()}`;
}
