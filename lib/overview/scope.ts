import "server-only";
import type { CurrentSession } from "@/lib/current-session";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ProjectSearchCriteria } from "@/lib/projects/schemas";
import { projectSearchCondition } from "@/lib/projects/search-condition";
import { visibleProjects } from "@/lib/projects/visible-projects";
import type { OverviewFilters } from "./filters";

// Which projects the overview counts, as a condition on `project p`: those the viewer may see
// (a quick-access visitor: their organisation's), narrowed by the filters exactly as All Projects'
// search narrows its list, so that each figure's link to "the projects behind it" shows the
// projects it counted (docs/product.md#overview). The months do not narrow the projects: they
// say which months and quarters the figures over time draw.

export type OverviewViewer = Pick<CurrentSession, "level" | "people" | "organisationId">;

/** The filters' search: their domain (in its taxonomy), status and organisation, all together. */
export function filterCriteria(filters: OverviewFilters, domainTaxonomy: "eml" | "rcoa" | null): ProjectSearchCriteria {
  const domain = filters.domain && domainTaxonomy ? [filters.domain] : [];
  return {
    scope: "all",
    andOr: "AND",
    text: "",
    domains: { eml: domainTaxonomy === "eml" ? domain : [], rcoa: domainTaxonomy === "rcoa" ? domain : [] },
    status: { project_status: filters.status ? [filters.status] : [], milestone_status: [] },
    milestone_looking_for: [],
    needs_review: false,
    organisation: filters.organisation,
  };
}

export function overviewScope(viewer: OverviewViewer, criteria: ProjectSearchCriteria): Prisma.Sql {
  return Prisma.sql`(${visibleProjects(viewer, "all")}) AND ${projectSearchCondition(criteria)}`;
}
