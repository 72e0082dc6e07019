/** What a projects page's link asks for: a search (?q=, the criteria as JSON) and a project to open (?project=ID). */
export type ListQuery = { q: string | null; project: number | null };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function listQuery(params: SearchParams): ListQuery {
  return { q: first(params.q) ?? null, project: Number(first(params.project)) || null };
}
