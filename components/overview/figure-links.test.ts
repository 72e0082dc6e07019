import { describe, expect, it } from "vitest";
import { criteriaFromParams } from "@/components/projects/search-url";
import type { ProjectSearchCriteria } from "@/lib/projects/schemas";
import { projectsHref } from "./figure-links";

// The overview's links to "the projects behind" a number (docs/product.md#overview): All
// Projects with the filters and the number's own criterion, all together, in the readable form
// of the list's address, so that the list reads back the search the figure counted.

const base: ProjectSearchCriteria = {
  scope: "all",
  andOr: "AND",
  text: "",
  domains: { eml: [4], rcoa: [] },
  status: { project_status: [2], milestone_status: [] },
  milestone_looking_for: [],
  needs_review: false,
  organisation: 7,
};

const readBack = (href: string) => criteriaFromParams(new URL(href, "http://x").searchParams);

describe("the projects behind a figure", () => {
  it("keep the filters: their domain, status and organisation, all required", () => {
    const href = projectsHref(base, null);
    expect(href.startsWith("/all_projects/?")).toBe(true);
    expect(readBack(href)).toEqual({ andOr: "AND", domains: { eml: [4], rcoa: undefined }, status: { project_status: [2], milestone_status: undefined }, organisation: 7 });
  });

  it("add what the number counts: a pair of domains takes the place of the filter's domain of its taxonomy", () => {
    expect(readBack(projectsHref(base, { eml: 9, rcoa: 3 }))).toMatchObject({ domains: { eml: [9], rcoa: [3] }, organisation: 7 });
    expect(readBack(projectsHref(base, { lookingFor: [10], milestoneStatus: [1, 2] }))).toMatchObject({ milestone_looking_for: [10], status: { project_status: [2], milestone_status: [1, 2] } });
    expect(readBack(projectsHref(base, { needsReview: true }))).toMatchObject({ needs_review: true });
    expect(readBack(projectsHref({ ...base, status: { project_status: [], milestone_status: [] } }, { status: 999 }))).toMatchObject({ status: { project_status: [999] } });
  });
});
