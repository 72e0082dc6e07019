import { activityQuerySchema } from "@/lib/activity/schemas";
import { NO_FILTER, type ActivityFilter } from "./ActivityFilters";

// The Messages screen's filters and page in its address, under the filter's own field names
// (?projectId=3&personId=7&from=2026-01-01&to=2026-02-01&page=2), so they survive a reload,
// Back and Forward and can be shared. Read field by field from NO_FILTER, so a filter field
// added there is carried too. A link the filter's own schema refuses shows the whole log.

export type ActivityView = { filter: ActivityFilter; page: number };

type Fields = Record<string, string | number | null>;

export function viewFromParams(params: URLSearchParams): ActivityView {
  const filter: Fields = { ...NO_FILTER };
  for (const [key, empty] of Object.entries(NO_FILTER as Fields)) {
    const raw = params.get(key);
    if (raw === null || raw === "") continue;
    filter[key] = typeof empty === "string" ? raw : /^[0-9]{1,10}$/.test(raw) ? Number(raw) : -1;
  }
  const pageText = params.get("page") ?? "1";
  const page = /^[0-9]{1,7}$/.test(pageText) ? Number(pageText) : -1;
  const checked = activityQuerySchema.safeParse({ ...filter, page });
  if (!checked.success) return { filter: NO_FILTER, page: 1 };
  return { filter: filter as ActivityFilter, page };
}

/** The parameters to set (a value) or remove (null) for this view. */
export function paramsFromView({ filter, page }: ActivityView): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(filter as Fields)) out[key] = value === null || value === "" ? null : String(value);
  out.page = page > 1 ? String(page) : null;
  return out;
}
