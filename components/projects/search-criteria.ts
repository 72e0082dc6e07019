// Search criteria (docs/product.md#entities) as the dialog edits them, and their place in the URL (`?q=`), so
// a search can be shared and survives a reload.

export type SearchCriteria = {
  andOr: "OR" | "AND";
  text?: string;
  domains?: { eml?: number[]; rcoa?: number[] };
  status?: { project_status?: number[]; milestone_status?: number[] };
  milestone_looking_for?: number[];
  /** only projects that need review (docs/product.md#review-reminders) */
  needs_review?: true;
  /** only projects with someone of this organisation on them (the overview's links) */
  organisation?: number;
};

/** The dialog's flat form of the criteria. */
export type CriteriaForm = {
  andOr: "OR" | "AND";
  text: string;
  eml: number[];
  rcoa: number[];
  projectStatus: number[];
  milestoneStatus: number[];
  lookingFor: number[];
  needsReview: boolean;
  organisation: number | null;
};

export const EMPTY_FORM: CriteriaForm = {
  andOr: "OR",
  text: "",
  eml: [],
  rcoa: [],
  projectStatus: [],
  milestoneStatus: [],
  lookingFor: [],
  needsReview: false,
  organisation: null,
};

const some = (ids: number[]) => (ids.length > 0 ? ids : undefined);

/** The search body with empty parts left out; null when nothing is asked for. */
export function criteriaFromForm(form: CriteriaForm): SearchCriteria | null {
  const text = form.text.trim();
  const criteria: SearchCriteria = { andOr: form.andOr };
  if (text) criteria.text = text;
  if (form.eml.length || form.rcoa.length) criteria.domains = { eml: some(form.eml), rcoa: some(form.rcoa) };
  if (form.projectStatus.length || form.milestoneStatus.length) {
    criteria.status = { project_status: some(form.projectStatus), milestone_status: some(form.milestoneStatus) };
  }
  if (form.lookingFor.length) criteria.milestone_looking_for = form.lookingFor;
  if (form.needsReview) criteria.needs_review = true;
  if (form.organisation) criteria.organisation = form.organisation;
  return Object.keys(criteria).length > 1 ? criteria : null;
}

export function formFromCriteria(criteria: SearchCriteria | null): CriteriaForm {
  if (!criteria) return EMPTY_FORM;
  return {
    andOr: criteria.andOr === "AND" ? "AND" : "OR",
    text: criteria.text ?? "",
    eml: criteria.domains?.eml ?? [],
    rcoa: criteria.domains?.rcoa ?? [],
    projectStatus: criteria.status?.project_status ?? [],
    milestoneStatus: criteria.status?.milestone_status ?? [],
    lookingFor: criteria.milestone_looking_for ?? [],
    needsReview: criteria.needs_review === true,
    organisation: criteria.organisation ?? null,
  };
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];

/** Reads `?q=`; anything malformed is ignored (an old or hand-edited link must not break the page). */
export function criteriaFromQuery(q: string | null): SearchCriteria | null {
  if (!q) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(q);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, Record<string, unknown> | undefined> & { andOr?: unknown; text?: unknown };
  return criteriaFromForm({
    andOr: r.andOr === "AND" ? "AND" : "OR",
    text: typeof r.text === "string" ? r.text.slice(0, 200) : "",
    eml: ids(r.domains?.eml),
    rcoa: ids(r.domains?.rcoa),
    projectStatus: ids(r.status?.project_status),
    milestoneStatus: ids(r.status?.milestone_status),
    lookingFor: ids(r.milestone_looking_for),
    needsReview: (r as { needs_review?: unknown }).needs_review === true,
    organisation: ids([(r as { organisation?: unknown }).organisation])[0] ?? null,
  });
}
