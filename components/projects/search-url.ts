import { SEARCH_PARAMS } from "@/lib/projects/list-query";
import { criteriaFromForm, criteriaFromQuery, type SearchCriteria } from "./search-criteria";

// A project search in the page's address, in a form people can read and edit:
//   ?text=airway&eml=3,7&rcoa=2&status=1&milestoneStatus=4&lookingFor=10&organisation=2&andOr=and
// Lists are comma-separated ids; andOr is "and" or "or" (or when absent). The old form,
// ?q=<the criteria as JSON>, is still read, so links shared before keep working.

const ids = (value: string | null): number[] =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number)
    .filter((id) => id <= 2_147_483_647);

/** The search a link asks for; anything malformed is ignored rather than breaking the page. */
export function criteriaFromParams(params: URLSearchParams | Record<string, string> | null): SearchCriteria | null {
  if (!params) return null;
  const all = params instanceof URLSearchParams ? params : new URLSearchParams(params);
  const get = (name: string) => all.get(name);
  const readable = SEARCH_PARAMS.some((key) => key !== "q" && get(key) !== null);
  if (!readable) return criteriaFromQuery(get("q"));
  return criteriaFromForm({
    andOr: get("andOr")?.toLowerCase() === "and" ? "AND" : "OR",
    text: (get("text") ?? "").slice(0, 200),
    eml: ids(get("eml")),
    rcoa: ids(get("rcoa")),
    projectStatus: ids(get("status")),
    milestoneStatus: ids(get("milestoneStatus")),
    lookingFor: ids(get("lookingFor")),
    needsReview: get("needsReview") === "1",
    organisation: ids(get("organisation"))[0] ?? null,
  });
}

/** The address's parameters for a search (null: no search), in the readable form. */
export function paramsFromCriteria(criteria: SearchCriteria | null): Record<string, string> {
  if (!criteria) return {};
  const out: Record<string, string> = {};
  const list = (key: string, values: number[] | undefined) => {
    if (values?.length) out[key] = values.join(",");
  };
  if (criteria.text) out.text = criteria.text;
  list("eml", criteria.domains?.eml);
  list("rcoa", criteria.domains?.rcoa);
  list("status", criteria.status?.project_status);
  list("milestoneStatus", criteria.status?.milestone_status);
  list("lookingFor", criteria.milestone_looking_for);
  if (criteria.needs_review) out.needsReview = "1";
  if (criteria.organisation) out.organisation = String(criteria.organisation);
  out.andOr = criteria.andOr === "AND" ? "and" : "or";
  return out;
}

/** `url` with its search parameters replaced by those of `criteria` (other parameters kept). */
export function withSearch(url: URL, criteria: SearchCriteria | null): URL {
  const next = new URL(url);
  for (const key of SEARCH_PARAMS) next.searchParams.delete(key);
  for (const [key, value] of Object.entries(paramsFromCriteria(criteria))) next.searchParams.set(key, value);
  return next;
}
