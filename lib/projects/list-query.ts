// What a projects page's link asks for: a search and a project or milestone to open. The search
// is readable (?text=…&status=1,2&andOr=and, see components/projects/search-url.ts); the older
// ?q=<criteria as JSON> is still accepted, so links already shared keep working.

/** The parameters that make up a search in a projects page's address. */
export const SEARCH_PARAMS = ["q", "text", "eml", "rcoa", "status", "milestoneStatus", "lookingFor", "needsReview", "organisation", "andOr"] as const;

export type ListQuery = {
  /** the link's search parameters (only those of SEARCH_PARAMS); null when it has none */
  search: Record<string, string> | null;
  project: number | null;
  milestone: number | null;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function listQuery(params: SearchParams): ListQuery {
  const search: Record<string, string> = {};
  for (const key of SEARCH_PARAMS) {
    const value = first(params[key]);
    if (value) search[key] = value;
  }
  return {
    search: Object.keys(search).length > 0 ? search : null,
    project: Number(first(params.project)) || null,
    milestone: Number(first(params.milestone)) || null,
  };
}
