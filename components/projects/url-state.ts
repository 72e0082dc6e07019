"use client";

// The page's shareable state lives in its address: `?q=` (the active search) and
// `?project=` (the open project). Replacing the entry keeps Back meaning "the previous page".
export function setUrlParam(name: "q" | "project", value: string | null) {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function exportCsvHref(scope: "all" | "own", q: string | null): string {
  const params = new URLSearchParams({ scope });
  if (q) params.set("q", q);
  return `/api/export_projects/?${params.toString()}`;
}
