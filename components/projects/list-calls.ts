"use client";

import { apiGet, apiPost } from "@/lib/client/api";
import type { ProjectListAnswer } from "@/lib/projects/types";
import type { SearchCriteria } from "./search-criteria";

// The two calls the projects screen makes before any dialog opens: the list and the search
// (spec §7). Apart from project-calls.ts, which only the dialogs need: the page's own script
// then carries just these two (docs/benchmarks.md, the script budget).

export type Scope = "all" | "own";

export function fetchProjects(scope: Scope) {
  return apiGet<ProjectListAnswer>(`/api/existing_projects/${scope}/`, { listKey: "projects" });
}

export function searchProjects(criteria: SearchCriteria) {
  return apiPost<ProjectListAnswer>("/api/project_search/", criteria, { listKey: "projects" });
}
