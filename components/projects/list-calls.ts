"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { SearchCriteria } from "./search-criteria";

// The two calls the projects screen makes before any dialog opens: the list and the search
// (docs/product.md#calls). Apart from project-calls.ts, which only the dialogs need: the page's own script
// then carries just these two (docs/benchmarks.md, the script budget).

export type Scope = "all" | "own";

export function fetchProjects(scope: Scope) {
  return apiGet(`/api/existing_projects/${scope}/`, { listKey: "projects" });
}

export function searchProjects(criteria: SearchCriteria) {
  return apiPost("/api/project_search/", criteria, { listKey: "projects" });
}
