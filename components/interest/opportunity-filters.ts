import type { SearchCriteria } from "@/components/projects/search-criteria";
import { ASKABLE_LOOKING_FOR, OPPORTUNITY_TEXT_MAX, STAGE_WANTED, type AskableLookingFor } from "@/lib/interest/constants";
import type { OpportunitiesQueryInput } from "@/lib/interest/opportunity-schemas";

// The filters of Open to join (docs/product.md#open-to-join) in the page's address, under the
// call's own parameter names (?stage=10&eml=3&rcoa=7&q=airway), so a reload, Back and a shared
// link show the same list. The board picks one domain of each list; the call takes a comma list
// as the project search's address writes it. Anything malformed in a link is left out rather
// than breaking the page.

export type BoardFilter = { stage: AskableLookingFor | null; eml: number | null; rcoa: number | null; q: string };

export const NO_FILTER: BoardFilter = { stage: null, eml: null, rcoa: null, q: "" };

export const STAGE_WANTED_OPTIONS = ASKABLE_LOOKING_FOR.map((id) => ({ id, description: STAGE_WANTED[id] }));

function firstId(value: string | null): number | null {
  const first = (value ?? "").split(",")[0].trim();
  return /^[1-9][0-9]{0,8}$/.test(first) ? Number(first) : null;
}

export function filterFromParams(params: URLSearchParams): BoardFilter {
  const stage = Number(params.get("stage"));
  return {
    stage: (ASKABLE_LOOKING_FOR as readonly number[]).includes(stage) ? (stage as AskableLookingFor) : null,
    eml: firstId(params.get("eml")),
    rcoa: firstId(params.get("rcoa")),
    q: (params.get("q") ?? "").replaceAll("\u0000", "").trim().slice(0, OPPORTUNITY_TEXT_MAX),
  };
}

/** The address's parameters for this filter: a value, or null to remove it. */
export function paramsOf(filter: BoardFilter): Record<string, string | null> {
  return {
    stage: filter.stage ? String(filter.stage) : null,
    eml: filter.eml ? String(filter.eml) : null,
    rcoa: filter.rcoa ? String(filter.rcoa) : null,
    q: filter.q || null,
  };
}

/** The query of GET /api/opportunities/ (empty parameters are left out by the client). */
export function queryOf(filter: BoardFilter): OpportunitiesQueryInput {
  const params = paramsOf(filter);
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== null));
}

export function isFiltered(filter: BoardFilter): boolean {
  return Object.values(paramsOf(filter)).some((v) => v !== null);
}

/**
 * The filter as a saved search (docs/product.md#opportunity-alerts): projects with a milestone
 * looking for the stage wanted (any of the three when none is chosen), with the domains and the
 * text, all of them at once.
 */
export function savedCriteriaOf(filter: BoardFilter): SearchCriteria {
  const criteria: SearchCriteria = { andOr: "AND", milestone_looking_for: filter.stage ? [filter.stage] : [...ASKABLE_LOOKING_FOR] };
  if (filter.q) criteria.text = filter.q;
  if (filter.eml || filter.rcoa) criteria.domains = { eml: filter.eml ? [filter.eml] : [], rcoa: filter.rcoa ? [filter.rcoa] : [] };
  return criteria;
}
