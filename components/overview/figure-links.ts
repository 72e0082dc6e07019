import { paramsFromCriteria } from "@/components/projects/search-url";
import type { SearchCriteria } from "@/components/projects/search-criteria";
import type { Narrow } from "@/lib/overview/figure";
import type { ProjectSearchCriteria } from "@/lib/projects/schemas";

// All Projects with the search that lists the projects behind a number: the overview's filters
// (domain, status, organisation) and what the number itself counts (a status, a pair of domains,
// a stage wanted, needing review), all together. A number's own domain of a taxonomy takes the
// place of the filter's domain of that taxonomy: the search takes any of a list, not all.

export function projectsHref(base: ProjectSearchCriteria, narrow: Narrow | null): string {
  const n = narrow ?? {};
  const criteria: SearchCriteria = { andOr: "AND" };
  const eml = n.eml ? [n.eml] : base.domains.eml;
  const rcoa = n.rcoa ? [n.rcoa] : base.domains.rcoa;
  if (eml.length || rcoa.length) criteria.domains = { eml, rcoa };
  const status = n.status ? [n.status] : base.status.project_status;
  if (status.length || n.milestoneStatus?.length) criteria.status = { project_status: status, milestone_status: n.milestoneStatus ?? [] };
  if (n.lookingFor?.length) criteria.milestone_looking_for = n.lookingFor;
  if (n.needsReview) criteria.needs_review = true;
  if (base.organisation) criteria.organisation = base.organisation;
  return `/all_projects/?${new URLSearchParams(paramsFromCriteria(criteria))}`;
}
