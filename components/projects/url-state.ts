export function exportCsvHref(scope: "all" | "own", q: string | null): string {
  const params = new URLSearchParams({ scope });
  if (q) params.set("q", q);
  return `/api/export_projects/?${params.toString()}`;
}
